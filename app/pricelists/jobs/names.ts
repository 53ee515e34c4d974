/* The pricelists domain's jobs: names and payloads (ids only). The services that enqueue them
   and the worker's registry both import this file; it imports nothing. */

export const IMPORT_PRICE_LIST = 'pricelists.import_price_list'
export type ImportPriceListPayload = { uploadId: number }

export const GENERATE_UHRADY_CHANGES = 'pricelists.generate_uhrady_changes'
export type GenerateUhradyChangesPayload = { listId: number; firma: string; pharmacyCode: string }
