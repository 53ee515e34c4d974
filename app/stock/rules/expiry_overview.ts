/*
| Expiry overview of the user dashboard (issue #9): the value (quantity × NCSD) of a
| branch's sklad lots expiring within each horizon of EXPIRY_OVERVIEW_DAYS. The horizons are
| cumulative ("do 60 dní" includes "do 30 dní"), answering "how much expires within N days".
| A lot expiring today (0 days left) can still be sold, so it is within 30 days; a lot past
| its expiry is in its own bucket only. Lots without expiry are in none; lots without NCSD
| have no value and are counted apart, so the screen can say the sum misses them.
*/

import { zbyvaDni } from '#stock/rules/derived_lists'

export type ExpiryLot = { exspirace: string | null; mnozstvi: number; ncsd: number | null }

export type ExpiryBucket = {
  key: string
  /** The horizon in days; null for lots already past their expiry. */
  days: number | null
  value: number
  lots: number
}

export type ExpiryOverview = { buckets: ExpiryBucket[]; unpricedLots: number }

/*
| Quantity (3 decimals) × NCSD (4 decimals) is summed in ten-millionths of a crown, exact
| whatever the order of lots, and rounded to hellers once at the end.
*/
const UNITS_PER_CZK = 10_000_000
const czkOf = (units: number) => Math.round(units / (UNITS_PER_CZK / 100)) / 100

/** Where a lot belongs: 'expired', within the horizons (days left), or nowhere (null). */
export function expiryPlace(
  exspirace: string | null,
  today: string,
  maxDays: number
): { expired: true } | { expired: false; daysLeft: number } | null {
  const daysLeft = zbyvaDni(exspirace, today)
  if (daysLeft === null || daysLeft > maxDays) return null
  return daysLeft < 0 ? { expired: true } : { expired: false, daysLeft }
}

export function expiryOverview(
  lots: ExpiryLot[],
  today: string,
  c: { EXPIRY_OVERVIEW_DAYS: readonly number[] }
): ExpiryOverview {
  const horizons = [...c.EXPIRY_OVERVIEW_DAYS].sort((a, b) => a - b)
  const sums = [{ key: 'expired', days: null as number | null, units: 0, lots: 0 }].concat(
    horizons.map((days) => ({ key: `d${days}`, days, units: 0, lots: 0 }))
  )
  let unpricedLots = 0
  for (const lot of lots) {
    if (!(lot.mnozstvi > 0)) continue
    const place = expiryPlace(lot.exspirace, today, horizons.at(-1) ?? 0)
    if (!place) continue
    if (lot.ncsd === null) {
      unpricedLots++
      continue
    }
    const units = Math.round(lot.mnozstvi * lot.ncsd * UNITS_PER_CZK)
    for (const sum of sums) {
      const covers = place.expired
        ? sum.days === null
        : sum.days !== null && place.daysLeft <= sum.days
      if (!covers) continue
      sum.units += units
      sum.lots++
    }
  }
  return {
    buckets: sums.map(({ key, days, units, lots: count }) => ({
      key,
      days,
      value: czkOf(units),
      lots: count,
    })),
    unpricedLots,
  }
}
