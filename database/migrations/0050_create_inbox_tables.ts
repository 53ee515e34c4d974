import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| The export inbox (issue #17): branch folders the maintenance worker scans every minute.
| `inbox_files` remembers each waiting file's size and time as last seen, so a file counts
| as complete once a later scan finds them unchanged. `inbox_sets` records what each scan
| did with a folder's files: submitted as an export batch (then done or failed with it), or
| refused straight away; the admin overview and the branch's notification read it.
| `export_batches.origin` says where a batch came from, for the upload screen.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('inbox_files', (table) => {
      /* The branch folder as named on disk (`LEMON/0012`), relative to EXPORT_INBOX. */
      table.string('folder', 300).notNullable()
      table.string('name', 255).notNullable()
      table.bigInteger('size').notNullable()
      table.double('mtime_ms').notNullable()
      /* What the header said at that size and time (null: not read yet or not an export). */
      table.string('kind', 10).nullable()
      table.text('problem').nullable()
      table.timestamp('first_seen_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.primary(['folder', 'name'])
    })

    this.schema.createTable('inbox_sets', (table) => {
      table.increments('id')
      table.string('folder', 300).notNullable()
      /* Null when the folder names no branch of the branches table. */
      table.string('firma', 20).nullable()
      table.string('pharmacy_code', 20).nullable()
      table.string('status', 20).notNullable()
      table
        .integer('batch_id')
        .nullable()
        .references('id')
        .inTable('export_batches')
        .onDelete('SET NULL')
      /* [{ name, kind, path }]: `path` is where the file lies now, relative to the folder. */
      table.jsonb('files').notNullable()
      table.text('reason').nullable()
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['folder', 'id'])
      table.index(['batch_id'])
    })
    this.schema.raw(
      `ALTER TABLE inbox_sets ADD CONSTRAINT inbox_sets_status_check CHECK (status IN
         ('submitted', 'done', 'failed', 'refused'))`
    )

    this.schema.alterTable('export_batches', (table) => {
      /* { via: 'inbox', folder } for a batch the inbox submitted; null for a web or CLI upload. */
      table.jsonb('origin').nullable()
    })

    this.schema.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check')
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
         ('proposals', 'prevodka_sent', 'prevodka_missing', 'export_stale', 'task_due',
          'inbox_failed'))`
    )
  }

  async down() {
    this.schema.raw(`DELETE FROM notifications WHERE kind = 'inbox_failed'`)
    this.schema.raw('ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check')
    this.schema.raw(
      `ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (kind IN
         ('proposals', 'prevodka_sent', 'prevodka_missing', 'export_stale', 'task_due'))`
    )
    this.schema.alterTable('export_batches', (table) => {
      table.dropColumn('origin')
    })
    this.schema.dropTable('inbox_sets')
    this.schema.dropTable('inbox_files')
  }
}
