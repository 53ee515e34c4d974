import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Issue #27: a watchlist e-mail goes out from the product's sender, but a reply should reach
| the branch; branches have no e-mail of their own, so the message keeps the address of the
| branch's user who sent it, and the mail job sets it as Reply-To.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('mail_messages', (table) => {
      table.string('reply_to', 254).nullable()
    })
  }

  async down() {
    this.schema.alterTable('mail_messages', (table) => {
      table.dropColumn('reply_to')
    })
  }
}
