import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The header's product search (issue #25) finds a name, PDK or SÚKL code in the stock of
| the whole firma for an admin: a trigram index over the lots' stored folded text
| (`search_fold`: name, PDK, SÚKL code, lot), as pool items have one. It replaces the one
| on the bare name, which only the data explorer used; the explorer searches the folded
| text now, so an upload still maintains one trigram index on sklad rows, not two.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX sklad_rows_search_trgm ON sklad_rows USING gin (search_fold gin_trgm_ops)'
    )
    this.schema.raw('DROP INDEX IF EXISTS sklad_rows_nazev_trgm')
  }

  async down() {
    this.schema.raw(
      'CREATE INDEX sklad_rows_nazev_trgm ON sklad_rows USING gin (nazev gin_trgm_ops)'
    )
    this.schema.raw('DROP INDEX IF EXISTS sklad_rows_search_trgm')
  }
}
