import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { sendDownload } from '#core/downloads/send_download'
import { xlsxStream, type WriteCell } from '#core/xlsx/write_xlsx'
import { excelHeaders, type ExcelKeyOf, type ListDef } from '#contracts/lists/list'

/*
| "Exportovat do Excelu" of every list (issue #16): the list as the request filters and
| sorts it, all pages, with the screen's columns. The workbook is written whole before it
| is sent (issue #27): the rows are read in one pass while nobody waits on a client.
*/

export type ExportColumn<T> = { header: string; value: (row: T) => WriteCell; width?: number }

export interface ListExport<T> {
  /** The download's name without the day and extension, ASCII (`navrhy_k_prijeti`). */
  fileName: string
  /** The sheet's name, at most 31 characters. */
  sheet: string
  columns: ExportColumn<T>[]
}

/**
 * The export of a list declared in contracts/lists: its file, sheet, headers and widths
 * from the contract, the value of each column from the server (one for every column key
 * the contract names, checked by the compiler).
 */
export function excelExport<L extends ListDef, T>(
  list: L,
  values: { [K in ExcelKeyOf<L>]: (row: T) => WriteCell }
): ListExport<T> {
  const excel = list.excel
  if (!excel) throw new Error('The list declares no Excel export.')
  const headers = excelHeaders(list)
  return {
    fileName: excel.fileName,
    sheet: excel.sheet,
    columns: excel.columns.map((c, i) => ({
      header: headers[i],
      value: values[c.key as ExcelKeyOf<L>],
      width: c.width,
    })),
  }
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** A `YYYY-MM-DD` day as an Excel date (shown in the reader's locale), or an empty cell. */
export function excelDay(value: string | null | undefined): Date | null {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value)
    ? new Date(`${value.slice(0, 10)}T00:00:00Z`)
    : null
}

/** An ISO timestamp as an Excel date of its Prague day. */
export function excelPragueDay(value: string | null | undefined): Date | null {
  return value ? excelDay(dayIn(new Date(value), domain.TIME_ZONE)) : null
}

/**
 * Sends `rows` as the list's workbook, `{fileName}_{YYYY_MM_DD}.xlsx`, the day PostgreSQL's
 * (issue #34), as the list's own days are. The rows are not asked for before the user has a
 * download slot (sendDownload).
 */
export async function sendListXlsx<T>(
  ctx: HttpContext,
  spec: ListExport<T>,
  rows: AsyncIterable<T>
) {
  const day = dayIn(await dbNow(), domain.TIME_ZONE).replaceAll('-', '_')
  const name = `${spec.fileName}_${day}.xlsx`
  async function* cells() {
    for await (const row of rows) yield spec.columns.map((c) => c.value(row))
  }
  return sendDownload(ctx, {
    disposition: `attachment; filename="${name}"`,
    contentType: XLSX,
    spool: true,
    body: () =>
      xlsxStream([
        {
          name: spec.sheet,
          header: spec.columns.map((c) => c.header),
          rows: cells(),
          widths: spec.columns.map((c) => c.width ?? 14),
        },
      ]),
  })
}
