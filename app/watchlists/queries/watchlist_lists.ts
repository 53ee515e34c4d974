import { excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import {
  watchlistItemsList as itemsList,
  watchlistsList as list,
  type ResolvedItem,
  type Watchlist,
  type WatchlistItemSort,
  type WatchlistSort,
} from '#contracts/lists/watchlists'

/*
| A branch's watchlists and a watchlist's items under their list contracts
| (contracts/lists/watchlists.ts): tens of rows, searched, sorted and paged in code.
*/

export const watchlistsList: MemoryList<Watchlist, WatchlistSort> = {
  contract: list,
  sorts: {
    name: (w) => w.name,
    email: (w) => w.email,
    createdAt: (w) => w.createdAt,
    updatedAt: (w) => w.updatedAt,
  },
  texts: (w) => [w.name, w.email],
  export: excelExport<typeof list, Watchlist>(list, {
    name: (w) => w.name,
    email: (w) => w.email,
    items: (w) => w.items.length,
  }),
}

/* The surcharges sort and export by their amounts in Kč. */
const amounts = {
  sukl: (i: ResolvedItem) => i.sukl,
  nazev: (i: ResolvedItem) => i.nazev,
  doplatekPacientaZK: (i: ResolvedItem) => i.doplatekPacientaZK,
  doplatekPacientaLimitZK: (i: ResolvedItem) => i.doplatekPacientaLimitZK,
  doplatekZvysenaZK: (i: ResolvedItem) => i.doplatekZvysenaZK,
  doplatekZvysenaLimitZK: (i: ResolvedItem) => i.doplatekZvysenaLimitZK,
}

export const watchlistItemsList: MemoryList<ResolvedItem, WatchlistItemSort> = {
  contract: itemsList,
  sorts: { ...amounts, bezDoplatku: (i) => (i.bezDoplatku ? 1 : 0) },
  texts: (i) => [i.sukl, i.nazev],
  filters: { bezDoplatku: (i, value) => i.bezDoplatku === value },
  export: excelExport<typeof itemsList, ResolvedItem>(itemsList, {
    ...amounts,
    bezDoplatku: (i) => (i.bezDoplatku ? 'ano' : 'ne'),
  }),
}
