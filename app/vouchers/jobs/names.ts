/* The vouchers domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const IMPORT_VOUCHERS = 'vouchers.import_vouchers'
export type ImportVouchersPayload = { uploadId: number }
