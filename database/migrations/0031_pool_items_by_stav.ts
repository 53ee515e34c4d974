import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The admin's pool items filtered by stav (or searched by a stav's name), newest first: a
| rare stav (vyřešeno, odepsáno) would otherwise walk the whole firma's recent-changes index
| to fill a page, and its total would count every item of the firma.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX pool_items_firma_stav_recent ON pool_items (firma, stav, updated_at DESC, id DESC)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX IF EXISTS pool_items_firma_stav_recent')
  }
}
