import { Button } from '@mantine/core'
import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { formatNumber } from '../../../lib/format'
import { reasonOf, type PoolItem } from '../../../lib/pool-item'

const column = createColumnHelper<PoolItem>()

/**
 * The admin's pool items with the raw stav; sortable where an index keeps the order. On a
 * narrow table the reason, the target and the PDK give way first (issue #25).
 */
export function buildPoolItemsColumns(onEdit: (item: PoolItem) => void) {
  return [
    column.accessor('PDK', { header: 'PDK', meta: { sortField: 'PDK', priority: 2 } }),
    column.accessor('Název', { header: 'Název', meta: { sortField: 'Název', card: 'title' } }),
    column.accessor('Množství', {
      header: 'Množství',
      cell: (info) => formatNumber(info.getValue()),
      meta: { align: 'right' },
    }),
    column.accessor('Exspirace', {
      header: 'Exspirace',
      cell: (info) => <ExpiryText exspirace={info.getValue()} />,
      meta: { sortField: 'Exspirace' },
    }),
    column.accessor('stav', { header: 'Stav' }),
    column.accessor('pharmacyCode', { header: 'Pobočka' }),
    column.accessor((item) => item.targetPharmacyCode || '-', {
      id: 'cil',
      header: 'Cíl',
      meta: { priority: 3 },
    }),
    column.accessor((item) => reasonOf(item) || '—', {
      id: 'duvod',
      header: 'Důvod',
      meta: { priority: 4, maxWidth: 200 },
    }),
    column.display({
      id: 'akce',
      header: 'Akce',
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Button size="xs" variant="light" onClick={() => onEdit(row.original)}>
          Upravit
        </Button>
      ),
    }),
  ]
}
