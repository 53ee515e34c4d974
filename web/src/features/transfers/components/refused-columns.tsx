import { Button } from '@mantine/core'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatDate } from '../../../lib/format'
import type { RefusedItem } from '../api/get-refused'
import { refusedItemsList } from '../../../../../contracts/lists/refused'

const column = listColumnHelper<RefusedItem>()(refusedItemsList)
const { headers } = refusedItemsList

/** Refused items; `onCancel` must be stable so the columns are. */
export function buildRefusedColumns(onCancel: (row: RefusedItem) => void) {
  return [
    column.accessor('Název', {
      header: headers['Název'],
      meta: { sortField: 'Název', card: 'title' },
    }),
    column.accessor('PDK', { header: headers.PDK, meta: { sortField: 'PDK' } }),
    column.accessor('Exspirace', {
      header: headers.Exspirace,
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'Exspirace' },
    }),
    column.accessor((row) => row.reason || '—', {
      id: 'reason',
      header: headers.reason,
      meta: { sortField: 'reason' },
    }),
    column.display({
      id: 'action',
      header: headers.action,
      meta: { card: 'actions' },
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onCancel(row.original)}
          data-testid="cancel-block-button"
        >
          Cancel block
        </Button>
      ),
    }),
  ]
}
