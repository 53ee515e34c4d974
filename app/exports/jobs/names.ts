/* The exports domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const PROCESS_EXPORT = 'exports.process_export'
export type ProcessExportPayload = { batchId: number }

export const PURGE_UPLOADS = 'exports.purge_uploads'
