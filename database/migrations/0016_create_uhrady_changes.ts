import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Reimbursement-change versions (DOMAIN.md "Reimbursement changes"): after an úhrady upload
| each branch with an export gets a version comparing the newest list with the one before
| it, over the branch's stock. One version per branch and pair of lists, so a retried or
| repeated job adds nothing twice. Lines are stored in their display order (`position`).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('uhrady_change_versions', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table
        .integer('list_id')
        .notNullable()
        .references('id')
        .inTable('price_lists')
        .onDelete('CASCADE')
      table
        .integer('previous_list_id')
        .notNullable()
        .references('id')
        .inTable('price_lists')
        .onDelete('CASCADE')
      table
        .integer('batch_id')
        .nullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('SET NULL')
      table.timestamp('last_batch_at', { useTz: true }).nullable()
      table.integer('lines').notNullable().defaultTo(0)
      table.decimal('total_impact', 16, 4).notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['firma', 'pharmacy_code', 'list_id', 'previous_list_id'])
      table.index(['firma', 'pharmacy_code', 'created_at'])
    })
    this.schema.createTable('uhrady_change_lines', (table) => {
      table.bigIncrements('id')
      table
        .integer('version_id')
        .notNullable()
        .references('id')
        .inTable('uhrady_change_versions')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('sukl', 20).notNullable()
      table.text('nazev').notNullable()
      /* Null when the product is missing from that list (counted as úhrada 0). */
      table.decimal('old_uhrada', 14, 4).nullable()
      table.decimal('new_uhrada', 14, 4).nullable()
      table.decimal('difference', 14, 4).notNullable()
      table.decimal('stock', 14, 3).notNullable()
      table.decimal('impact', 16, 4).notNullable()
      table.index(['version_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('uhrady_change_lines')
    this.schema.dropTable('uhrady_change_versions')
  }
}
