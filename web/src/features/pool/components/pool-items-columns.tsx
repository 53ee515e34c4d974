import { Button } from '@mantine/core'
import type { PoolItem } from '../../../lib/pool-item'
import { adminPoolItemsList } from '../../../../../contracts/lists/pool_items'
import { poolItemColumns } from './item-columns'

const { column, name, pdk, quantity, expiry, target, stav, reason } =
  poolItemColumns(adminPoolItemsList)
const { headers } = adminPoolItemsList

/**
 * The admin's pool items with the raw stav; sortable where an index keeps the order. On a
 * narrow table the reason and the target give way first (issue #25); the PDK stays (issue
 * #36).
 */
export function buildPoolItemsColumns(onEdit: (item: PoolItem) => void) {
  return [
    pdk({ sortField: 'PDK' }),
    name({ sortField: 'Název' }),
    quantity({}),
    expiry({ sortField: 'Exspirace' }),
    stav({ raw: true }),
    column.accessor('pharmacyCode', { header: headers.pharmacyCode }),
    target({ id: 'cil', header: headers.cil, none: '-', priority: 3 }),
    reason({ priority: 4 }),
    column.display({
      id: 'akce',
      header: headers.akce,
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Button size="xs" variant="light" onClick={() => onEdit(row.original)}>
          Upravit
        </Button>
      ),
    }),
  ]
}
