import db from '@adonisjs/lucid/services/db'
import type { ExportKind } from '#exports/rules/export_specs'

export type SetFile = { name: string; kind: ExportKind | null; path: string }
export type SetStatus = 'submitted' | 'done' | 'failed' | 'refused'

/** Records what a scan did with files of a folder (inbox_sets); answers the set's id. */
export async function recordSet(set: {
  folder: string
  branch: { firma: string; pharmacyCode: string } | null
  status: SetStatus
  batchId?: number
  files: SetFile[]
  reason?: string
  now: Date
}) {
  const finished = set.status === 'submitted' ? null : set.now
  const [row] = await db
    .table('inbox_sets')
    .insert({
      folder: set.folder,
      firma: set.branch?.firma ?? null,
      pharmacy_code: set.branch?.pharmacyCode ?? null,
      status: set.status,
      batch_id: set.batchId ?? null,
      files: JSON.stringify(set.files),
      reason: set.reason ?? null,
      created_at: set.now,
      finished_at: finished,
    })
    .returning('id')
  return Number(row.id)
}
