import type { MemoryList } from '#core/list_memory'
import type { ResolvedItem } from '#watchlists/rules/watchlist_items'
import type { WatchlistView } from '#watchlists/queries/watchlists'

/* A branch's watchlists and a watchlist's items under the list contract (tens of rows). */

export const watchlistsList: MemoryList<WatchlistView> = {
  contract: { sorts: ['name', 'email', 'createdAt', 'updatedAt'] },
  sorts: {
    name: (w) => w.name,
    email: (w) => w.email,
    createdAt: (w) => w.createdAt,
    updatedAt: (w) => w.updatedAt,
  },
  texts: (w) => [w.name, w.email],
  export: {
    fileName: 'watchlisty',
    sheet: 'Watchlisty',
    columns: [
      { header: 'Název', value: (w) => w.name, width: 30 },
      { header: 'E-mail', value: (w) => w.email, width: 30 },
      { header: 'Přípravků', value: (w) => w.items.length, width: 10 },
    ],
  },
}

export const watchlistItemsList: MemoryList<ResolvedItem> = {
  contract: {
    sorts: [
      'sukl',
      'nazev',
      'doplatekPacientaZK',
      'doplatekPacientaLimitZK',
      'doplatekZvysenaZK',
      'doplatekZvysenaLimitZK',
      'bezDoplatku',
    ],
    filters: { bezDoplatku: { kind: 'boolean' } },
  },
  sorts: {
    sukl: (i) => i.sukl,
    nazev: (i) => i.nazev,
    doplatekPacientaZK: (i) => i.doplatekPacientaZK,
    doplatekPacientaLimitZK: (i) => i.doplatekPacientaLimitZK,
    doplatekZvysenaZK: (i) => i.doplatekZvysenaZK,
    doplatekZvysenaLimitZK: (i) => i.doplatekZvysenaLimitZK,
    bezDoplatku: (i) => (i.bezDoplatku ? 1 : 0),
  },
  texts: (i) => [i.sukl, i.nazev],
  filters: { bezDoplatku: (i, value) => i.bezDoplatku === value },
  export: {
    fileName: 'watchlist',
    sheet: 'Watchlist',
    columns: [
      { header: 'SÚKL', value: (i) => i.sukl, width: 10 },
      { header: 'Název', value: (i) => i.nazev, width: 40 },
      { header: 'Doplatek (Kč)', value: (i) => i.doplatekPacientaZK, width: 12 },
      { header: 'Do limitu (Kč)', value: (i) => i.doplatekPacientaLimitZK, width: 12 },
      { header: 'Zvýšená úhrada (Kč)', value: (i) => i.doplatekZvysenaZK, width: 12 },
      {
        header: 'Zvýšená do limitu (Kč)',
        value: (i) => i.doplatekZvysenaLimitZK,
        width: 12,
      },
      { header: 'Bez doplatku', value: (i) => (i.bezDoplatku ? 'ano' : 'ne'), width: 10 },
    ],
  },
}
