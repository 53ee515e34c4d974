import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The export inbox seen from every host (issue #29). Only maintenance workers on hosts with
| the folder scan it; each scan records here what it saw, and the admin overview on any web
| host reads that instead of a disk it does not have: the scanner's own state (its root, what
| lies in the inbox that is no branch folder, and an error when the folder is missing or
| unreadable) and per branch folder its refused files with their reasons. The waiting files
| are already in `inbox_files`.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('inbox_scanner', (table) => {
      table.integer('id').primary()
      table.string('root', 1000).notNullable()
      table.jsonb('strays').notNullable().defaultTo('[]')
      table.text('error').nullable()
      table.string('host', 255).notNullable()
      table.timestamp('scanned_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.raw('ALTER TABLE inbox_scanner ADD CONSTRAINT inbox_scanner_one_row CHECK (id = 1)')

    this.schema.createTable('inbox_folders', (table) => {
      table.string('folder', 300).primary()
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      /* [{ name, reason, at }]: the files of failed/ with their reasons. */
      table.jsonb('failed').notNullable().defaultTo('[]')
      table.timestamp('scanned_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('inbox_folders')
    this.schema.dropTable('inbox_scanner')
  }
}
