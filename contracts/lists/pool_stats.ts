import { defineList, type SortOf } from '#contracts/lists/list'

/* The admin's pool statistics (/pool/:firma/stats): one row per branch of the firma. */

export interface PoolStatsRow {
  pobocka: string
  /** The branch's name from the firma's branch list; null for a code it does not know. */
  nazev: string | null
  total: number
  lezaci: number
  ohrozenci: number
  combined: number
  empty: number
}

export const poolStatsList = defineList({
  sorts: ['pobocka', 'nazev', 'total', 'lezaci', 'ohrozenci', 'combined', 'empty'],
  headers: {
    pobocka: 'Pobočka',
    nazev: 'Název pobočky',
    total: 'Celkem',
    lezaci: 'Ležáci',
    ohrozenci: 'Ohroženci',
    combined: 'Ležáci i ohroženci',
    empty: 'Prázdné řádky',
  },
  excel: {
    fileName: 'statistiky_poolu',
    sheet: 'Statistiky poolu',
    columns: [
      { key: 'pobocka', width: 10 },
      { key: 'nazev', width: 30 },
      { key: 'total', width: 10 },
      { key: 'lezaci', width: 10 },
      { key: 'ohrozenci', width: 10 },
      { key: 'combined', width: 16 },
      { key: 'empty', width: 14 },
    ],
  },
})

export type PoolStatsSort = SortOf<typeof poolStatsList>
