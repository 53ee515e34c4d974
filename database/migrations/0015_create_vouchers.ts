import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Vouchers (poukázky) of a branch: each upload is a snapshot of the branch's voucher
| export. A new upload is inserted and the branch's older uploads deleted (their rows
| cascade) in one transaction, so readers see the old snapshot or the new one.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('voucher_uploads', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.text('source').notNullable()
      table.integer('rows').notNullable()
      /* Without a Stav column nothing can be known as settled. */
      table.boolean('has_stav').notNullable()
      table.jsonb('skipped').notNullable().defaultTo('{"count":0,"examples":[]}')
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('uploaded_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['firma', 'pharmacy_code', 'uploaded_at'])
    })
    this.schema.createTable('vouchers', (table) => {
      table.bigIncrements('id')
      table
        .integer('upload_id')
        .notNullable()
        .references('id')
        .inTable('voucher_uploads')
        .onDelete('CASCADE')
      table.integer('row_no').notNullable()
      table.date('datum').notNullable()
      table.string('cislo', 100).notNullable()
      table.decimal('castka', 14, 2).notNullable()
      table.text('pojistovna').nullable()
      table.text('lekar').nullable()
      table.text('stav').nullable()
      table.index(['upload_id', 'datum'])
    })
  }

  async down() {
    this.schema.dropTable('vouchers')
    this.schema.dropTable('voucher_uploads')
  }
}
