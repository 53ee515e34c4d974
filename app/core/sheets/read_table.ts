import { CellProblem, type CellValue, type SheetRow } from '#core/xlsx/cells'
import type { ColumnSpec } from '#core/sheets/header_matching'
import {
  cellProblemReason,
  HeaderSearch,
  isEmptyRow,
  type MissingOf,
} from '#core/sheets/header_row'
import type { Converted, Get } from '#core/sheets/row_converters'
import type { SkipTally } from '#core/sheets/skip_tally'

/*
| One table of an uploaded sheet, as every upload reads it (exports, leaflet, úhrady,
| vouchers): find the header among the first rows, then turn each row below it into a
| typed row or a skip reason, counted in the tally. What a refusal says is the caller's:
| each kind words its own, and decides whether a file without rows is acceptable.
*/

export type { Converted, Get }
/** The header row, its columns, and the workbook's date system (serials from 1904). */
export type Header = { cells: CellValue[]; columns: Record<string, number>; date1904: boolean }

export type TableOptions<T> = {
  /** The file as messages name it: `sklad (sklad.xlsx)`, `uhrady.xlsx`. */
  label: string
  specs: ColumnSpec[]
  missingOf?: MissingOf
  convert: (get: Get, header: Header) => Converted<T>
  tally: SkipTally
  /** Filled by the sheet reader (`onWorkbook`) before the first row arrives. */
  workbook?: { date1904: boolean }
  /** Builds the error that refuses the file (each kind has its own code). */
  refuse: (message: string) => Error
  onHeader?: (header: Header) => void
  onRow?: () => void
  onSkip?: (rowNumber: number, reason: string, cells: CellValue[]) => void
}

export type TableStats = { read: number }

/**
 * Yields the typed rows of each batch of sheet rows; `stats` is filled as it goes. A file
 * whose header is not found is refused, naming the missing columns, or as empty.
 */
export async function* readTable<T>(
  batches: AsyncIterable<SheetRow[]>,
  options: TableOptions<T>,
  stats: TableStats = { read: 0 }
): AsyncGenerator<T[]> {
  const search = new HeaderSearch(options.specs, options.missingOf)
  let header: Header | null = null
  const missingColumns = () =>
    options.refuse(`Soubor ${options.label} nemá povinný sloupec: ${search.missing().join(', ')}.`)

  for await (const batch of batches) {
    const typed: T[] = []
    for (const { rowNumber, cells } of batch) {
      if (isEmptyRow(cells)) continue
      if (!header) {
        const match = search.offer(cells)
        if (match) {
          const date1904 = options.workbook?.date1904 ?? false
          header = { cells, columns: match.columns, date1904 }
          options.onHeader?.(header)
        } else if (search.exhausted) {
          throw missingColumns()
        }
        continue
      }
      stats.read++
      options.onRow?.()
      const { columns } = header
      const problem = cellProblemReason(cells, columns, options.specs)
      const result: Converted<T> = problem
        ? { reason: problem }
        : options.convert((field) => {
            const value = columns[field] === undefined ? null : cells[columns[field]]
            return value instanceof CellProblem ? null : value
          }, header)
      if ('row' in result) {
        typed.push(result.row)
      } else {
        options.tally.add(rowNumber, result.reason)
        options.onSkip?.(rowNumber, result.reason, cells)
      }
    }
    yield typed
  }
  if (!header) {
    if (search.sawRows) throw missingColumns()
    throw options.refuse(`Soubor ${options.label} je prázdný.`)
  }
}
