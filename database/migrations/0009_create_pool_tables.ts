import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('prevodky', (table) => {
      table.increments('id')
      table.string('prevodka_id', 80).notNullable().unique()
      table.string('firma', 20).notNullable()
      table.string('from_code', 20).notNullable()
      table.string('to_code', 20).notNullable()
      table.string('stav', 20).notNullable().defaultTo('odesláno')
      table.timestamp('sent_at', { useTz: true }).notNullable()
      table.timestamp('received_at', { useTz: true }).nullable()
      table.index(['firma', 'to_code', 'stav'])
      table.index(['firma', 'from_code'])
    })

    /* One offered lot: its surplus quantity, where it goes, and where it is in the stav machine. */
    this.schema.createTable('pool_items', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.string('pdk', 50).notNullable()
      table.text('nazev').notNullable()
      table.string('kod_vzp', 20).nullable()
      table.string('sarze', 100).notNullable().defaultTo('')
      table.date('exspirace').nullable()
      table.decimal('mnozstvi', 14, 3).notNullable()
      table.decimal('ncsd', 14, 4).nullable()
      table.text('dodavatel').nullable()
      table.boolean('lezak').notNullable().defaultTo(false)
      table.boolean('ohrozeny').notNullable().defaultTo(false)
      table.string('target_pharmacy_code', 20).nullable()
      table.smallint('probability').nullable()
      table.string('stav', 20).notNullable().defaultTo('aktivní')
      table.text('duvod').nullable()
      table
        .integer('prevodka_id')
        .nullable()
        .references('id')
        .inTable('prevodky')
        .onDelete('SET NULL')
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['firma', 'pharmacy_code', 'stav'])
      table.index(['firma', 'target_pharmacy_code', 'stav'])
      table.index(['prevodka_id'])
    })
    /* An upload updates the aktivní item of a lot in place; one aktivní item per lot. */
    this.schema.raw(
      "CREATE UNIQUE INDEX pool_items_active_lot ON pool_items (firma, pharmacy_code, pdk, sarze) WHERE stav = 'aktivní'"
    )

    this.schema.createTable('pool_item_history', (table) => {
      table.bigIncrements('id')
      table
        .integer('pool_item_id')
        .notNullable()
        .references('id')
        .inTable('pool_items')
        .onDelete('CASCADE')
      table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.string('stav', 20).notNullable()
      table.text('note').nullable()
      table.string('by', 100).nullable()
      table.index(['pool_item_id'])
    })

    /* A branch that refused a PDK + lot is never offered it again until it cancels the block. */
    this.schema.createTable('refused', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.string('pdk', 50).notNullable()
      table.string('sarze', 100).notNullable().defaultTo('')
      table
        .integer('pool_item_id')
        .nullable()
        .references('id')
        .inTable('pool_items')
        .onDelete('SET NULL')
      table.text('reason').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['firma', 'pharmacy_code', 'pdk', 'sarze'])
    })

    /* Per branch and PDK: daily consumption and stock of the current export, for matching. */
    this.schema.createTable('branch_demand', (table) => {
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.string('pdk', 50).notNullable()
      table.double('daily').notNullable()
      table.double('stock').notNullable()
      table.primary(['firma', 'pdk', 'pharmacy_code'])
    })
  }

  async down() {
    this.schema.dropTable('branch_demand')
    this.schema.dropTable('refused')
    this.schema.dropTable('pool_item_history')
    this.schema.dropTable('pool_items')
    this.schema.dropTable('prevodky')
  }
}
