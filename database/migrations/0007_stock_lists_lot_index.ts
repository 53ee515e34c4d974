import { BaseSchema } from '@adonisjs/lucid/schema'

/* Deleting an old sklad snapshot cascades to stock_lists row by row; without this index each lookup scanned the table. */
export default class extends BaseSchema {
  async up() {
    this.schema.raw('CREATE INDEX stock_lists_sklad_row ON stock_lists (sklad_row_id)')
  }

  async down() {
    this.schema.raw('DROP INDEX stock_lists_sklad_row')
  }
}
