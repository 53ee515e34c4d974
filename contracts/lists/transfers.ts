import { defineList, type FilterOf, type SortOf } from '#contracts/lists/list'
import {
  poolItemExcelColumns as col,
  poolItemFilters,
  poolItemSorts,
  type PoolItem,
} from '#contracts/lists/pool_items'

/*
| The transfer screens' lists: a branch's items by their stav (Návrhy k přijetí, K odeslání,
| Potvrzené; rows of contracts/lists/pool_items.ts), its picked items by target branch
| (Vychystané), its převodky (Přijímané, Odeslané, Archiv) and the firma's převodky on the
| way (the admin's). The item lists and the admin's list are headed in Czech; the packages
| and the branch's převodka lists in English, as these screens have always been.
*/

/** The headers of an item list, by column id; `pharmacyCode` and `targetPharmacyCode` name the other branch. */
const itemHeaders = {
  select: 'Výběr',
  PDK: 'PDK',
  Název: 'Název',
  Množství: 'Množství',
  NCSD: 'NCSD',
  sarze: 'Šarže',
  Exspirace: 'Exspirace',
  pharmacyCode: 'Zdrojová pobočka',
  targetPharmacyCode: 'Cílová pobočka',
  probability: 'Pravděpodobnost',
  stav: 'Stav',
  actions: 'Akce',
} as const

/** An item list's workbook: the screen's columns, the other branch's as `side`. */
const itemWorkbook = <const F extends string, const S extends string>(
  fileName: F,
  sheet: S,
  side: 'pharmacyCode' | 'targetPharmacyCode'
) =>
  ({
    fileName,
    sheet,
    columns: [
      col.PDK,
      col.Název,
      col.Množství,
      col.NCSD,
      col.sarze,
      col.Exspirace,
      { key: side, width: 10 },
      { key: 'probability', width: 10 },
      col.stav,
    ],
  }) as const

/**
 * The item lists of a branch by their API names (/transfers/<name>), each with the stavs it
 * shows: incoming items come to the branch (to confirm or reject, to mark received),
 * outgoing ones are its own confirmed by their target (to pick), confirmed ones are those
 * it confirmed as their target. The screens' order is NCSD × probability / 2, highest first.
 */
export const transferItemLists = {
  incoming: defineList({
    sorts: poolItemSorts,
    filters: poolItemFilters(['rezervováno', 'odesláno'], 'branch'),
    headers: itemHeaders,
    excel: itemWorkbook('navrhy_k_prijeti', 'Návrhy k přijetí', 'pharmacyCode'),
  }),
  outgoing: defineList({
    sorts: poolItemSorts,
    filters: poolItemFilters(['potvrzeno'], 'branch'),
    headers: itemHeaders,
    excel: itemWorkbook('k_odeslani', 'K odeslání', 'targetPharmacyCode'),
  }),
  confirmed: defineList({
    sorts: poolItemSorts,
    filters: poolItemFilters(['potvrzeno'], 'branch'),
    headers: itemHeaders,
    excel: itemWorkbook('potvrzene_prevody', 'Potvrzené převody', 'pharmacyCode'),
  }),
}

export type TransferItemList = keyof typeof transferItemLists

/** The picked items of a branch for one target branch: one package to send. */
export interface PreparedPackage {
  targetPharmacyCode: string
  targetName: string | null
  count: number
  /** The lines; a page of packages leaves them out (the whole list and one package have them). */
  items?: PoolItem[]
}

/** The packages of the prepared screen, one per target branch (a handful). */
export const preparedPackagesList = defineList({
  sorts: ['targetPharmacyCode', 'targetName', 'count'],
  filters: { target: { kind: 'code' } },
  headers: { target: 'Target branch', count: 'Items', actions: 'Actions' },
  excel: {
    fileName: 'vychystane',
    sheet: 'Prepared',
    columns: [
      { key: 'target', width: 30 },
      { key: 'count', width: 10 },
    ],
  },
})

export type PreparedPackageSort = SortOf<typeof preparedPackagesList>

