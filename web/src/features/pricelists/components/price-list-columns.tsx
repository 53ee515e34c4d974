import { createColumnHelper } from '@tanstack/react-table'
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format'
import type { PriceListMeta } from '../price-list'

const column = createColumnHelper<PriceListMeta>()

const validFrom = column.accessor('validFrom', {
  header: 'Platnost od',
  cell: (info) => formatDate(info.getValue()),
})
const validTo = column.accessor('validTo', {
  header: 'Platnost do',
  cell: (info) => formatDate(info.getValue()),
})
const rest = [
  column.accessor('source', { header: 'Zdroj' }),
  column.accessor('savedAt', {
    header: 'Uloženo',
    cell: (info) => formatDateTime(info.getValue()),
  }),
  column.accessor('rows', { header: 'Řádků', cell: (info) => formatNumber(info.getValue()) }),
]

/** The upload history; úhrady have no end of validity, so no such column. */
export const leafletHistoryColumns = [validFrom, validTo, ...rest]
export const uhradyHistoryColumns = [validFrom, ...rest]
