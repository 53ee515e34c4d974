import { defineList, type SortOf } from '#contracts/lists/list'

/*
| The admin's data explorer (/data-explorer, POST /search): the first matches of one
| collection, each collection a list of its own fields. A result sorts by any of its
| fields; the table and the workbook head them in the user's words (issue #25), the API
| keeps the field names.
*/

/** The collections in the order the screen offers them. */
export const EXPLORER_COLLECTIONS = ['poolitems', 'sklady', 'pohyby', 'karty'] as const

export type ExplorerCollection = (typeof EXPLORER_COLLECTIONS)[number]

/** A result: the collection's fields, a value of any JSON type or null. */
export type ExplorerRecord = Record<string, unknown>

const headers = {
  firma: 'Firma',
  pharmacyCode: 'Pobočka',
  pdk: 'PDK',
  nazev: 'Název',
  kodVZP: 'Kód SÚKL',
  sarze: 'Šarže',
  exspirace: 'Exspirace',
  mnozstvi: 'Množství',
  ncsd: 'NCSD',
  pc: 'PC',
  dodavatel: 'Dodavatel',
  minStock: 'Min. zásoba',
  maxStock: 'Max. zásoba',
  vyrobce: 'Výrobce',
  otc: 'Volně prodejný',
  datum: 'Datum',
  typ: 'Typ pohybu',
  cena: 'Cena',
  prodej: 'Prodej',
  stav: 'Stav',
  targetPharmacyCode: 'Cíl',
  probability: 'Pravděpodobnost',
  version: 'Verze',
} as const

/** A field of some collection's results. */
export type ExplorerField = keyof typeof headers

/**
 * Fields the table does not show (the workbook keeps every field): `version` is a pool
 * item's optimistic-lock counter, nothing an admin reads.
 */
export const EXPLORER_HIDDEN_FIELDS: readonly ExplorerField[] = ['version']

/* Each collection's fields in the order the search returns them. */
const sklady = [
  'firma',
  'pharmacyCode',
  'pdk',
  'nazev',
  'kodVZP',
  'sarze',
  'exspirace',
  'mnozstvi',
  'ncsd',
  'pc',
  'dodavatel',
] as const
const karty = [
  'firma',
  'pharmacyCode',
  'pdk',
  'nazev',
  'kodVZP',
  'minStock',
  'maxStock',
  'dodavatel',
  'vyrobce',
  'otc',
] as const
const pohyby = [
  'firma',
  'pharmacyCode',
  'datum',
  'pdk',
  'typ',
  'mnozstvi',
  'sarze',
  'cena',
  'prodej',
] as const
const poolitems = [
  'firma',
  'pharmacyCode',
  'pdk',
  'nazev',
  'sarze',
  'exspirace',
  'mnozstvi',
  'ncsd',
  'stav',
  'targetPharmacyCode',
  'probability',
  'version',
] as const

/* The workbook is `explorer_<collection>`, its sheet the collection, every field a column. */
const columns = <F extends ExplorerField>(fields: readonly F[]) => fields.map((key) => ({ key }))

/** Each collection's results by its name: sorted by any field, searched in all of them. */
export const explorerLists = {
  poolitems: defineList({
    sorts: poolitems,
    headers,
    excel: { fileName: 'explorer_poolitems', sheet: 'poolitems', columns: columns(poolitems) },
  }),
  sklady: defineList({
    sorts: sklady,
    headers,
    excel: { fileName: 'explorer_sklady', sheet: 'sklady', columns: columns(sklady) },
  }),
  pohyby: defineList({
    sorts: pohyby,
    headers,
    excel: { fileName: 'explorer_pohyby', sheet: 'pohyby', columns: columns(pohyby) },
  }),
  karty: defineList({
    sorts: karty,
    headers,
    excel: { fileName: 'explorer_karty', sheet: 'karty', columns: columns(karty) },
  }),
} satisfies Record<ExplorerCollection, unknown>

export type ExplorerList = (typeof explorerLists)[ExplorerCollection]
export type ExplorerSort = SortOf<ExplorerList>
