/*
| The voucher report of DOMAIN.md "Vouchers": amounts summed by month and by insurer, and
| the vouchers not yet settled. Sums are counted in hellers so they add up exactly.
*/
import type { Voucher } from '#vouchers/rules/voucher_rows'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

/** `proplaceno` → `proplacen`: the stem of a participle, whatever its gender. */
const stem = (state: string) => fold(state).replace(/[aeoy]$/, '')

/**
 * A voucher is settled when the first word of its Stav is one of the settled states in any
 * gender (`proplaceno`, `Proplacená`, `proplacen 3/2025`), case and diacritics ignored.
 * An empty Stav, `neproplaceno`, `částečně uhrazeno` or `proplacení zamítnuto` is not.
 */
export function isSettled(stav: string | null, settledStates: readonly string[]): boolean {
  const word = fold(stav ?? '').split(/[^a-z]+/)[0]
  if (!word) return false
  return settledStates.some((state) => {
    const base = stem(state)
    return (
      word === base ||
      (word.length === base.length + 1 && word.startsWith(base) && 'aeoy'.includes(word.at(-1)!))
    )
  })
}

/* Codes of the Czech health insurers, as voucher exports write them. */
const INSURERS: Record<string, string> = {
  '111': 'VZP ČR',
  '201': 'VoZP ČR',
  '205': 'ČPZP',
  '207': 'OZP',
  '209': 'ZPŠ',
  '211': 'ZPMV ČR',
  '213': 'RBP',
}

export const NO_INSURER = 'Neuvedeno'

/** `111` → `111 – VZP ČR`; other text as written; empty → `Neuvedeno`. */
export function insurerLabel(pojistovna: string | null): string {
  const code = pojistovna?.trim() ?? ''
  if (code === '') return NO_INSURER
  return INSURERS[code] ? `${code} – ${INSURERS[code]}` : code
}

const MONTHS = [
  'leden',
  'únor',
  'březen',
  'duben',
  'květen',
  'červen',
  'červenec',
  'srpen',
  'září',
  'říjen',
  'listopad',
  'prosinec',
]

/** `2025-03-14` → `březen 2025`. */
export function monthLabel(day: string): string {
  return `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`
}

export type Sum = { label: string; count: number; castka: number }

function sumBy(vouchers: readonly Voucher[], keyOf: (v: Voucher) => string) {
  const sums = new Map<string, { count: number; hellers: number }>()
  for (const v of vouchers) {
    const key = keyOf(v)
    const sum = sums.get(key) ?? { count: 0, hellers: 0 }
    sum.count++
    sum.hellers += Math.round(v.castka * 100)
    sums.set(key, sum)
  }
  return sums
}

/** One line per calendar month of Datum, oldest first. */
export function sumsByMonth(vouchers: readonly Voucher[]): Sum[] {
  const sums = sumBy(vouchers, (v) => v.datum.slice(0, 7))
  return [...sums.keys()].sort().map((month) => ({
    label: monthLabel(`${month}-01`),
    count: sums.get(month)!.count,
    castka: sums.get(month)!.hellers / 100,
  }))
}

const collator = new Intl.Collator('cs', { numeric: true })

/** One line per insurer, by code or name; vouchers without one last. */
export function sumsByInsurer(vouchers: readonly Voucher[]): Sum[] {
  const sums = sumBy(vouchers, (v) => insurerLabel(v.pojistovna))
  return [...sums.keys()]
    .sort((a, b) => Number(a === NO_INSURER) - Number(b === NO_INSURER) || collator.compare(a, b))
    .map((label) => ({
      label,
      count: sums.get(label)!.count,
      castka: sums.get(label)!.hellers / 100,
    }))
}

/** The exact sum of the amounts. */
export function total(vouchers: readonly Voucher[]): number {
  return vouchers.reduce((sum, v) => sum + Math.round(v.castka * 100), 0) / 100
}

/** Vouchers not yet settled, oldest first. */
export function unsettled(vouchers: readonly Voucher[], settledStates: readonly string[]) {
  return vouchers
    .filter((v) => !isSettled(v.stav, settledStates))
    .sort((a, b) => a.datum.localeCompare(b.datum) || collator.compare(a.cislo, b.cislo))
}
