import { defineList, type SortOf } from '#contracts/lists/list'

/*
| A branch's watchlists (/watchlists) and one watchlist's items (its detail, `/resolve`):
| the rows as the API answers them (doc 2 §3 "Watchlist", "Watchlist item"). The headers
| are the screens' own; doc 2 leaves them unwritten.
*/

/** A patient's surcharges in Kč, as the úhrady list gives them; null for none listed. */
export type Surcharges = {
  doplatekPacientaZK: number | null
  doplatekPacientaLimitZK: number | null
  doplatekZvysenaZK: number | null
  doplatekZvysenaLimitZK: number | null
}

/** `doplnek` is SÚKL's *doplněk názvu* (strength, form, pack), shown after the name. */
export type Medicine = { sukl: string; nazev: string; doplnek?: string | null } & Surcharges

/** An item as stored: the surcharges of the úhrady list it was added from. */
export type WatchlistItem = Medicine & { bezDoplatku: boolean }

/** An item with the newest úhrady list's surcharges (the detail's rows). */
export type ResolvedItem = WatchlistItem & {
  /** False when the newest úhrady list no longer holds the SÚKL code. */
  inList: boolean
}

/** A watchlist as the API answers it (the list's rows). */
export interface Watchlist {
  _id: string
  id: string
  name: string
  email: string | null
  firma: string
  pharmacyCode: string
  version: number
  createdAt: string
  updatedAt: string
  items: WatchlistItem[]
}

/** The detail: the watchlist with its items' surcharges from the newest úhrady list. */
export interface ResolvedWatchlist extends Omit<Watchlist, 'items'> {
  /** The úhrady list the surcharges come from; null before any upload. */
  priceList: { id: string; validFrom: string; validTo: string | null; source: string } | null
  items: ResolvedItem[]
}

/** The branch's watchlists (tens), searched by name and e-mail. */
export const watchlistsList = defineList({
  sorts: ['name', 'email', 'createdAt', 'updatedAt'],
  headers: { name: 'Název', email: 'E-mail', items: 'Přípravků', actions: 'Akce' },
  excel: {
    fileName: 'watchlisty',
    sheet: 'Watchlisty',
    columns: [
      { key: 'name', width: 30 },
      { key: 'email', width: 30 },
      { key: 'items', width: 10 },
    ],
  },
})

/** A watchlist's items, searched by SÚKL code and name; `bezDoplatku` narrows them. */
export const watchlistItemsList = defineList({
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
  headers: {
    sukl: 'SÚKL',
    nazev: 'Název',
    doplatekPacientaZK: 'Doplatek (Kč)',
    doplatekPacientaLimitZK: 'Do limitu (Kč)',
    doplatekZvysenaZK: 'Zvýšená úhrada (Kč)',
    doplatekZvysenaLimitZK: 'Zvýšená do limitu (Kč)',
    bezDoplatku: 'Bez doplatku',
    akce: 'Akce',
  },
  excel: {
    fileName: 'watchlist',
    sheet: 'Watchlist',
    columns: [
      { key: 'sukl', width: 10 },
      { key: 'nazev', width: 40 },
      { key: 'doplatekPacientaZK', width: 12 },
      { key: 'doplatekPacientaLimitZK', width: 12 },
      { key: 'doplatekZvysenaZK', width: 12 },
      { key: 'doplatekZvysenaLimitZK', width: 12 },
      { key: 'bezDoplatku', width: 10 },
    ],
  },
})

export type WatchlistSort = SortOf<typeof watchlistsList>
export type WatchlistItemSort = SortOf<typeof watchlistItemsList>
