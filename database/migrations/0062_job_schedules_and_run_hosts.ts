import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Scheduled jobs on many hosts (issue #29). `job_schedules` is the one source of the cron
| patterns: the release step writes the code's catalogue into it (EXPORT_INBOX_CRON applied
| once, there), and every maintenance worker makes Redis's schedulers match it, removing the
| ones the code no longer has; no worker's own environment decides a pattern any more.
| `job_runs.host` names the host that ran each job, for /admin/jobs.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('job_schedules', (table) => {
      table.string('id', 100).primary()
      table.string('queue', 30).notNullable()
      table.string('job', 100).notNullable()
      table.string('pattern', 100).notNullable()
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(this.now())
    })
    this.schema.alterTable('job_runs', (table) => {
      table.string('host', 255).nullable()
    })
  }

  async down() {
    this.schema.alterTable('job_runs', (table) => {
      table.dropColumn('host')
    })
    this.schema.dropTable('job_schedules')
  }
}
