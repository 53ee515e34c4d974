import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The first page of a branch's pool (by name) and of its incoming transfers (by NCSD ×
| probability / 2) is read straight from an index in list order, so it costs 100 rows,
| not a sort of the branch's thousands of items.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.raw(
      'CREATE INDEX pool_items_branch_by_name ON pool_items (firma, pharmacy_code, nazev, exspirace, id)'
    )
    this.schema.raw(
      `CREATE INDEX pool_items_incoming_order ON pool_items
         (firma, target_pharmacy_code, (coalesce(ncsd, 0) * coalesce(probability, 0) / 2) DESC, nazev, id)
       WHERE stav IN ('rezervováno', 'odesláno')`
    )
  }

  async down() {
    this.schema.raw('DROP INDEX pool_items_branch_by_name')
    this.schema.raw('DROP INDEX pool_items_incoming_order')
  }
}
