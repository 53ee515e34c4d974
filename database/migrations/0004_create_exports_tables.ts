import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Export snapshots are rows tagged with their batch; `branch_exports` points at the
| branch's current (and previous) batch. Swapping the pointer in one transaction is the
| atomic snapshot swap: readers see the old batch or the new one, never a mix.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('export_batches', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.string('status', 20).notNullable().defaultTo('queued')
      table.integer('processed').notNullable().defaultTo(0)
      table.integer('total').notNullable().defaultTo(0)
      table.jsonb('counts').notNullable().defaultTo('{}')
      table.jsonb('skipped').notNullable().defaultTo('{"count":0,"examples":[]}')
      table.text('error').nullable()
      table.jsonb('files').notNullable()
      table.boolean('has_odpisy').notNullable().defaultTo(false)
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['firma', 'pharmacy_code', 'created_at'])
    })
    this.schema.raw(
      "ALTER TABLE export_batches ADD CONSTRAINT export_batches_status_check CHECK (status IN ('queued', 'processing', 'done', 'failed'))"
    )
    /* At most one upload of a branch in flight: the database refuses a second one. */
    this.schema.raw(
      "CREATE UNIQUE INDEX export_batches_one_running ON export_batches (firma, pharmacy_code) WHERE status IN ('queued', 'processing')"
    )

    this.schema.createTable('branch_exports', (table) => {
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.integer('batch_id').notNullable().references('id').inTable('export_batches')
      table.integer('previous_batch_id').nullable().references('id').inTable('export_batches')
      table.timestamp('last_batch_at', { useTz: true }).notNullable()
      table.integer('odpisy_batch_id').nullable().references('id').inTable('export_batches')
      table.timestamp('odpisy_last_batch_at', { useTz: true }).nullable()
      table.primary(['firma', 'pharmacy_code'])
    })

    this.schema.createTable('sklad_rows', (table) => {
      table.bigIncrements('id')
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.string('pdk', 50).notNullable()
      table.text('nazev').notNullable()
      table.decimal('mnozstvi', 14, 3).notNullable()
      table.string('kod_vzp', 20).nullable()
      table.string('sarze', 100).nullable()
      table.date('exspirace').nullable()
      table.decimal('ncsd', 14, 4).nullable()
      table.decimal('pc', 14, 4).nullable()
      table.text('dodavatel').nullable()
      table.index(['batch_id', 'pdk'])
    })

    this.schema.createTable('karty_rows', (table) => {
      table.bigIncrements('id')
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.string('pdk', 50).notNullable()
      table.text('nazev').notNullable()
      table.string('kod_vzp', 20).nullable()
      table.decimal('min_stock', 14, 3).nullable()
      table.decimal('max_stock', 14, 3).nullable()
      table.text('dodavatel').nullable()
      table.text('vyrobce').nullable()
      table.boolean('otc').nullable()
      table.index(['batch_id', 'pdk'])
    })

    this.schema.createTable('odpisy_rows', (table) => {
      table.bigIncrements('id')
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table.date('datum').notNullable()
      table.string('pdk', 50).notNullable()
      table.decimal('mnozstvi', 14, 3).notNullable()
      table.string('sarze', 100).nullable()
      table.date('exspirace').nullable()
      table.text('duvod').nullable()
      table.decimal('cena', 14, 4).nullable()
      table.index(['batch_id'])
    })

    /*
    | Movements are merged, not replaced. A row is identified by date, PDK, type,
    | quantity and lot, plus its occurrence among identical rows of one export, so a
    | re-uploaded period adds nothing twice while two identical sales of a day both count.
    */
    this.schema.createTable('pohyby', (table) => {
      table.bigIncrements('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.date('datum').notNullable()
      table.string('pdk', 50).notNullable()
      table.string('typ', 50).notNullable().defaultTo('')
      table.decimal('mnozstvi', 14, 3).notNullable()
      table.string('sarze', 100).notNullable().defaultTo('')
      table.smallint('occurrence').notNullable().defaultTo(1)
      table.decimal('cena', 14, 4).nullable()
      table.boolean('is_sale').notNullable()
      table
        .integer('batch_id')
        .nullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('SET NULL')
    })
    this.schema.raw(
      'CREATE UNIQUE INDEX pohyby_identity ON pohyby (firma, pharmacy_code, datum, pdk, typ, mnozstvi, sarze, occurrence)'
    )
    this.schema.raw(
      'CREATE INDEX pohyby_sales ON pohyby (firma, pharmacy_code, pdk, datum) WHERE is_sale'
    )

    /* COPY target of one upload's movements before they are merged; unlogged: it is scratch. */
    this.schema.raw(`CREATE UNLOGGED TABLE pohyby_staging (
      batch_id integer NOT NULL,
      row_no integer NOT NULL,
      datum date NOT NULL,
      pdk varchar(50) NOT NULL,
      typ varchar(50) NOT NULL,
      mnozstvi numeric(14,3) NOT NULL,
      sarze varchar(100) NOT NULL,
      cena numeric(14,4),
      is_sale boolean NOT NULL
    )`)
    this.schema.raw('CREATE INDEX pohyby_staging_batch ON pohyby_staging (batch_id)')

    /* Ležáky and ohrožené of a batch, recomputed when its upload finishes. */
    this.schema.createTable('stock_lists', (table) => {
      table
        .integer('batch_id')
        .notNullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('CASCADE')
      table
        .bigInteger('sklad_row_id')
        .notNullable()
        .references('id')
        .inTable('sklad_rows')
        .onDelete('CASCADE')
      table.string('list', 10).notNullable()
      table.decimal('prebytek', 14, 3).nullable()
      table.primary(['batch_id', 'list', 'sklad_row_id'])
    })
  }

  async down() {
    this.schema.dropTable('stock_lists')
    this.schema.raw('DROP TABLE pohyby_staging')
    this.schema.dropTable('pohyby')
    this.schema.dropTable('odpisy_rows')
    this.schema.dropTable('karty_rows')
    this.schema.dropTable('sklad_rows')
    this.schema.dropTable('branch_exports')
    this.schema.dropTable('export_batches')
  }
}
