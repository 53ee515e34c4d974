import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import {
  priceListHistoryLists,
  type PriceListUpload,
} from '../../../../../contracts/lists/price_list_history'

const column = listColumnHelper<PriceListUpload>()(priceListHistoryLists.leaflet)
const { headers } = priceListHistoryLists.leaflet

const validFrom = column.accessor('validFrom', {
  header: headers.validFrom,
  cell: (info) => formatDate(info.getValue()),
  meta: { sortField: 'validFrom' },
})
const validTo = column.accessor('validTo', {
  header: headers.validTo,
  cell: (info) => formatDate(info.getValue()),
  meta: { sortField: 'validTo' },
})
const rest = [
  column.accessor('source', {
    header: headers.source,
    cell: (info) => <span style={{ overflowWrap: 'anywhere' }}>{info.getValue()}</span>,
    meta: { sortField: 'source', card: 'title' },
  }),
  column.accessor('savedAt', {
    header: headers.savedAt,
    cell: (info) => formatDateTime(info.getValue()),
    meta: { sortField: 'savedAt' },
  }),
  column.accessor('rows', {
    header: headers.rows,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'rows', align: 'right' },
  }),
]

/** The upload history; úhrady have no end of validity, so no such column. */
export const leafletHistoryColumns = [validFrom, validTo, ...rest]
export const uhradyHistoryColumns = [validFrom, ...rest]
