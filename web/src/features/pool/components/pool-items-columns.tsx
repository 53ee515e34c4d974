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
 * narrow table the reason, the target and the PDK give way first (issue #25).
 */
export function buildPoolItemsColumns(onEdit: (item: PoolItem) => void) {
  return [
    pdkColumn({ priority: 2 }),
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
