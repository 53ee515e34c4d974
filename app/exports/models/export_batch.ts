import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import type { ExportKind } from '#exports/rules/export_specs'

export type BatchStatus = 'queued' | 'processing' | 'done' | 'failed'
export type StoredFile = { key: string; name: string; size: number }
/** Where a batch came from when not from the web or CLI: the export inbox's branch folder. */
export type BatchOrigin = { via: 'inbox'; folder: string }
export type SkippedRows = {
  count: number
  examples: { file: string; row: number; reason: string }[]
}

export default class ExportBatch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare firma: string

  @column()
  declare pharmacyCode: string

  @column()
  declare status: BatchStatus

  @column()
  declare processed: number

  @column()
  declare total: number

  @column()
  declare counts: Partial<Record<ExportKind, number>>

  @column()
  declare skipped: SkippedRows

  @column()
  declare error: string | null

  @column()
  declare files: Partial<Record<ExportKind, StoredFile>>

  @column()
  declare hasOdpisy: boolean

  @column()
  declare createdBy: number | null

  @column()
  declare origin: BatchOrigin | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime()
  declare finishedAt: DateTime | null
}
