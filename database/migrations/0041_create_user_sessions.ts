import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Server-side sessions behind the JWTs (issue #22): a token names its session (`sid`), and
| every request finds it by primary key, joined with its user, in the one query that loads
| the user anyway. Ending a session (log-out, "odhlásit všude", a password or role change,
| deactivation) sets `ended_at`; nothing revives an ended session, so a token issued before
| a deactivation stays dead after the reactivation.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('user_sessions', (table) => {
      table.uuid('id').primary().defaultTo(this.raw('gen_random_uuid()'))
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('expires_at', { useTz: true }).notNullable()
      table.timestamp('ended_at', { useTz: true }).nullable()
      table.string('end_reason', 30).nullable()
      table.string('ip', 64).nullable()
      table.string('user_agent', 400).nullable()
    })
    /* A user's live sign-ins: the profile lists them and every "end all" ends them. */
    this.schema.raw(
      'CREATE INDEX user_sessions_live_index ON user_sessions (user_id) WHERE ended_at IS NULL'
    )
    this.schema.raw('CREATE INDEX user_sessions_expires_index ON user_sessions (expires_at)')
  }

  async down() {
    this.schema.dropTable('user_sessions')
  }
}
