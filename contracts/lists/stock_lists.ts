import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/* The branch's derived lists (/lezaky, /ohrozenci): ležáky and ohrožené of the current export. */

/** A lot of ležáky or ohrožené as the API returns it. */
export interface StockItem {
  id: string
  _id?: string
  pdk: string
  kodVZP: string | null
  nazev: string
  mnozstvi: number
  sarze: string | null
  /** `YYYY-MM-DD`, or null for a lot without expiry. */
  exspirace: string | null
  zbyvaDni: number | null
  ncsd: number | null
  stav: string | null
  /** Ohrožené only: what the branch will not sell before the expiry. */
  prebytek?: number | null
}

const sorts = [
  'kodVZP',
  'pdk',
  'nazev',
  'mnozstvi',
  'sarze',
  'exspirace',
  'zbyvaDni',
  'ncsd',
] as const
const filters = { expiryFrom: { kind: 'date' }, expiryTo: { kind: 'date' } } as const
/* The capitals are the spec's (doc 2). */
const headers = {
  kodVZP: 'KÓD VZP',
  nazev: 'NÁZEV',
  mnozstvi: 'MNOŽSTVÍ',
  exspirace: 'EXSPIRACE',
  zbyvaDni: 'ZBÝVÁ DNÍ',
  prebytek: 'PŘEBYTEK',
} as const
const columns = [
  { key: 'kodVZP', width: 12 },
  { key: 'nazev', width: 40 },
  { key: 'mnozstvi', width: 10 },
  { key: 'exspirace', width: 12 },
  { key: 'zbyvaDni', width: 10 },
] as const

/** Ležáky and ohrožené by the server's list name; only ohrožené have (and sort by) a surplus. */
export const stockLists = {
  lezak: defineList({
    sorts,
    filters,
    headers,
    excel: { fileName: 'lezaky', sheet: 'Ležáky', columns },
  }),
  ohrozeny: defineList({
    sorts: [...sorts, 'prebytek'],
    filters,
    headers,
    excel: {
      fileName: 'ohrozene',
      sheet: 'Ohrožené',
      columns: [...columns, { key: 'prebytek', width: 10 }],
    },
  }),
}

export type StockSort = SortOf<(typeof stockLists)['ohrozeny']>
export type StockFilter = FilterOf<(typeof stockLists)['ohrozeny']>
