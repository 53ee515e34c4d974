import { Button } from '@mantine/core'
import '../../../components/server-list/column-meta'
import type { PoolItem } from '../../../lib/pool-item'
import {
  expiryColumn,
  nameColumn,
  pdkColumn,
  poolItemColumn as column,
  quantityColumn,
  reasonColumn,
  stavColumn,
  targetColumn,
} from './item-columns'

/**
 * The admin's pool items with the raw stav; sortable where an index keeps the order. On a
 * narrow table the reason and the target give way first (issue #25); the PDK stays (issue
 * #36).
 */
export function buildPoolItemsColumns(onEdit: (item: PoolItem) => void) {
  return [
    pdkColumn({}),
    nameColumn,
    quantityColumn({ sortable: false }),
    expiryColumn,
    stavColumn({ sortable: false, raw: true }),
    column.accessor('pharmacyCode', { header: 'Pobočka' }),
    targetColumn({ id: 'cil', header: 'Cíl', none: '-', sortable: false, priority: 3 }),
    reasonColumn({ sortable: false, priority: 4 }),
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
