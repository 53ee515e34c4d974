import { Button, Checkbox, Group } from '@mantine/core'
import type { PoolItem } from '../../../lib/pool-item'
import { transferColumn as column, transferColumns } from './transfer-columns'

export const isReserved = (item: PoolItem) => item.stav === 'rezervováno'
export const isSent = (item: PoolItem) => item.stav === 'odesláno'

interface IncomingActions {
  onReject: (item: PoolItem) => void
  onReceived: (item: PoolItem) => void
}

/** Proposals to accept: a tick for each reserved row, reject, and receipt of sent items. */
export function buildIncomingColumns({ onReject, onReceived }: IncomingActions) {
  return [
    column.display({
      id: 'select',
      header: ({ table }) => (
        <Checkbox
          aria-label="Vybrat vše"
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) =>
        row.getCanSelect() ? (
          <Checkbox
            aria-label={`Vybrat ${row.original['Název']}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            data-testid="transfer-select"
          />
        ) : null,
    }),
    ...transferColumns('source'),
    column.display({
      id: 'actions',
      header: 'Akce',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          {isReserved(row.original) && (
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => onReject(row.original)}
              data-testid="reject-button"
            >
              Odmítnout
            </Button>
          )}
          {isSent(row.original) && (
            <Button
              size="xs"
              variant="light"
              onClick={() => onReceived(row.original)}
              data-testid="mark-received-button"
            >
              Označit jako přijaté
            </Button>
          )}
        </Group>
      ),
    }),
  ]
}
