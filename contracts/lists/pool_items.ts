import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'

/*
| The lists of pool items: the branch's pool (/pool), the admin's pool items (/poolitems)
| and the transfer lists of a branch (contracts/lists/transfers.ts) all answer the same row
| and sort by its fields as the API names them; each list has its own stavs, sorts and
| workbook.
*/

/**
 * The stavs of a pool item (DOMAIN.md "The pool and transfers"); uzavřeno is used by
 * transfers only. The stav machine (app/pool/rules/stav_machine.ts) moves between them.
 */
export const STAVY = [
  'aktivní',
  'rezervováno',
  'potvrzeno',
  'vychystáno',
  'odesláno',
  'přijato',
  'vyřešeno',
  'odepsáno',
  'vyřazeno',
  'uzavřeno',
] as const
export type Stav = (typeof STAVY)[number]

export interface PoolItemHistoryEntry {
  changedAt: string
  stav: string
  note: string | null
  by: string | null
}

/** A lot offered in the pool; the same row is a transfer item and a line of a převodka. */
export interface PoolItem {
  _id: string
  id: string
  firma: string
  PDK: string
  Název: string
  Množství: number
  Šarže: string | null
  /** `YYYY-MM-DD`, or null for a lot without expiry. */
  Exspirace: string | null
  NCSD: number | null
  Dodavatel: string | null
  kodVZP: string | null
  /** GTIN-14 of the pack, when the branch's export has an EAN/GTIN column (for scanning at receipt). */
  gtin: string | null
  /** The source branch. */
  pharmacyCode: string
  targetPharmacyCode: string | null
  /** 0–100. */
  probability: number | null
  stav: Stav
  duvod: string | null
  /** The same value as `duvod`. */
  Důvod: string | null
  prevodkaId: string | null
  /** What the target received (set by a receipt; 0 when nedodáno) and why it was less. */
  receivedQuantity: number | null
  receiptReason: string | null
  lezak: boolean
  ohrozeny: boolean
  /** Where a screen shows it: the admin's pool items and action answers; other lists omit it. */
  history?: PoolItemHistoryEntry[]
  version: number
  updatedAt: string
}

/** Every field a pool-item list sorts by, as the API names it (the admin's list: a few). */
export const poolItemSorts = [
  'PDK',
  'Název',
  'Množství',
  'NCSD',
  'Šarže',
  'Exspirace',
  'Dodavatel',
  'kodVZP',
  'pharmacyCode',
  'targetPharmacyCode',
  'probability',
  'stav',
  'Důvod',
  'duvod',
  'updatedAt',
] as const

/**
 * The filters of a pool-item list whose rows are in `stavs`: a branch's lists take the
 * other branch by its code or a part of its name (`branch`), the firma-wide list by code.
 */
export function poolItemFilters<const S extends readonly Stav[], const B extends 'branch' | 'code'>(
  stavs: S,
  branch: B
) {
  return {
    stav: { kind: 'enum', values: stavs },
    source: { kind: branch },
    target: { kind: branch },
    expiryFrom: { kind: 'date' },
    expiryTo: { kind: 'date' },
  } as const
}

/** The workbook columns the pool-item lists share; a column's key is its id on the screens. */
export const poolItemExcelColumns = {
  PDK: { key: 'PDK', width: 12 },
  Název: { key: 'Název', width: 40 },
  Množství: { key: 'Množství', width: 10 },
  NCSD: { key: 'NCSD', width: 10 },
  sarze: { key: 'sarze', width: 16 },
  Exspirace: { key: 'Exspirace', width: 12 },
  stav: { key: 'stav', width: 12 },
  duvod: { key: 'duvod', width: 30 },
} as const
const col = poolItemExcelColumns

/** The branch pool: every stav; by name (Czech order), then expiry, unless sorted. */
export const branchPoolList = defineList({
  sorts: poolItemSorts,
  filters: poolItemFilters(STAVY, 'branch'),
  headers: {
    Název: 'Název',
    PDK: 'PDK',
    Množství: 'Množství',
    NCSD: 'Cena NCSD',
    sarze: 'Šarže',
    Exspirace: 'Exspirace',
    target: 'Cílová lékárna',
    stav: 'Stav',
    duvod: 'Důvod',
  },
  excel: {
    fileName: 'pool',
    sheet: 'Pool',
    columns: [
      col.Název,
      col.PDK,
      col.Množství,
      col.NCSD,
      col.sarze,
      col.Exspirace,
      { key: 'target', width: 10 },
      col.stav,
      col.duvod,
    ],
  },
})

/**
 * The admin's pool items over the whole firma, most recently changed first; sorted only
 * where an index keeps the order, so no page sorts the firma's hundreds of thousands of items.
 */
export const adminPoolItemsList = defineList({
  sorts: ['updatedAt', 'Název', 'PDK', 'Exspirace'],
  filters: poolItemFilters(STAVY, 'code'),
  headers: {
    PDK: 'PDK',
    Název: 'Název',
    Množství: 'Množství',
    Exspirace: 'Exspirace',
    stav: 'Stav',
    pharmacyCode: 'Pobočka',
    cil: 'Cíl',
    duvod: 'Důvod',
    akce: 'Akce',
  },
  excel: {
    fileName: 'polozky_poolu',
    sheet: 'Položky poolu',
    columns: [
      col.PDK,
      col.Název,
      col.Množství,
      col.Exspirace,
      col.stav,
      { key: 'pharmacyCode', width: 10 },
      { key: 'cil', width: 10 },
      col.duvod,
    ],
  },
})

export type PoolItemSort = SortOf<typeof branchPoolList>
export type PoolItemFilter = FilterOf<typeof branchPoolList>
export type AdminPoolItemSort = SortOf<typeof adminPoolItemsList>
