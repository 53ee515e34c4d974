import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Expiry discount rules, one set per branch (DOMAIN.md "Discounts"). A branch without a
| row uses the defaults of config/domain.ts, so changing the defaults reaches every branch
| that never saved its own.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('discount_rules', (table) => {
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      /* [{ days, discount, mode }], largest days first. */
      table.jsonb('rules').notNullable()
      table.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['firma', 'pharmacy_code'])
    })
  }

  async down() {
    this.schema.dropTable('discount_rules')
  }
}
