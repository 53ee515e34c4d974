/*
| The dedupe key of each kind says what makes two notifications the same one: a retried
| job or a second run builds the same key and the insert adds nothing.
*/

type Branch = { firma: string; pharmacyCode: string }

export const dedupeKeys = {
  /** One per target branch and matching run; a run's later chunks add to its count. */
  proposals: (target: Branch, runId: string) =>
    `proposals:${target.firma}:${target.pharmacyCode}:${runId}`,
  prevodkaSent: (prevodkaId: string) => `prevodka_sent:${prevodkaId}`,
  prevodkaMissing: (prevodkaId: string) => `prevodka_missing:${prevodkaId}`,
  /**
   * Once per stale period: the period is named by the export it follows, so the nightly
   * check repeats nothing until the branch uploads and goes stale again.
   */
  exportStale: (branch: Branch, lastBatchAt: Date | null) =>
    `export_stale:${branch.firma}:${branch.pharmacyCode}:${lastBatchAt?.toISOString() ?? 'never'}`,
  /** A task's due day is fixed when it is created, so the task and branch name it. */
  taskDue: (taskId: number, branch: Branch) =>
    `task_due:${taskId}:${branch.firma}:${branch.pharmacyCode}`,
  /** One per refused inbox set (issue #17): a re-run of the scan records no set twice. */
  inboxFailed: (setId: number) => `inbox_failed:${setId}`,
}
