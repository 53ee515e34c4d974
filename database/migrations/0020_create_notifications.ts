import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Notifications behind the header bell. One row targets a branch (every user of that
| branch sees it) or one user; the Czech text is rendered from `kind` and `params` when
| read (app/notifications/rules), so a count merged later still reads right. `dedupe_key`
| makes a retried job or a second run create nothing twice.
|
| Read state is per user (a row per user and notification), so one colleague reading a
| branch notification leaves it unread for the others.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('notifications', (table) => {
      table.bigIncrements('id')
      table.string('kind', 30).notNullable()
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('CASCADE')
      table.jsonb('params').notNullable().defaultTo('{}')
      table.string('dedupe_key', 200).notNullable().unique()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.index(['firma', 'pharmacy_code', 'created_at'])
      table.index(['user_id', 'created_at'])
      table.index(['created_at'])
    })
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
         ('proposals', 'prevodka_sent', 'prevodka_missing', 'export_stale', 'task_due'))`
    )
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_target_check CHECK (
         (user_id IS NOT NULL AND pharmacy_code IS NULL) OR
         (user_id IS NULL AND firma IS NOT NULL AND pharmacy_code IS NOT NULL))`
    )

    this.schema.createTable('notification_reads', (table) => {
      table
        .bigInteger('notification_id')
        .notNullable()
        .references('id')
        .inTable('notifications')
        .onDelete('CASCADE')
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('read_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['user_id', 'notification_id'])
      table.index(['notification_id'])
    })
  }

  async down() {
    this.schema.dropTable('notification_reads')
    this.schema.dropTable('notifications')
  }
}
