import { addDays } from '#core/calendar'
import { today } from './exports.js'

/**
 * A branch export whose lots land at the edges of the expiry chart (today = batch day):
 * expired 3 days ago, expiring today, in exactly 30, 31, 180 and 181 days, one without
 * expiry and one without NCSD. Cumulative values (quantity × NCSD):
 * prošlé 200 (1 lot), do 30 dní 125 + 200 = 325 (2), do 60 and do 90 dní 325 + 99,90 =
 * 424,90 (3), do 180 dní 424,90 + 30 = 454,90 (4); 1 lot within 180 days has no NCSD.
 */
export function expiryExport(day = today()) {
  const lot = (pdk: string, qty: number, days: number | null, ncsd: number | null) => [
    pdk,
    `PŘÍPRAVEK ${pdk}`,
    qty,
    '',
    `L-${pdk}`,
    days === null ? null : addDays(day, days),
    ncsd,
    ncsd === null ? null : ncsd * 1.5,
    'Dodavatel',
  ]
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'Šarže', 'Exspirace', 'NCSD', 'PC', 'Dodavatel'],
    lot('X1', 2, -3, 100),
    lot('X2', 10, 0, 12.5),
    lot('X3', 4, 30, 50),
    lot('X4', 1, 31, 99.9),
    lot('X5', 3, 180, 10),
    lot('X6', 5, 181, 1000),
    lot('X7', 7, null, 10),
    lot('X8', 6, 10, null),
  ]
  const karty = [['PDK', 'Název'], ...sklad.slice(1).map((row) => [String(row[0]), String(row[1])])]
  const pohyby = [
    ['Datum', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže'],
    [addDays(day, -1), 'X7', -1, 'Prodej', 15, 'L-X7'],
  ]
  return { sklad, karty, pohyby }
}

/** The chart's buckets for `expiryExport`: key, days, value in CZK, priced lots. */
export const EXPIRY_BUCKETS = [
  { key: 'expired', days: null, value: 200, lots: 1 },
  { key: 'd30', days: 30, value: 325, lots: 2 },
  { key: 'd60', days: 60, value: 424.9, lots: 3 },
  { key: 'd90', days: 90, value: 424.9, lots: 3 },
  { key: 'd180', days: 180, value: 454.9, lots: 4 },
]

/** SQL moment: `days` Prague calendar days before today, at noon Prague time. */
export const pragueNoonDaysAgo = (days: number) =>
  `(((now() AT TIME ZONE 'Europe/Prague')::date - ${Number(days)}) + time '12:00') AT TIME ZONE 'Europe/Prague'`
