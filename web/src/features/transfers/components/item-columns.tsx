import { Text } from '@mantine/core'
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

/* Sent vs received: a short line is marked, with the receiver's reason. */
const receivedColumn = column.accessor((item) => item.receivedQuantity ?? null, {
  id: 'received',
  header: 'Received',
  cell: ({ row, getValue }) => {
    const received = getValue()
    const short = received !== null && received < row.original['Množství']
    return (
      <Text
        span
        inherit
        fw={short ? 700 : undefined}
        c={short ? 'red' : undefined}
        data-short={short}
      >
        {formatNumber(received)}
      </Text>
    )
  },
})
const reasonColumn = column.accessor((item) => item.receiptReason || '—', {
  id: 'receiptReason',
  header: 'Reason',
})

/** The lines of an archived převodka: what was sent, what arrived and why less. */
export const archiveItemColumns = [
  pdkColumn,
  nameColumn,
  quantityColumn,
  receivedColumn,
  reasonColumn,
  expiryColumn,
  batchColumn,
]
