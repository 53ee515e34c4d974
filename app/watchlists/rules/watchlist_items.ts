import type { Medicine, ResolvedItem, WatchlistItem } from '#contracts/lists/watchlists'

/*
| A watchlist item keeps the patient surcharges of the úhrady list it was added from (doc 2
| §3 "Watchlist item"); resolving it against the newest list shows today's amounts and flags
| an item the list no longer contains (its stored amounts are shown then).
*/

/* The item types are the list's (contracts/lists/watchlists.ts); these rules work on them. */
export type { Medicine, ResolvedItem, Surcharges, WatchlistItem } from '#contracts/lists/watchlists'

/** The name as the list gives it in full: Název, then its doplněk (`PARALEN 500MG TBL NOB 24`). */
export function medicineName(medicine: { nazev: string; doplnek?: string | null }) {
  return medicine.doplnek ? `${medicine.nazev} ${medicine.doplnek}` : medicine.nazev
}

/** A row of `uhrady_items` as the database returns it (decimals as strings). */
export type UhradyRow = {
  sukl: string
  nazev: string
  doplnek?: string | null
  doplatek: string | number | null
  doplatek_limit: string | number | null
  doplatek_zvysena: string | number | null
  doplatek_zvysena_limit: string | number | null
}

function amount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

/** uhrady_items doplatek, doplatek_limit, doplatek_zvysena, doplatek_zvysena_limit → item fields. */
export function medicineOf(row: UhradyRow): Medicine {
  return {
    sukl: row.sukl,
    nazev: row.nazev,
    doplnek: row.doplnek ?? null,
    doplatekPacientaZK: amount(row.doplatek),
    doplatekPacientaLimitZK: amount(row.doplatek_limit),
    doplatekZvysenaZK: amount(row.doplatek_zvysena),
    doplatekZvysenaLimitZK: amount(row.doplatek_zvysena_limit),
  }
}

/** Each item with the name and surcharges of `current` (the newest list's rows by SÚKL). */
export function resolveItems(
  items: WatchlistItem[],
  current: ReadonlyMap<string, Medicine>
): ResolvedItem[] {
  return items.map((item) => {
    const medicine = current.get(item.sukl)
    if (!medicine) return { ...item, inList: false }
    return { ...medicine, bezDoplatku: item.bezDoplatku, inList: true }
  })
}
