import { domain } from '../../../../config/domain'
import { dayIn, daysBetween } from '../../../../app/core/calendar'

export type ExportKind = 'sklad' | 'pohyby' | 'karty' | 'odpisy'
export type ExportStatus = 'queued' | 'processing' | 'done' | 'failed'

/** The branch being uploaded for: the user's own, or the one an admin picked. */
export interface ExportBranch {
  firma: string
  pharmacyCode: string
}

export interface SkippedRow {
  file: string
  row: number
  reason: string
}

/** The latest attempt's skipped rows, downloadable once it finished or was refused. */
export interface SkippedReport {
  batchId: string
  /** Rows in the report. */
  rows: number
  /** Rows skipped in all; more than `rows` when the report was cut. */
  skipped: number
  truncated: boolean
  fileName: string
}

/** Where a batch came from when no one uploaded it: the export inbox's branch folder (issue #17). */
export interface BatchOrigin {
  via: 'inbox'
  folder: string
}

/** GET /upload/{firma}/{pharmacyCode}/meta; status and below describe the latest attempt. */
export interface UploadMeta {
  lastBatch: string | null
  odpisyLastBatch: string | null
  /** Null for a web or CLI upload. */
  lastBatchOrigin: BatchOrigin | null
  batchId: string | null
  origin: BatchOrigin | null
  status: ExportStatus | null
  progress: { processed: number; total: number }
  counts: Record<ExportKind, number>
  skipped: { count: number; examples: SkippedRow[] }
  error: string | null
  skippedReport: SkippedReport | null
}

export function isRunning(status: ExportStatus | null | undefined): boolean {
  return status === 'queued' || status === 'processing'
}

/**
 * The red badge of /upload: days since the last export with a plus once it is older than
 * EXPORT_STALE_DAYS, '!' when the branch has never uploaded, else none. Prague calendar days.
 */
export function staleBadgeLabel(lastBatch: string | null, now: Date): string | null {
  if (!lastBatch) return '!'
  const last = new Date(lastBatch)
  if (Number.isNaN(last.getTime())) return '!'
  const days = daysBetween(dayIn(last), dayIn(now))
  return days > domain.EXPORT_STALE_DAYS ? `${days}+` : null
}

/** Write-offs are asked for once a month: when the last odpisy batch is not from this month. */
export function needsOdpisy(odpisyLastBatch: string | null, now: Date): boolean {
  if (!odpisyLastBatch) return true
  const last = new Date(odpisyLastBatch)
  if (Number.isNaN(last.getTime())) return true
  return dayIn(last).slice(0, 7) !== dayIn(now).slice(0, 7)
}
