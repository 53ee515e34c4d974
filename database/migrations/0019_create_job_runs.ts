import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Runs of the scheduled jobs (the maintenance worker writes one row around each handler),
| so /admin/jobs shows each job's last run and result from PostgreSQL: Redis keeps only
| the queue, and losing it must not lose what ran. A retried attempt is a run of its own.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('job_runs', (table) => {
      table.bigIncrements('id')
      table.string('queue', 30).notNullable()
      table.string('job', 100).notNullable()
      table.string('job_id', 200).nullable()
      table.string('status', 20).notNullable().defaultTo('running')
      table.jsonb('result').nullable()
      table.text('error').nullable()
      table.timestamp('started_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('finished_at', { useTz: true }).nullable()
      table.index(['job', 'started_at'])
    })
    this.schema.raw(
      "ALTER TABLE job_runs ADD CONSTRAINT job_runs_status_check CHECK (status IN ('running', 'completed', 'failed'))"
    )
  }

  async down() {
    this.schema.dropTable('job_runs')
  }
}
