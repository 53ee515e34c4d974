import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The pack's GTIN (EAN) from the optional sklad/karty column, carried onto pool items, so a
| převodka line can be matched to a scanned GS1 DataMatrix at receipt. Kept as GTIN-14.
*/
export default class extends BaseSchema {
  async up() {
    for (const name of ['sklad_rows', 'karty_rows', 'pool_items']) {
      this.schema.alterTable(name, (table) => {
        table.string('gtin', 14).nullable()
      })
    }
  }

  async down() {
    for (const name of ['sklad_rows', 'karty_rows', 'pool_items']) {
      this.schema.alterTable(name, (table) => {
        table.dropColumn('gtin')
      })
    }
  }
}
