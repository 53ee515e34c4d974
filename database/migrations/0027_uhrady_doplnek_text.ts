import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Issue #15: in SÚKL's list Doplněk is the *doplněk názvu* (strength, form and pack:
| `100MG TBL NOB 30`), a text, not an amount. It is stored as text, searched with the name
| (a pharmacist types "paralen 500", the list says Název PARALEN, Doplněk 500MG TBL NOB 24),
| and kept beside the name in watchlist items and reimbursement-change lines.
|
| The folded search text becomes name + doplněk. The name-ordered index carries only what
| the search filters and orders by (id, sukl), so a scan of the list for a short query stays
| index-only and its tuples stay small; the ≤ 50 rows found are then read by id.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw('DROP INDEX IF EXISTS uhrady_items_name_fold')
    this.schema.raw('DROP INDEX IF EXISTS uhrady_items_name_fold_trgm')
    this.schema.raw('ALTER TABLE uhrady_items DROP COLUMN nazev_fold')
    /* An amount read into it was a misread Doplněk; its digits are all that is left of it. */
    this.schema.raw(
      'ALTER TABLE uhrady_items ALTER COLUMN doplnek TYPE text USING trim_scale(doplnek)::text'
    )
    this.schema.raw(
      `ALTER TABLE uhrady_items ADD COLUMN nazev_fold text
         GENERATED ALWAYS AS (fold_text(nazev || coalesce(' ' || doplnek, ''))) STORED`
    )
    this.schema.raw(
      'CREATE INDEX uhrady_items_name_fold ON uhrady_items (list_id, nazev_fold) INCLUDE (id, sukl)'
    )
    this.schema.raw(
      'CREATE INDEX uhrady_items_name_fold_trgm ON uhrady_items USING gin (nazev_fold gin_trgm_ops)'
    )
    this.schema.alterTable('watchlist_items', (table) => {
      table.text('doplnek').nullable()
    })
    this.schema.alterTable('uhrady_change_lines', (table) => {
      table.text('doplnek').nullable()
    })
  }

  async down() {
    this.schema.alterTable('uhrady_change_lines', (table) => {
      table.dropColumn('doplnek')
    })
    this.schema.alterTable('watchlist_items', (table) => {
      table.dropColumn('doplnek')
    })
    this.schema.raw('DROP INDEX IF EXISTS uhrady_items_name_fold')
    this.schema.raw('DROP INDEX IF EXISTS uhrady_items_name_fold_trgm')
    this.schema.raw('ALTER TABLE uhrady_items DROP COLUMN nazev_fold')
    this.schema.raw(
      `ALTER TABLE uhrady_items ALTER COLUMN doplnek TYPE numeric(14, 4)
         USING CASE WHEN doplnek ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN doplnek::numeric END`
    )
    this.schema.raw(
      `ALTER TABLE uhrady_items
         ADD COLUMN nazev_fold text GENERATED ALWAYS AS (fold_text(nazev)) STORED`
    )
    this.schema.raw(
      `CREATE INDEX uhrady_items_name_fold ON uhrady_items (list_id, nazev_fold)
         INCLUDE (sukl, nazev, doplatek, doplatek_limit, doplatek_zvysena, doplatek_zvysena_limit)`
    )
    this.schema.raw(
      'CREATE INDEX uhrady_items_name_fold_trgm ON uhrady_items USING gin (nazev_fold gin_trgm_ops)'
    )
  }
}
