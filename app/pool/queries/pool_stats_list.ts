import type { MemoryList } from '#core/list_memory'
import { excelExport } from '#core/list_export'
import {
  poolStatsList as list,
  type PoolStatsRow,
  type PoolStatsSort,
} from '#contracts/lists/pool_stats'

/*
| The admin's pool statistics under the list contract (contracts/lists/pool_stats.ts): one
| row per branch (a chain has up to a few hundred), aggregated whole, then searched, sorted
| and paged in code. Without a sort the rows stay in branch-code order, as the screen
| always showed them.
*/
/* Every column is sorted and written to Excel by its own value. */
const values = {
  pobocka: (r: PoolStatsRow) => r.pobocka,
  nazev: (r: PoolStatsRow) => r.nazev,
  total: (r: PoolStatsRow) => r.total,
  lezaci: (r: PoolStatsRow) => r.lezaci,
  ohrozenci: (r: PoolStatsRow) => r.ohrozenci,
  combined: (r: PoolStatsRow) => r.combined,
  empty: (r: PoolStatsRow) => r.empty,
}

export const poolStatsList: MemoryList<PoolStatsRow, PoolStatsSort> = {
  contract: list,
  sorts: values,
  texts: (r) => [r.pobocka, r.nazev],
  export: excelExport(list, values),
}
