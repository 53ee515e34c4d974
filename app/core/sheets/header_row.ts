import { CellProblem } from '#core/xlsx/cells'
import { matchColumns, type ColumnMatch, type ColumnSpec } from '#core/sheets/header_matching'

/*
| Which row is the header (DOMAIN.md "Exports", issue #15): the first row, among the first
| 20 that hold anything, whose cells match every required column. Rows above it are a title
| block (the list's name, its validity, a blank line) and are ignored; row numbers stay the
| sheet's own. When no row qualifies, the refusal names what the best candidate lacks.
*/

export const HEADER_SEARCH_ROWS = 20

/** Labels of the required columns a header lacks (the leaflet adds "SÚKL or PDK"). */
export type MissingOf = (match: ColumnMatch) => string[]
const requiredMissing: MissingOf = (match) => match.missing.map((m) => m.label)

export const isEmptyRow = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

export class HeaderSearch {
  #seen = 0
  #best: { found: number; missing: string[] } | null = null

  constructor(
    readonly specs: ColumnSpec[],
    readonly missingOf: MissingOf = requiredMissing
  ) {}

  /** The row's columns when it is the header; null for a row above it. */
  offer(cells: unknown[]): ColumnMatch | null {
    this.#seen++
    const match = matchColumns(cells, this.specs)
    const missing = this.missingOf(match)
    if (missing.length === 0) return match
    const found = Object.keys(match.columns).length
    if (!this.#best || found > this.#best.found) this.#best = { found, missing }
    return null
  }

  /** Twenty non-empty rows came and none was the header. */
  get exhausted() {
    return this.#seen >= HEADER_SEARCH_ROWS
  }

  /** Whether any non-empty row came at all (a file of blank rows is empty, not headless). */
  get sawRows() {
    return this.#seen > 0
  }

  /** What the row closest to a header lacks. */
  missing(): string[] {
    return this.#best?.missing ?? this.specs.filter((s) => s.required).map((s) => s.label)
  }
}

const FORMULA_HINT =
  'soubor nebyl uložen tabulkovým programem, otevřete ho v Excelu nebo LibreOffice a uložte'

/**
 * Why a row's cell cannot be read, for a column the import reads: a formula without a
 * stored value (whatever the column: its value is unknown, DOMAIN.md), or an error value
 * (`#N/A`) in a required column. Null when the row can be read; an error value in an
 * optional column reads as empty, as it always did (a GTIN looked up and not found).
 */
export function cellProblemReason(
  cells: unknown[],
  columns: Record<string, number>,
  specs: ColumnSpec[]
): string | null {
  for (const spec of specs) {
    const index = columns[spec.field]
    const value = index === undefined ? undefined : cells[index]
    if (!(value instanceof CellProblem)) continue
    if (value.kind === 'formula') {
      return `vzorec bez vypočtené hodnoty ve sloupci ${spec.label} – ${FORMULA_HINT}`
    }
    if (spec.required) return `chybová hodnota ${value.text} ve sloupci ${spec.label}`
  }
  return null
}
