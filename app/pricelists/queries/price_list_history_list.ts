import { excelDay, excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import {
  priceListHistoryLists,
  type PriceListHistorySort,
  type PriceListUpload,
} from '#contracts/lists/price_list_history'

/*
| A price list's upload history under the list contract (contracts/lists/price_list_history.ts,
| the newest PRICE_LIST_HISTORY).
*/

type HistoryList = (typeof priceListHistoryLists)[keyof typeof priceListHistoryLists]

function historyList(list: HistoryList): MemoryList<PriceListUpload, PriceListHistorySort> {
  return {
    contract: list,
    sorts: {
      validFrom: (r) => r.validFrom,
      validTo: (r) => r.validTo,
      source: (r) => r.source,
      savedAt: (r) => r.savedAt,
      rows: (r) => r.rows,
    },
    texts: (r) => [r.source],
    export: excelExport<HistoryList, PriceListUpload>(list, {
      validFrom: (r) => excelDay(r.validFrom),
      validTo: (r) => excelDay(r.validTo),
      source: (r) => r.source,
      savedAt: (r) => new Date(r.savedAt),
      rows: (r) => r.rows,
    }),
  }
}

export const priceListHistoryList = {
  leaflet: historyList(priceListHistoryLists.leaflet),
  uhrady: historyList(priceListHistoryLists.uhrady),
}
