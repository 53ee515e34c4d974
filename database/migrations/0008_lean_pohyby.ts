import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| pohyby takes 500 000 rows per upload through COPY. A foreign-key check and a serial
| primary key per row cost about as much as the row itself; batch rows are removed by
| the export job (clearBatchRows, dropUnusedMovements), so neither is needed.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('ALTER TABLE pohyby DROP CONSTRAINT pohyby_batch_id_foreign')
    this.schema.raw('ALTER TABLE pohyby DROP COLUMN id')
  }

  async down() {
    this.schema.raw('ALTER TABLE pohyby ADD COLUMN id bigserial PRIMARY KEY')
    this.schema.raw(
      'ALTER TABLE pohyby ADD CONSTRAINT pohyby_batch_id_foreign FOREIGN KEY (batch_id) REFERENCES export_batches (id) ON DELETE CASCADE'
    )
  }
}
