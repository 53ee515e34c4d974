import { createColumnHelper } from '@tanstack/react-table'
import { formatDate, formatNumber } from '../../../lib/format'
import type { PoolItem } from '../../../lib/pool-item'

const column = createColumnHelper<PoolItem>()

export const pdkColumn = column.accessor('PDK', { header: 'PDK' })
export const nameColumn = column.accessor('Název', { header: 'Name' })
export const expiryColumn = column.accessor('Exspirace', {
  header: 'Expiry',
  cell: (info) => formatDate(info.getValue()),
})
export const batchColumn = column.accessor((item) => item['Šarže'] || '—', {
  id: 'sarze',
  header: 'Batch',
})
export const quantityColumn = column.accessor('Množství', {
  header: 'Quantity',
  cell: (info) => formatNumber(info.getValue()),
})
export const supplierColumn = column.accessor((item) => item.Dodavatel || '—', {
  id: 'dodavatel',
  header: 'Supplier',
})

/** The lines of a package as the prepared screen's View shows them. */
export const packageItemColumns = [pdkColumn, nameColumn, expiryColumn, batchColumn, quantityColumn]

/** The lines of a sent or archived převodka; the shipped view adds the supplier. */
export const prevodkaItemColumns = [
  pdkColumn,
  nameColumn,
  quantityColumn,
  expiryColumn,
  batchColumn,
]
export const shippedItemColumns = [...prevodkaItemColumns, supplierColumn]
