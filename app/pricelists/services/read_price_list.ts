import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { readSheetRowBatches, sheetFormat } from '#core/xlsx/read_sheet'
import { XlsxError } from '#core/xlsx/read_xlsx_rows'
import type { Converted, Get } from '#core/sheets/row_converters'
import { noValidRow, SkipTally, tooManySkipped, type SkipSummary } from '#core/sheets/skip_tally'
import { readTable } from '#core/sheets/read_table'
import { missingColumns, PRICE_LIST_COLUMNS } from '#pricelists/rules/price_list_columns'
import {
  leafletRow,
  uhradyRow,
  type LeafletRow,
  type UhradyRow,
} from '#pricelists/rules/price_list_rows'

export type Skipped = SkipSummary
export type Progress = (processed: number, total: number) => void

type Rows = { leaflet: LeafletRow; uhrady: UhradyRow }

const CONVERTERS: { [K in keyof Rows]: (get: Get) => Converted<Rows[K]> } = {
  leaflet: leafletRow,
  uhrady: uhradyRow,
}

/*
| A price list is held whole until it is stored; SÚKL's list has 60–70 000 rows of a few
| dozen short columns (its sheet inflates to some tens of MB). These bounds keep a hostile
| file from holding the worker's memory: no real list comes near them.
*/
export const PRICE_LIST_LIMITS = {
  maxRows: 200_000,
  maxSheetBytes: 256 * 1024 * 1024,
  maxCellChars: 2_000,
}

export function priceListRefused(message: string) {
  return DomainError.invalid('PRICE_LIST_REFUSED', message)
}

/**
 * Reads a whole price list into typed rows. The header is found among the first rows
 * (a title block above it is ignored); a file missing a required column, with no valid
 * row, or with more than 10 % of its rows skipped, is refused with a message naming the
 * file (`label`) and the reasons. In an úhrady list a SÚKL code may appear once; a
 * repeated one is skipped.
 */
export async function readPriceList<K extends keyof Rows>(
  kind: K,
  path: string,
  label: string,
  onProgress: Progress = () => {}
): Promise<{ rows: Rows[K][]; read: number; skipped: Skipped }> {
  const format = await sheetFormat(path)
  if (!format) throw priceListRefused(`Soubor ${label} není sešit .xls ani .xlsx.`)

  const convert = CONVERTERS[kind] as (get: Get) => Converted<Rows[K]>
  const rows: Rows[K][] = []
  const tally = new SkipTally(domain.SKIPPED_EXAMPLES)
  const stats = { read: 0 }
  const seen = new Set<string>()
  let total = 0

  const sheet = readSheetRowBatches(path, format, {
    ...PRICE_LIST_LIMITS,
    onDimension: (n) => (total = n),
  })
  const table = readTable(
    sheet,
    {
      label,
      specs: PRICE_LIST_COLUMNS[kind],
      missingOf: (match) => missingColumns(kind, match),
      tally,
      refuse: priceListRefused,
      convert: (get) => {
        const result = convert(get)
        if (kind !== 'uhrady' || !('row' in result)) return result
        const code = (result.row as UhradyRow).sukl
        if (seen.has(code)) return { reason: 'Kód SÚKL je v souboru vícekrát' }
        seen.add(code)
        return result
      },
    },
    stats
  )
  try {
    for await (const batch of table) {
      for (const row of batch) rows.push(row)
      onProgress(stats.read, Math.max(total - 1, stats.read))
    }
  } catch (error) {
    if (error instanceof XlsxError) throw priceListRefused(`Soubor ${label}: ${error.message}`)
    if (error instanceof DomainError) throw error
    throw priceListRefused(`Soubor ${label} se nepodařilo přečíst (poškozený sešit).`)
  }
  if (rows.length === 0) throw priceListRefused(noValidRow(label, tally.reasons()))
  if (tally.count > stats.read * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw priceListRefused(tooManySkipped(label, tally.count, stats.read, tally.reasons()))
  }
  return { rows, read: stats.read, skipped: tally.summary() }
}
