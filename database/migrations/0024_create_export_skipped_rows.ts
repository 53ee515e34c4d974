import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Every row an export job skipped, with its Czech reason and the cells of the columns
| the import reads, so a branch can download them as an xlsx and fix its export (issue
| #9). Written by the job under the batch's advisory lock, cleared when an attempt starts
| over; the keys make a repeated write of a row impossible. Purged with the uploads.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('export_skipped_files', (table) => {
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.string('kind', 10).notNullable()
      /* `sklad (sklad_12.xlsx)`, as the job's messages name the file. */
      table.text('label').notNullable()
      /* The columns the import recognised, in the file's order: [{ field, header }]. */
      table.jsonb('columns').notNullable()
      table.integer('skipped').notNullable()
      table.integer('stored').notNullable()
      table.primary(['batch_id', 'kind'])
    })

    this.schema.createTable('export_skipped_rows', (table) => {
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.string('kind', 10).notNullable()
      table.integer('row_number').notNullable()
      table.text('reason').notNullable()
      table.jsonb('cells').notNullable()
      table.primary(['batch_id', 'kind', 'row_number'])
    })
  }

  async down() {
    this.schema.dropTable('export_skipped_rows')
    this.schema.dropTable('export_skipped_files')
  }
}
