import { BaseSchema } from '@adonisjs/lucid/schema'

/* Pool items are searched in the data explorer by name, PDK and lot, and joined to sklad lots by PDK + lot. */
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX pool_items_nazev_trgm ON pool_items USING gin (nazev gin_trgm_ops)'
    )
    this.schema.raw('CREATE INDEX pool_items_lot ON pool_items (pdk, sarze)')
  }

  async down() {
    this.schema.raw('DROP INDEX pool_items_nazev_trgm')
    this.schema.raw('DROP INDEX pool_items_lot')
  }
}
