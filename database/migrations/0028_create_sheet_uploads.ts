import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Issue #20: price lists and voucher exports are parsed in the imports worker, never in the
| web process. An upload is stored (Drive) and recorded here; the web answers 202 and the
| screen or the CLI follows `status` and `processed / total` until the worker records the
| outcome: the answer the synchronous upload used to give (`result`), or the Czech `error`.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('sheet_uploads', (table) => {
      table.increments('id')
      table.string('kind', 20).notNullable()
      /* Vouchers belong to a branch; price lists to the whole chain (both null). */
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      table.text('source').notNullable()
      table.text('file_key').notNullable()
      table.jsonb('params').notNullable().defaultTo('{}')
      /* False when the CLI reads the file itself instead of queueing it. */
      table.boolean('queued').notNullable().defaultTo(true)
      table.string('status', 20).notNullable().defaultTo('queued')
      table.integer('processed').notNullable().defaultTo(0)
      table.integer('total').notNullable().defaultTo(0)
      table.jsonb('result').nullable()
      table.text('error').nullable()
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['kind', 'firma', 'pharmacy_code', 'id'])
    })
    this.schema.raw(
      "ALTER TABLE sheet_uploads ADD CONSTRAINT sheet_uploads_status_check CHECK (status IN ('queued', 'processing', 'done', 'failed'))"
    )
    this.schema.raw(
      "ALTER TABLE sheet_uploads ADD CONSTRAINT sheet_uploads_kind_check CHECK (kind IN ('leaflet', 'uhrady', 'vouchers'))"
    )
    /* What an upload stored: a retried job finds it instead of storing it twice. */
    for (const table of ['price_lists', 'voucher_uploads']) {
      this.schema.alterTable(table, (t) => {
        t.integer('sheet_upload_id').nullable().unique()
      })
    }
  }

  async down() {
    for (const table of ['price_lists', 'voucher_uploads']) {
      this.schema.alterTable(table, (t) => {
        t.dropColumn('sheet_upload_id')
      })
    }
    this.schema.dropTable('sheet_uploads')
  }
}
