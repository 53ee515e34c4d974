import type { MemoryList } from '#core/list_memory'

export type PoolStatsRow = {
  pobocka: string
  /** The branch's name from the firma's branch list; null for a code it does not know. */
  nazev: string | null
  total: number
  lezaci: number
  ohrozenci: number
  combined: number
  empty: number
}

/*
| The admin's pool statistics under the list contract: one row per branch (a chain has up
| to a few hundred), aggregated whole, then searched, sorted and paged in code. Without a
| sort the rows stay in branch-code order, as the screen always showed them.
*/
export const poolStatsList: MemoryList<PoolStatsRow> = {
  contract: {
    sorts: ['pobocka', 'nazev', 'total', 'lezaci', 'ohrozenci', 'combined', 'empty'],
  },
  sorts: {
    pobocka: (r) => r.pobocka,
    nazev: (r) => r.nazev,
    total: (r) => r.total,
    lezaci: (r) => r.lezaci,
    ohrozenci: (r) => r.ohrozenci,
    combined: (r) => r.combined,
    empty: (r) => r.empty,
  },
  texts: (r) => [r.pobocka, r.nazev],
  export: {
    fileName: 'statistiky_poolu',
    sheet: 'Statistiky poolu',
    columns: [
      { header: 'Pobočka', value: (r) => r.pobocka, width: 10 },
      { header: 'Název pobočky', value: (r) => r.nazev, width: 30 },
      { header: 'Celkem', value: (r) => r.total, width: 10 },
      { header: 'Ležáci', value: (r) => r.lezaci, width: 10 },
      { header: 'Ohroženci', value: (r) => r.ohrozenci, width: 10 },
      { header: 'Ležáci i ohroženci', value: (r) => r.combined, width: 16 },
      { header: 'Prázdné řádky', value: (r) => r.empty, width: 14 },
    ],
  },
}
