import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Movements are no longer copied from a staging table into one big merged table (the
| merge cost 10+ s for 500 000 rows). Each upload's rows stay tagged with their batch;
| `pohyby_segments` says which batch is authoritative for which date range of a branch.
| A new upload takes over its own date range, so a re-uploaded period counts once, and
| publishing it is a few row updates inside the snapshot swap.
|
| Movements loaded under the previous scheme have no segment; re-upload the exports.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP TABLE pohyby_staging')
    this.schema.raw('TRUNCATE pohyby')
    this.schema.raw('DROP INDEX pohyby_identity')
    this.schema.raw('DROP INDEX pohyby_sales')
    this.schema.raw('ALTER TABLE pohyby DROP COLUMN occurrence')
    this.schema.raw('ALTER TABLE pohyby DROP CONSTRAINT pohyby_batch_id_foreign')
    this.schema.raw(
      'ALTER TABLE pohyby ALTER COLUMN batch_id SET NOT NULL, ADD CONSTRAINT pohyby_batch_id_foreign FOREIGN KEY (batch_id) REFERENCES export_batches (id) ON DELETE CASCADE'
    )
    this.schema.raw('ALTER TABLE pohyby DROP COLUMN firma, DROP COLUMN pharmacy_code')
    this.schema.raw('CREATE INDEX pohyby_batch_pdk_datum ON pohyby (batch_id, pdk, datum)')

    this.schema.createTable('pohyby_segments', (table) => {
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.date('date_from').notNullable()
      table.date('date_to').notNullable()
      table.primary(['firma', 'pharmacy_code', 'date_from'])
      table.index(['batch_id'])
    })
  }

  async down() {
    this.schema.dropTable('pohyby_segments')
  }
}
