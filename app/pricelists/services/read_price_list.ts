import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { XlsxError, type CellValue } from '#core/xlsx/read_xlsx_rows'
import { matchColumns } from '#exports/rules/header_matching'
import type { Converted, Get } from '#exports/rules/row_converters'
import { missingColumns, PRICE_LIST_COLUMNS } from '#pricelists/rules/price_list_columns'
import {
  leafletRow,
  uhradyRow,
  type LeafletRow,
  type UhradyRow,
} from '#pricelists/rules/price_list_rows'
import { readSheetRowBatches, sheetFormat } from '#pricelists/services/read_sheet'

export type Skipped = { count: number; examples: { row: number; reason: string }[] }
export type Progress = (processed: number, total: number) => void

type Rows = { leaflet: LeafletRow; uhrady: UhradyRow }

const CONVERTERS: { [K in keyof Rows]: (get: Get) => Converted<Rows[K]> } = {
  leaflet: leafletRow,
  uhrady: uhradyRow,
}

export function priceListRefused(message: string) {
  return DomainError.invalid('PRICE_LIST_REFUSED', message)
}

const isEmpty = (cells: CellValue[]) =>
  cells.every((c) => c === null || c === undefined || String(c).trim() === '')

/**
 * Reads a whole price list into typed rows (a SÚKL list of ~60 000 rows fits easily). The
 * first non-empty row is the header; a file missing a required column, or with more than
 * 10 % of its rows skipped, is refused with a message naming the file (`label`). In an
 * úhrady list a SÚKL code may appear once; a repeated one is skipped.
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
  const skipped: Skipped = { count: 0, examples: [] }
  const seen = new Set<string>()
  let columns: Record<string, number> | null = null
  let read = 0
  let total = 0
  const skip = (row: number, reason: string) => {
    skipped.count++
    if (skipped.examples.length < domain.SKIPPED_EXAMPLES) skipped.examples.push({ row, reason })
  }

  try {
    const batches = readSheetRowBatches(path, format, (n) => {
      total = n
    })
    for await (const batch of batches) {
      for (const { rowNumber, cells } of batch) {
        if (isEmpty(cells)) continue
        if (!columns) {
          const match = matchColumns(cells, PRICE_LIST_COLUMNS[kind])
          const missing = missingColumns(kind, match)
          if (missing.length > 0) {
            throw priceListRefused(`Soubor ${label} nemá povinný sloupec: ${missing.join(', ')}.`)
          }
          columns = match.columns
          continue
        }
        read++
        const cols = columns
        const result = convert((field) => (cols[field] === undefined ? null : cells[cols[field]]))
        if (!('row' in result)) {
          skip(rowNumber, result.reason)
        } else if (kind === 'uhrady' && seen.has((result.row as UhradyRow).sukl)) {
          skip(rowNumber, 'Kód SÚKL je v souboru vícekrát')
        } else {
          if (kind === 'uhrady') seen.add((result.row as UhradyRow).sukl)
          rows.push(result.row)
        }
      }
      onProgress(read, Math.max(total - 1, read))
    }
  } catch (error) {
    if (error instanceof XlsxError) throw priceListRefused(`Soubor ${label}: ${error.message}`)
    if (error instanceof DomainError) throw error
    throw priceListRefused(`Soubor ${label} se nepodařilo přečíst (poškozený sešit).`)
  }
  if (!columns) throw priceListRefused(`Soubor ${label} je prázdný.`)
  if (rows.length === 0) throw priceListRefused(`Soubor ${label} neobsahuje žádný platný řádek.`)
  if (skipped.count > read * domain.SKIPPED_ROWS_MAX_SHARE) {
    throw priceListRefused(
      `Soubor ${label}: ${skipped.count} z ${read} řádků nelze načíst (více než 10 %), soubor byl odmítnut.`
    )
  }
  return { rows, read, skipped }
}
