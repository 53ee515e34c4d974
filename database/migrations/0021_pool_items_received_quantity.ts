import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A receipt may take less than was sent: the received quantity and the reason of the
| difference. Null means the whole quantity (lines received before this column existed,
| markReceived, an admin's move to přijato), so the ledger reads coalesce(received, sent).
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('pool_items', (table) => {
      table.decimal('received_quantity', 14, 3).nullable()
      table.string('receipt_reason', 30).nullable()
    })
  }

  async down() {
    this.schema.alterTable('pool_items', (table) => {
      table.dropColumn('received_quantity')
      table.dropColumn('receipt_reason')
    })
  }
}
