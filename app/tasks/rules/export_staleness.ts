/*
| Export staleness (DOMAIN.md "Tasks, users, scheduled work"): a branch whose last export
| is older than EXPORT_STALE_DAYS Prague calendar days gets an open task "Nahrajte exporty"
| due today, one per branch while it is open. A branch that never uploaded is stale too,
| as its /upload badge already says ('!').
*/

import { dayIn, daysBetween } from '#core/calendar'
import { czCount, DAYS } from '#core/czech_plural'

export const STALE_EXPORT_TASK_TITLE = 'Nahrajte exporty'

export type BranchExport = {
  firma: string
  pharmacyCode: string
  /** The branch's last export, null when it has never uploaded. */
  lastBatchAt: Date | null
  /** Whether the branch already has an open, unticked "Nahrajte exporty" task. */
  hasOpenTask: boolean
}

/** Days since the last export (Prague days), or null when there is none. */
export function exportAgeDays(lastBatchAt: Date | null, now: Date, timeZone: string) {
  if (!lastBatchAt) return null
  return daysBetween(dayIn(lastBatchAt, timeZone), dayIn(now, timeZone))
}

export function isExportStale(
  lastBatchAt: Date | null,
  now: Date,
  c: { EXPORT_STALE_DAYS: number; TIME_ZONE: string }
) {
  const age = exportAgeDays(lastBatchAt, now, c.TIME_ZONE)
  return age === null || age > c.EXPORT_STALE_DAYS
}

/** The branches that get a new task tonight: stale and without an open one. */
export function branchesNeedingTask<B extends BranchExport>(
  branches: B[],
  now: Date,
  c: { EXPORT_STALE_DAYS: number; TIME_ZONE: string }
): B[] {
  return branches.filter((b) => !b.hasOpenTask && isExportStale(b.lastBatchAt, now, c))
}

/** Every stale branch, with or without an open task: each is told once per stale period. */
export function staleBranches<B extends BranchExport>(
  branches: B[],
  now: Date,
  c: { EXPORT_STALE_DAYS: number; TIME_ZONE: string }
): B[] {
  return branches.filter((b) => isExportStale(b.lastBatchAt, now, c))
}

/** The task's description: why the branch got it. */
export function staleTaskDescription(lastBatchAt: Date | null, now: Date, timeZone: string) {
  const age = exportAgeDays(lastBatchAt, now, timeZone)
  if (age === null) return 'Pobočka zatím nenahrála žádné exporty. Nahrajte je prosím.'
  return `Poslední exporty jsou staré ${czCount(age, DAYS)}. Nahrajte prosím aktuální exporty.`
}
