/* The inbox domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const SCAN_INBOX = 'inbox.scan'

export const RETRY_INBOX_FILE = 'inbox.retry_file'
export type RetryInboxFilePayload = { folder: string; file: string }
/* A refusal is an answer, not a failure: the job returns it. */
export type RetryOutcome =
  | { ok: true; file: string; message: string }
  | { ok: false; code: string; status: number; message: string }
