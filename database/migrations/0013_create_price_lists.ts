import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Price lists uploaded by an admin (DOMAIN.md "Price lists"): the action leaflet and the
| reimbursement (úhrady) list. Every upload is kept with its metadata and its rows; the
| "newest" list is the last by validFrom, then upload; the "current" one is the newest
| whose validFrom is not after today (API.md).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('price_lists', (table) => {
      table.increments('id')
      table.string('kind', 10).notNullable() /* leaflet | uhrady */
      table.date('valid_from').notNullable()
      table.date('valid_to').nullable()
      table.text('source').notNullable()
      table.integer('rows').notNullable().defaultTo(0)
      table.jsonb('skipped').notNullable().defaultTo('{"count":0,"examples":[]}')
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('saved_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['kind', 'valid_from', 'saved_at'])
    })
    this.schema.createTable('leaflet_items', (table) => {
      table.bigIncrements('id')
      table
        .integer('list_id')
        .notNullable()
        .references('id')
        .inTable('price_lists')
        .onDelete('CASCADE')
      table.string('sukl', 20).nullable()
      table.string('pdk', 50).nullable()
      table.text('nazev').notNullable()
      table.decimal('akcni_nakupni', 14, 4).notNullable()
      table.decimal('akcni_prodejni', 14, 4).nullable()
      table.text('dodavatel').nullable()
      table.decimal('min_odber', 14, 3).nullable()
      table.index(['list_id', 'sukl'])
      table.index(['list_id', 'pdk'])
    })
    this.schema.createTable('uhrady_items', (table) => {
      table.bigIncrements('id')
      table
        .integer('list_id')
        .notNullable()
        .references('id')
        .inTable('price_lists')
        .onDelete('CASCADE')
      table.string('sukl', 20).notNullable()
      table.text('nazev').notNullable()
      table.decimal('uhrada', 14, 4).notNullable()
      table.decimal('doplnek', 14, 4).nullable()
      table.decimal('max_cena', 14, 4).nullable()
      table.decimal('doplatek', 14, 4).nullable()
      table.decimal('doplatek_limit', 14, 4).nullable()
      table.decimal('doplatek_zvysena', 14, 4).nullable()
      table.decimal('doplatek_zvysena_limit', 14, 4).nullable()
      table.unique(['list_id', 'sukl'])
    })
  }

  async down() {
    this.schema.dropTable('uhrady_items')
    this.schema.dropTable('leaflet_items')
    this.schema.dropTable('price_lists')
  }
}
