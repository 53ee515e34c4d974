import { excelDay, type ExportColumn } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import type { PriceListMeta } from '#pricelists/queries/price_lists'

/* A price list's upload history under the list contract (the newest PRICE_LIST_HISTORY). */

type Row = PriceListMeta & { _id: string }

const validFrom: ExportColumn<Row> = {
  header: 'Platnost od',
  value: (r) => excelDay(r.validFrom),
  width: 12,
}
const validTo: ExportColumn<Row> = {
  header: 'Platnost do',
  value: (r) => excelDay(r.validTo),
  width: 12,
}
const rest: ExportColumn<Row>[] = [
  { header: 'Zdroj', value: (r) => r.source, width: 40 },
  { header: 'Uloženo', value: (r) => new Date(r.savedAt), width: 18 },
  { header: 'Řádků', value: (r) => r.rows, width: 10 },
]

function historyList(fileName: string, columns: ExportColumn<Row>[]): MemoryList<Row> {
  return {
    contract: { sorts: ['validFrom', 'validTo', 'source', 'savedAt', 'rows'] },
    sorts: {
      validFrom: (r) => r.validFrom,
      validTo: (r) => r.validTo,
      source: (r) => r.source,
      savedAt: (r) => r.savedAt,
      rows: (r) => r.rows,
    },
    texts: (r) => [r.source],
    export: { fileName, sheet: 'Historie nahrání', columns },
  }
}

export const priceListHistoryList = {
  leaflet: historyList('historie_letaku', [validFrom, validTo, ...rest]),
  uhrady: historyList('historie_uhrad', [validFrom, ...rest]),
}
