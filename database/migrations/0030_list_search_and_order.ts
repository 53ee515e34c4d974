import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The list contract (issue #16): every list searches (`q`) and sorts on the server.
|
| - `czech`: names and codes sort as the screens always did in the browser (Czech order,
|   numbers inside a text by value, so branch 9 comes before branch 10).
| - `search_fold`: the searched texts of a pool item or a sklad lot (name, PDK, SÚKL code,
|   lot) folded once when the row is written (fold_text = lower(unaccent())), so `q` is a
|   LIKE over one stored column instead of four unaccent() calls per row and request
|   (~4 µs each). A trigram index serves `q` over the whole firma (the admin's pool items,
|   the data explorer) and replaces the one on the bare name.
| - The branch pool's default order (name, expiry) in Czech order from its index, and the
|   admin's pool items by name and by expiry over the firma from theirs.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      `CREATE COLLATION IF NOT EXISTS czech (provider = icu, locale = 'cs-CZ-u-kn-true')`
    )
    this.schema.raw(
      `ALTER TABLE pool_items ADD COLUMN search_fold text GENERATED ALWAYS AS
         (fold_text(nazev || ' | ' || pdk || ' | ' || coalesce(kod_vzp, '') || ' | ' || sarze)) STORED`
    )
    this.schema.raw(
      'CREATE INDEX pool_items_search_trgm ON pool_items USING gin (search_fold gin_trgm_ops)'
    )
    this.schema.raw('DROP INDEX IF EXISTS pool_items_nazev_trgm')
    this.schema.raw('DROP INDEX IF EXISTS pool_items_branch_by_name')
    this.schema.raw(
      `CREATE INDEX pool_items_branch_by_name
         ON pool_items (firma, pharmacy_code, nazev COLLATE czech, exspirace, id)`
    )
    this.schema.raw(
      'CREATE INDEX pool_items_firma_by_name ON pool_items (firma, nazev COLLATE czech, id)'
    )
    this.schema.raw('CREATE INDEX pool_items_firma_by_expiry ON pool_items (firma, exspirace, id)')
    this.schema.raw(
      `ALTER TABLE sklad_rows ADD COLUMN search_fold text GENERATED ALWAYS AS
         (fold_text(nazev || ' | ' || pdk || ' | ' || coalesce(kod_vzp, '') || ' | ' || coalesce(sarze, ''))) STORED`
    )
  }

  async down() {
    this.schema.raw('ALTER TABLE sklad_rows DROP COLUMN IF EXISTS search_fold')
    this.schema.raw('DROP INDEX IF EXISTS pool_items_firma_by_expiry')
    this.schema.raw('DROP INDEX IF EXISTS pool_items_firma_by_name')
    this.schema.raw('DROP INDEX IF EXISTS pool_items_branch_by_name')
    this.schema.raw(
      `CREATE INDEX pool_items_branch_by_name
         ON pool_items (firma, pharmacy_code, nazev, exspirace, id)`
    )
    this.schema.raw('DROP INDEX IF EXISTS pool_items_search_trgm')
    this.schema.raw('ALTER TABLE pool_items DROP COLUMN IF EXISTS search_fold')
    this.schema.raw(
      'CREATE INDEX pool_items_nazev_trgm ON pool_items USING gin (nazev gin_trgm_ops)'
    )
    this.schema.raw('DROP COLLATION IF EXISTS czech')
  }
}
