import { BaseSchema } from '@adonisjs/lucid/schema'

/* The data explorer searches by name (trigram), PDK and lot; none of it scans pohyby. */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm')
    this.schema.raw(
      'CREATE INDEX sklad_rows_nazev_trgm ON sklad_rows USING gin (nazev gin_trgm_ops)'
    )
    this.schema.raw('CREATE INDEX sklad_rows_sarze ON sklad_rows (sarze)')
    this.schema.raw(
      'CREATE INDEX karty_rows_nazev_trgm ON karty_rows USING gin (nazev gin_trgm_ops)'
    )
    this.schema.raw('CREATE INDEX pohyby_pdk ON pohyby (pdk)')
    this.schema.raw("CREATE INDEX pohyby_sarze ON pohyby (sarze) WHERE sarze <> ''")
  }

  async down() {
    for (const index of [
      'sklad_rows_nazev_trgm',
      'sklad_rows_sarze',
      'karty_rows_nazev_trgm',
      'pohyby_pdk',
      'pohyby_sarze',
    ]) {
      this.schema.raw(`DROP INDEX IF EXISTS ${index}`)
    }
  }
}
