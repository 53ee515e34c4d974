import { czNumber } from '#core/format_cz'

/*
| Why rows of an uploaded file were skipped, counted by reason (issue #15): a refusal and
| every import summary name the reasons with their counts and first rows, e.g.
| `1 204× neplatné číslo ve sloupci Max. cena (řádky 5, 6, 7, …)`, so whoever uploaded the
| file can tell what is wrong without opening the skipped-rows report.
*/

export type SkipExample = { row: number; reason: string }
export type SkipReason = { reason: string; count: number; rows: number[] }
/** The `skipped` of an import's answer: the count, the first examples and the reasons. */
export type SkipSummary = { count: number; examples: SkipExample[]; reasons: SkipReason[] }

/* Row numbers named per reason, and reasons named in one message. */
const ROWS_NAMED = 3
const REASONS_NAMED = 5

export class SkipTally {
  count = 0
  readonly examples: SkipExample[] = []
  #reasons = new Map<string, SkipReason>()

  constructor(readonly maxExamples: number) {}

  add(row: number, reason: string) {
    this.count++
    if (this.examples.length < this.maxExamples) this.examples.push({ row, reason })
    const entry = this.#reasons.get(reason)
    if (!entry) this.#reasons.set(reason, { reason, count: 1, rows: [row] })
    else {
      entry.count++
      if (entry.rows.length < ROWS_NAMED) entry.rows.push(row)
    }
  }

  /** The reasons, most frequent first (then in the order they first occurred). */
  reasons(): SkipReason[] {
    return [...this.#reasons.values()].sort((a, b) => b.count - a.count)
  }

  summary(): SkipSummary {
    return { count: this.count, examples: [...this.examples], reasons: this.reasons() }
  }
}

/** `5, 6, 7, …` with the word for one row or several. */
function rowList(rows: number[], count: number) {
  const named = rows.slice(0, ROWS_NAMED).join(', ')
  if (count === 1) return `řádek ${named}`
  return `řádky ${named}${count > ROWS_NAMED ? ', …' : ''}`
}

/** `1 204× neplatné číslo ve sloupci Max. cena (řádky 5, 6, 7, …); 3× chybí Název (…)`. */
export function describeSkips(reasons: SkipReason[]): string {
  const named = reasons
    .slice(0, REASONS_NAMED)
    .map((r) => `${czNumber(r.count)}× ${r.reason} (${rowList(r.rows, r.count)})`)
  const rest = reasons.slice(REASONS_NAMED).reduce((sum, r) => sum + r.count, 0)
  if (rest > 0) named.push(`další důvody: ${czNumber(rest)}×`)
  return named.join('; ')
}

/** `Soubor X neobsahuje žádný platný řádek: …` — the refusal of a file with no usable row. */
export function noValidRow(label: string, reasons: SkipReason[]) {
  const why = describeSkips(reasons)
  return `Soubor ${label} neobsahuje žádný platný řádek${why ? `: ${why}` : ''}.`
}

/** The refusal of a file with more than 10 % of its rows skipped, with the reasons. */
export function tooManySkipped(
  label: string,
  skipped: number,
  read: number,
  reasons: SkipReason[]
) {
  return (
    `Soubor ${label}: ${czNumber(skipped)} z ${czNumber(read)} řádků nelze načíst ` +
    `(více než 10 %), soubor byl odmítnut: ${describeSkips(reasons)}.`
  )
}
