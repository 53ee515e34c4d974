import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| E-mail (issue #17). Every message is a row first and a `mail` queue job second, so what
| was sent, or why it failed, stays in PostgreSQL; the job only carries the row's id. The
| PDF attachment is kept in the row: a retry an hour later sends the same document.
| `dedupe_key` makes a retried scheduler run (the morning digest) queue nothing twice.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('mail_messages', (table) => {
      table.bigIncrements('id')
      table.string('kind', 30).notNullable()
      table.string('to_address', 254).notNullable()
      table.text('subject').notNullable()
      table.text('text').notNullable()
      table.text('html').notNullable()
      table.string('attachment_name', 200).nullable()
      table.binary('attachment').nullable()
      table.string('status', 20).notNullable().defaultTo('queued')
      table.integer('attempts').notNullable().defaultTo(0)
      table.text('error').nullable()
      /* The Message-ID the SMTP server accepted. */
      table.string('smtp_message_id', 300).nullable()
      table.string('dedupe_key', 200).nullable().unique()
      table.integer('user_id').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('sent_at', { useTz: true }).nullable()
      table.index(['created_at'])
    })
    this.schema.raw(
      `ALTER TABLE mail_messages ADD CONSTRAINT mail_messages_status_check CHECK (status IN
         ('queued', 'sent', 'failed'))`
    )

    this.schema.createTable('mail_preferences', (table) => {
      table.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE')
      table.boolean('morning_digest').notNullable().defaultTo(false)
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
  }

  async down() {
    this.schema.dropTable('mail_preferences')
    this.schema.dropTable('mail_messages')
  }
}
