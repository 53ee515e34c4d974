import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Uploaded files in PostgreSQL (issue #29: no state on an app host). A file is a row of
| `stored_files` and its bytes in 1 MiB chunks; deleting the row deletes the chunks. The
| chunks are stored EXTERNAL: out of line and not compressed again (an xlsx is a zip).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('stored_files', (table) => {
      table.bigIncrements('id')
      /* `exports/LEMON/12/<batch>/sklad.xlsx`, `uploads/leaflet/<id>/soubor`. */
      table.string('key', 500).notNullable().unique()
      table.bigInteger('size').notNullable().defaultTo(0)
      table.integer('chunks').notNullable().defaultTo(0)
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.createTable('stored_file_chunks', (table) => {
      table
        .bigInteger('file_id')
        .notNullable()
        .references('id')
        .inTable('stored_files')
        .onDelete('CASCADE')
      table.integer('seq').notNullable()
      table.binary('data').notNullable()
      table.primary(['file_id', 'seq'])
    })
    this.schema.raw('ALTER TABLE stored_file_chunks ALTER COLUMN data SET STORAGE EXTERNAL')
  }

  async down() {
    this.schema.dropTable('stored_file_chunks')
    this.schema.dropTable('stored_files')
  }
}
