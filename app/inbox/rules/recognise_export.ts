import {
  EXPORT_KINDS,
  EXPORT_LABELS,
  EXPORT_SPECS,
  type ExportKind,
} from '#exports/rules/export_specs'
import { matchColumns, normalizeHeader } from '#core/sheets/header_matching'

/*
| Which export a file of the inbox is, read from its header as the upload's reader reads
| it (#exports/rules): the header is the first row, among the first rows of the sheet, whose
| cells hold every required column of a kind; rows above it (a title, a date) are ignored.
| The file's name decides nothing, except between kinds its header fits equally well.
*/

export type HeaderRow = { rowNumber: number; cells: unknown[] }

export type Recognition = { kind: ExportKind; headerRow: number } | { kind: null; reason: string }

/** Words of a file name that hint at a kind, for the one case the header cannot decide. */
const NAME_HINTS: Record<ExportKind, string> = {
  sklad: 'sklad',
  pohyby: 'pohyb',
  karty: 'kart',
  odpisy: 'odpis',
}

const isEmpty = (cells: unknown[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

/** How many columns of each fitting kind the row holds (a kind fits when no required one is missing). */
function fittingKinds(cells: unknown[]) {
  const fits: { kind: ExportKind; matched: number }[] = []
  for (const kind of EXPORT_KINDS) {
    const match = matchColumns(cells, EXPORT_SPECS[kind])
    if (match.missing.length === 0) fits.push({ kind, matched: Object.keys(match.columns).length })
  }
  return fits
}

const list = (kinds: ExportKind[]) =>
  kinds.length === 2
    ? `${EXPORT_LABELS[kinds[0]]}, nebo ${EXPORT_LABELS[kinds[1]]}`
    : kinds.map((k) => EXPORT_LABELS[k]).join(', ')

/**
 * The kind of an export from its first rows (`maxRows` of them, blank ones not counted).
 * A row that fits several kinds goes to the one whose columns it holds most of (a sklad
 * header also fits karty, but holds its quantity too); a tie is broken by the file name,
 * else the file is not recognised.
 */
export function recogniseExport(rows: HeaderRow[], fileName: string, maxRows: number): Recognition {
  const filled = rows.filter((row) => !isEmpty(row.cells)).slice(0, maxRows)
  for (const row of filled) {
    const fits = fittingKinds(row.cells)
    if (fits.length === 0) continue
    const best = Math.max(...fits.map((f) => f.matched))
    const top = fits.filter((f) => f.matched === best).map((f) => f.kind)
    if (top.length === 1) return { kind: top[0], headerRow: row.rowNumber }
    const name = normalizeHeader(fileName)
    const named = top.filter((kind) => name.includes(NAME_HINTS[kind]))
    if (named.length === 1) return { kind: named[0], headerRow: row.rowNumber }
    return {
      kind: null,
      reason:
        `Podle hlavičky (řádek ${row.rowNumber}) může jít o ${list(top)}; ` +
        'doplňte rozlišující sloupec (např. Typ pohybu u pohybů, Důvod u odpisů), ' +
        'nebo druh uveďte v názvu souboru.',
    }
  }
  if (filled.length === 0) return { kind: null, reason: 'Soubor je prázdný.' }
  return {
    kind: null,
    reason:
      `V prvních ${maxRows} řádcích není hlavička žádného exportu (sklad, pohyby, karty, odpisy). ` +
      `Sklad potřebuje sloupce ${required('sklad')}, pohyby ${required('pohyby')}, ` +
      `karty ${required('karty')}, odpisy ${required('odpisy')}.`,
  }
}

function required(kind: ExportKind) {
  return EXPORT_SPECS[kind]
    .filter((c) => c.required)
    .map((c) => c.label)
    .join(', ')
}
