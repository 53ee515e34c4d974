import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Watchlists (DOMAIN.md "Watchlists"): a branch's named lists of medicines with the patient
| surcharges copied from the úhrady list when each item was added. `version` grows with
| every change, so a stored PDF export is reused only while nothing changed.
|
| Medicine search runs over one úhrady list of ~60 000 rows: SÚKL code prefix (pattern
| index) or name substring ignoring case and diacritics. unaccent() costs ~4 µs a row, so the
| folded name is a stored generated column (fold_text() is an IMMUTABLE wrapper naming the
| dictionary; the import needs no change). A trigram index serves rare substrings; a
| (list, folded name) b-tree carrying the answer's columns serves common and short ones in
| name order from the index alone, stopping at the result limit (measured on 60 000 rows:
| under 1 ms typical, ~30 ms for a two-letter query nothing matches).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS unaccent')
    this.schema.raw(`
      CREATE OR REPLACE FUNCTION fold_text(text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$`)
    this.schema.raw(
      `ALTER TABLE uhrady_items
         ADD COLUMN nazev_fold text GENERATED ALWAYS AS (fold_text(nazev)) STORED`
    )
    this.schema.raw(
      'CREATE INDEX uhrady_items_sukl_prefix ON uhrady_items (list_id, sukl varchar_pattern_ops)'
    )
    this.schema.raw(
      `CREATE INDEX uhrady_items_name_fold ON uhrady_items (list_id, nazev_fold)
         INCLUDE (sukl, nazev, doplatek, doplatek_limit, doplatek_zvysena, doplatek_zvysena_limit)`
    )
    this.schema.raw(
      'CREATE INDEX uhrady_items_name_fold_trgm ON uhrady_items USING gin (nazev_fold gin_trgm_ops)'
    )

    this.schema.createTable('watchlists', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('pharmacy_code', 20).notNullable()
      table.string('name', 200).notNullable()
      table.string('email', 254).nullable()
      table.integer('version').notNullable().defaultTo(1)
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['firma', 'pharmacy_code', 'id'])
    })
    this.schema.createTable('watchlist_items', (table) => {
      table.bigIncrements('id')
      table
        .integer('watchlist_id')
        .notNullable()
        .references('id')
        .inTable('watchlists')
        .onDelete('CASCADE')
      table.string('sukl', 20).notNullable()
      table.text('nazev').notNullable()
      table.decimal('doplatek', 14, 4).nullable()
      table.decimal('doplatek_limit', 14, 4).nullable()
      table.decimal('doplatek_zvysena', 14, 4).nullable()
      table.decimal('doplatek_zvysena_limit', 14, 4).nullable()
      table.boolean('bez_doplatku').notNullable().defaultTo(false)
      table.timestamp('added_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.unique(['watchlist_id', 'sukl'])
    })
  }

  async down() {
    this.schema.dropTable('watchlist_items')
    this.schema.dropTable('watchlists')
    for (const index of [
      'uhrady_items_sukl_prefix',
      'uhrady_items_name_fold',
      'uhrady_items_name_fold_trgm',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${index}`)
    }
    this.schema.raw('ALTER TABLE uhrady_items DROP COLUMN IF EXISTS nazev_fold')
    this.schema.raw('DROP FUNCTION IF EXISTS fold_text(text)')
  }
}
