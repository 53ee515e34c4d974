/*
| Price lists and voucher exports are read by the server's worker (issue #20): the upload
| answers 202 with an id, and the screen follows the upload's status until it is done.
*/

export type SheetUploadState = 'queued' | 'processing' | 'done' | 'failed'

export interface SkipReason {
  reason: string
  count: number
  rows: number[]
}

export interface SkippedRows {
  count: number
  examples: { row: number; reason: string }[]
  reasons?: SkipReason[]
}

export interface SheetUploadAccepted {
  message: string
  uploadId: string
  status: SheetUploadState
}

export interface SheetUploadStatus<Result> {
  uploadId: string
  status: SheetUploadState
  progress: { processed: number; total: number }
  result: Result | null
  error: string | null
}

/** While the worker runs, the screen follows its progress at this pace. */
export const UPLOAD_POLL_MS = 500

export const isUploadRunning = (status: SheetUploadState | undefined) =>
  status === 'queued' || status === 'processing'

/** `5, 6, 7, …`: the first rows of a reason, as the server's summary names them. */
export function reasonRows({ rows, count }: SkipReason) {
  const named = rows.join(', ')
  return `${count === 1 ? 'řádek' : 'řádky'} ${named}${count > rows.length ? ', …' : ''}`
}
