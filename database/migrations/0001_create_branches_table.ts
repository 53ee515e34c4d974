import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('branches', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('code', 20).notNullable()
      table.string('name', 200).notNullable()
      table.string('street', 200).nullable()
      table.string('city', 100).nullable()
      table.string('zip', 20).nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.unique(['firma', 'code'])
    })
  }

  async down() {
    this.schema.dropTable('branches')
  }
}
