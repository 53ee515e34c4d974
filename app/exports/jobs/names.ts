/* The exports domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const PROCESS_EXPORT = 'exports.process_export'
export type ProcessExportPayload = { batchId: number }

/* Deterministic per batch; the creation time keeps ids unique if the database is ever reset
   under a living Redis. Re-adding it is a no-op, so a batch queued twice runs once. */
export const exportJobId = (batch: { id: number; createdAt: { toMillis(): number } }) =>
  `export-${batch.id}-${batch.createdAt.toMillis()}`

export const PURGE_UPLOADS = 'exports.purge_uploads'
