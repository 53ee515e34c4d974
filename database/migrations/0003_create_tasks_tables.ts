import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('tasks', (table) => {
      table.increments('id')
      table.string('firma', 20).notNullable()
      table.string('title', 200).notNullable()
      table.text('description').nullable()
      table.date('due_date').nullable()
      table.string('priority', 10).notNullable().defaultTo('medium')
      table.string('status', 20).notNullable().defaultTo('open')
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(this.now())
      table.timestamp('updated_at', { useTz: true }).nullable()
      table.index(['status', 'due_date'])
    })
    this.schema.raw(
      "ALTER TABLE tasks ADD CONSTRAINT tasks_priority_check CHECK (priority IN ('high', 'medium', 'low'))"
    )

    /*
    | One row per assigned branch carries that branch's completion, so two branches
    | ticking the same task at once update different rows and never overwrite each other.
    */
    this.schema.createTable('task_assignments', (table) => {
      table.integer('task_id').notNullable().references('id').inTable('tasks').onDelete('CASCADE')
      table.string('pharmacy_code', 20).notNullable()
      table.smallint('position').notNullable()
      table.boolean('done').notNullable().defaultTo(false)
      table.timestamp('done_at', { useTz: true }).nullable()
      table.integer('done_by').nullable().references('id').inTable('users').onDelete('SET NULL')
      table.primary(['task_id', 'pharmacy_code'])
      table.index(['pharmacy_code'])
    })
  }

  async down() {
    this.schema.dropTable('task_assignments')
    this.schema.dropTable('tasks')
  }
}
