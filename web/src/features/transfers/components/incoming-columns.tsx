import type { RefObject } from 'react'
import { Button, Checkbox, Group } from '@mantine/core'
import type { FilterSelection } from '../../../components/server-list/use-filter-selection'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import type { BranchNames } from '../api/get-branch-names'
import { transferColumn as column, transferColumns, transferHeaders } from './transfer-columns'

export const isReserved = (item: PoolItem) => item.stav === 'rezervováno'
export const isSent = (item: PoolItem) => item.stav === 'odesláno'
/** What an item is worth: quantity × NCSD (0 without a price). */
export const valueOf = (item: PoolItem) => (item.NCSD ?? 0) * item['Množství']

interface IncomingActions {
  onReject: (item: PoolItem) => void
  onReceived: (item: PoolItem) => void
  /**
   * The selection as it is now ("all N matching" with exceptions; the header tick selects or
   * clears all of them) and how many rows the filter has to tick (none: the header's tick stays
   * empty). Read when the header is drawn, so the columns, and with them the rows, stay the
   * same object while ticks change; a row's tick reads its row's selection state (issue #28).
   */
  live: RefObject<{ selection: FilterSelection; matching: number }>
  names: BranchNames
}

/** Proposals to accept: a tick for each reserved row, reject, and receipt of sent items. */
export function buildIncomingColumns(actions: IncomingActions) {
  const { onReject, onReceived, live, names } = actions
  return [
    column.display({
      id: 'select',
      meta: { card: 'select', label: transferHeaders.select },
      header: () => {
        const { selection, matching } = live.current
        const all = selection.mode === 'all' && matching > 0
        return (
          <Checkbox
            aria-label="Vybrat vše"
            checked={all && selection.exceptions.length === 0}
            indeterminate={selection.exceptions.length > 0}
            onChange={(event) =>
              event.currentTarget.checked ? selection.selectAll() : selection.clear()
            }
            data-testid="select-all"
          />
        )
      },
      cell: ({ row }) =>
        isReserved(row.original) ? (
          <Checkbox
            aria-label={`Vybrat ${row.original['Název']}`}
            checked={row.getIsSelected()}
            onChange={(event) =>
              live.current.selection.toggle(
                itemIdOf(row.original),
                event.currentTarget.checked,
                valueOf(row.original)
              )
            }
            data-testid="transfer-select"
          />
        ) : null,
    }),
    ...transferColumns('source', names),
    column.display({
      id: 'actions',
      header: transferHeaders.actions,
      meta: { card: 'actions' },
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
