/*
| Ležáky and ohrožené of DOMAIN.md "Derived lists", as one pure function of a branch's
| sklad lots, its sales in the consumption window and today's date. A month of
| consumption is `daily × 30`, as in the order proposal rule.
*/

export type Lot = {
  id: number | string
  pdk: string
  mnozstvi: number
  /** `YYYY-MM-DD` or null. */
  exspirace: string | null
}

export type ListConstants = {
  CONSUMPTION_WINDOW_DAYS: number
  SLOW_MOVER_COVER_MONTHS: number
  ENDANGERED_HORIZON_DAYS: number
}

export type DerivedLists = {
  lezaky: { lotId: Lot['id'] }[]
  ohrozenci: { lotId: Lot['id']; prebytek: number; zbyvaDni: number }[]
}

const DAY_MS = 86_400_000

/** Whole days from today to the expiry, rounded up; null without an expiry. */
export function zbyvaDni(exspirace: string | null, today: string): number | null {
  if (!exspirace) return null
  return Math.ceil(
    (Date.parse(`${exspirace}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS
  )
}

export function dailyConsumption(sold: number, c: ListConstants): number {
  return sold / c.CONSUMPTION_WINDOW_DAYS
}

/**
 * @param sold sold quantity per PDK over the consumption window before the batch date
 *   (absolute values); a PDK missing from the map had no sale.
 */
export function deriveLists(
  lots: Lot[],
  sold: Map<string, number>,
  today: string,
  c: ListConstants
): DerivedLists {
  const byPdk = new Map<string, Lot[]>()
  for (const lot of lots) {
    if (!(lot.mnozstvi > 0)) continue
    const group = byPdk.get(lot.pdk)
    if (group) group.push(lot)
    else byPdk.set(lot.pdk, [lot])
  }

  const lezaky: DerivedLists['lezaky'] = []
  const ohrozenci: DerivedLists['ohrozenci'] = []
  for (const [pdk, group] of byPdk) {
    const consumption = sold.get(pdk) ?? 0
    const daily = dailyConsumption(consumption, c)
    const stock = group.reduce((sum, lot) => sum + lot.mnozstvi, 0)
    const slow = consumption <= 0 || stock > daily * 30 * c.SLOW_MOVER_COVER_MONTHS
    if (slow) for (const lot of group) lezaky.push({ lotId: lot.id })

    /* Lots are sold earliest expiry first: each lot gets what the branch sells before it expires, less what earlier lots took. */
    const dated = group
      .map((lot) => ({ lot, days: zbyvaDni(lot.exspirace, today) }))
      .filter((e): e is { lot: Lot; days: number } => e.days !== null)
      .sort((a, b) => a.days - b.days || String(a.lot.id).localeCompare(String(b.lot.id)))
    let used = 0
    for (const { lot, days } of dated) {
      const capacity = Math.floor(daily * Math.max(0, days)) - used
      const sellable = Math.min(lot.mnozstvi, Math.max(0, capacity))
      used += sellable
      const prebytek = lot.mnozstvi - sellable
      if (days <= c.ENDANGERED_HORIZON_DAYS && prebytek > 0) {
        ohrozenci.push({ lotId: lot.id, prebytek, zbyvaDni: days })
      }
    }
  }
  return { lezaky, ohrozenci }
}
