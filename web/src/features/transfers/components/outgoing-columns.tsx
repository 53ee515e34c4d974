import { Button, Group } from '@mantine/core'
import type { PoolItem } from '../../../lib/pool-item'
import type { BranchNames } from '../api/get-branch-names'
import { transferColumn as column, transferColumns, transferHeaders } from './transfer-columns'

interface OutgoingActions {
  onPicked: (item: PoolItem) => void
  onNotDelivered: (item: PoolItem) => void
  names: BranchNames
}

/** Items to send: pick one, or report that it cannot be delivered. */
export function buildOutgoingColumns({ onPicked, onNotDelivered, names }: OutgoingActions) {
  return [
    ...transferColumns('target', names),
    column.display({
      id: 'actions',
      header: transferHeaders.actions,
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" onClick={() => onPicked(row.original)} data-testid="pick-button">
            Vychystat
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => onNotDelivered(row.original)}
            data-testid="not-delivered-button"
          >
            Nedodáno
          </Button>
        </Group>
      ),
    }),
  ]
}
