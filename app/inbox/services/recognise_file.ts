import inboxConfig from '#config/inbox'
import { readXlsxRows, type SheetRow } from '#core/xlsx/read_xlsx_rows'
import { openZip } from '#core/xlsx/zip'
import { recogniseExport, type Recognition } from '#inbox/rules/recognise_export'

const NOT_XLSX =
  'Soubor není sešit xlsx. Složka exportů přijímá exporty uložené jako .xlsx (sklad, pohyby, karty, odpisy).'

/**
 * Reads the first rows of a complete file of the inbox and says which export it is. A file
 * that is no workbook, or one the reader refuses (hostile, broken), is not recognised and
 * the reason says why; the header rows are read and the rest of the sheet is not.
 */
export async function recogniseFile(path: string, name: string): Promise<Recognition> {
  try {
    const zip = await openZip(path)
    const workbook = zip.entries.has('xl/workbook.xml')
    zip.close()
    if (!workbook) return { kind: null, reason: NOT_XLSX }
  } catch {
    return { kind: null, reason: NOT_XLSX }
  }
  const rows: SheetRow[] = []
  try {
    for await (const row of readXlsxRows(path)) {
      rows.push(row)
      if (
        rows.filter((r) => r.cells.some((c) => c !== null && c !== '')).length >=
        inboxConfig.headerRows
      )
        break
    }
  } catch (error) {
    return { kind: null, reason: `Sešit nelze přečíst: ${(error as Error).message}` }
  }
  return recogniseExport(rows, name, inboxConfig.headerRows)
}
