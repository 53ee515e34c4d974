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
export const poolStatsList: MemoryList<PoolStatsRow, PoolStatsSort> = {
  contract: list,
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
  export: excelExport(list, {
    pobocka: (r) => r.pobocka,
    nazev: (r) => r.nazev,
    total: (r) => r.total,
    lezaci: (r) => r.lezaci,
    ohrozenci: (r) => r.ohrozenci,
    combined: (r) => r.combined,
    empty: (r) => r.empty,
  }),
}
