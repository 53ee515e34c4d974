import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export default class TaskAssignment extends BaseModel {
  @column({ isPrimary: true })
  declare taskId: number

  @column({ isPrimary: true })
  declare pharmacyCode: string

  @column()
  declare position: number

  @column()
  declare done: boolean

  @column.dateTime()
  declare doneAt: DateTime | null

  @column()
  declare doneBy: number | null
}
