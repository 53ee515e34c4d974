import { BaseSchema } from '@adonisjs/lucid/schema'

/* An administrator can deactivate an account (users:deactivate) without deleting its history. */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('users', (table) => {
      table.timestamp('deactivated_at', { useTz: true }).nullable()
    })
  }

  async down() {
    this.schema.alterTable('users', (table) => {
      table.dropColumn('deactivated_at')
    })
  }
}