/** A převodka: the package of items sent from one branch to another. */
export interface Prevodka {
  _id: string
  prevodkaId: string
  firma: string
  fromPharmacyCode: string
  toPharmacyCode: string
  /** The same as `toPharmacyCode`. */
  targetPharmacyCode: string
  fromName: string | null
  toName: string | null
  stav: 'odesláno' | 'přijato' | 'uzavřeno'
  sentAt: string
  receivedAt: string | null
  itemCount: number
  /** Prague days on the way: to today while odesláno, else to the receipt day. */
  daysInTransit: number
  /** Still odesláno. */
  inTransit: boolean
  /** On the way longer than TRANSIT_WARNING_DAYS days. */
  longInTransit: boolean
  /** Lines received short or not at all. */
  discrepancies: number
}

const prevodkaSorts = [
  'prevodkaId',
  'fromPharmacyCode',
  'toPharmacyCode',
  'targetPharmacyCode',
  'stav',
  'sentAt',
  'receivedAt',
] as const

const prevodkaFilters = <const S extends readonly Prevodka['stav'][]>(stavs: S) =>
  ({
    stav: { kind: 'enum', values: stavs },
    source: { kind: 'code' },
    target: { kind: 'code' },
  }) as const

/** The headers of the převodka lists, by column id; the archive's workbook adds the discrepancies. */
const prevodkaHeaders = {
  prevodkaId: 'Transfer number',
  source: 'Source branch',
  target: 'Target branch',
  stav: 'Status',
  sentAt: 'Sent date',
  daysInTransit: 'Dní na cestě',
  receivedAt: 'Receipt date',
  discrepancies: 'Rozdíl při příjmu',
  action: 'Action',
} as const

const number = { key: 'prevodkaId', width: 28 } as const
const source = { key: 'source', width: 24 } as const
const target = { key: 'target', width: 24 } as const
const status = { key: 'stav', width: 12 } as const
const sentAt = { key: 'sentAt', width: 12 } as const
const days = { key: 'daysInTransit', width: 12 } as const

/**
 * The převodky of a branch by their API names (/transfers/<name>), each with the stavs it
 * shows: received ones are on their way to the branch, shipped ones it sent, the archive
 * holds those received or closed, in and out.
 */
export const prevodkaLists = {
  received: defineList({
    sorts: prevodkaSorts,
    filters: prevodkaFilters(['odesláno']),
    headers: prevodkaHeaders,
    excel: {
      fileName: 'prijimane_prevodky',
      sheet: 'Received transfers',
      columns: [number, source, status],
    },
  }),
  shipped: defineList({
    sorts: prevodkaSorts,
    filters: prevodkaFilters(['odesláno', 'přijato', 'uzavřeno']),
    headers: prevodkaHeaders,
    excel: {
      fileName: 'odeslane_prevodky',
      sheet: 'Shipped transfers',
      columns: [number, target, status, sentAt, days],
    },
  }),
  archive: defineList({
    sorts: prevodkaSorts,
    filters: prevodkaFilters(['přijato', 'uzavřeno']),
    headers: prevodkaHeaders,
    excel: {
      fileName: 'archiv_prevodek',
      sheet: 'Archive',
      columns: [
        number,
        source,
        target,
        status,
        { key: 'discrepancies', width: 12 },
        { key: 'receivedAt', width: 12 },
      ],
    },
  }),
}

export type PrevodkaList = keyof typeof prevodkaLists
export type PrevodkaSort = SortOf<(typeof prevodkaLists)['shipped']>
export type PrevodkaFilter = FilterOf<(typeof prevodkaLists)['shipped']>

/**
 * The admin's převodky of the firma on the way, oldest first; `longOnly` keeps those past
 * TRANSIT_WARNING_DAYS. Its workbook has the screen's columns.
 */
export const inTransitList = defineList({
  sorts: ['sentAt', 'prevodkaId', 'fromPharmacyCode', 'toPharmacyCode'],
  filters: {
    longOnly: { kind: 'boolean' },
    source: { kind: 'code' },
    target: { kind: 'code' },
  },
  headers: {
    prevodkaId: 'Převodka',
    source: 'Z pobočky',
    target: 'Do pobočky',
    sentAt: 'Odesláno',
    daysInTransit: 'Dní na cestě',
  },
  excel: {
    fileName: 'prevodky_na_ceste',
    sheet: 'Převodky na cestě',
    columns: [number, source, target, sentAt, days],
  },
})

export type InTransitSort = SortOf<typeof inTransitList>
export type InTransitFilter = FilterOf<typeof inTransitList>
