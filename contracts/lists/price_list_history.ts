import { defineList, type SortOf } from '#contracts/lists/list'

/* A price list's upload history (/admin/leaflet-upload, /admin/uhrady-upload). */

/** One stored upload as the server describes it. */
export interface PriceListUpload {
  id: string
  _id: string
  /** `YYYY-MM-DD`. */
  validFrom: string
  /** `YYYY-MM-DD`; null for úhrady, which have no end. */
  validTo: string | null
  /** The uploaded file's name or the server path it was read from. */
  source: string
  savedAt: string
  rows: number
}

const sorts = ['validFrom', 'validTo', 'source', 'savedAt', 'rows'] as const
const headers = {
  validFrom: 'Platnost od',
  validTo: 'Platnost do',
  source: 'Zdroj',
  savedAt: 'Uloženo',
  rows: 'Řádků',
} as const
const SHEET = 'Historie nahrání'
const validFrom = { key: 'validFrom', width: 12 } as const
const validTo = { key: 'validTo', width: 12 } as const
const rest = [
  { key: 'source', width: 40 },
  { key: 'savedAt', width: 18 },
  { key: 'rows', width: 10 },
] as const

/** The leaflet's history; úhrady have no end of validity, so no such column. */
export const priceListHistoryLists = {
  leaflet: defineList({
    sorts,
    headers,
    excel: { fileName: 'historie_letaku', sheet: SHEET, columns: [validFrom, validTo, ...rest] },
  }),
  uhrady: defineList({
    sorts,
    headers,
    excel: { fileName: 'historie_uhrad', sheet: SHEET, columns: [validFrom, ...rest] },
  }),
}

export type PriceListHistorySort = SortOf<(typeof priceListHistoryLists)['leaflet']>
