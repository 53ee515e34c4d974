import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import type { PriceListMeta } from '../price-list'

const column = createColumnHelper<PriceListMeta>()

const validFrom = column.accessor('validFrom', {
  header: 'Platnost od',
  cell: (info) => formatDate(info.getValue()),
  meta: { sortField: 'validFrom' },
})
const validTo = column.accessor('validTo', {
  header: 'Platnost do',
  cell: (info) => formatDate(info.getValue()),
  meta: { sortField: 'validTo' },
})
const rest = [
  column.accessor('source', {
    header: 'Zdroj',
    cell: (info) => <span style={{ overflowWrap: 'anywhere' }}>{info.getValue()}</span>,
    meta: { sortField: 'source', card: 'title' },
  }),
  column.accessor('savedAt', {
    header: 'Uloženo',
    cell: (info) => formatDateTime(info.getValue()),
    meta: { sortField: 'savedAt' },
  }),
  column.accessor('rows', {
    header: 'Řádků',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'rows', align: 'right' },
  }),
]

/** The upload history; úhrady have no end of validity, so no such column. */
export const leafletHistoryColumns = [validFrom, validTo, ...rest]
export const uhradyHistoryColumns = [validFrom, ...rest]
