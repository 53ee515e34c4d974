import { DateTime } from 'luxon'
import { BaseModel, column, hasMany } from '@adonisjs/lucid/orm'
import type { HasMany } from '@adonisjs/lucid/types/relations'
import TaskAssignment from '#tasks/models/task_assignment'

export type TaskPriority = 'high' | 'medium' | 'low'

export default class Task extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare firma: string

  @column()
  declare title: string

  @column()
  declare description: string | null

  @column.date()
  declare dueDate: DateTime | null

  @column()
  declare priority: TaskPriority

  @column()
  declare status: string

  @column()
  declare createdBy: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  @hasMany(() => TaskAssignment, { onQuery: (q) => q.orderBy('position') })
  declare assignments: HasMany<typeof TaskAssignment>
}
