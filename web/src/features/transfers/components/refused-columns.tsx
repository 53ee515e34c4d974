import '../../../components/server-list/column-meta'
import { Button } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate } from '../../../lib/format'
import type { RefusedItem } from '../api/get-refused'

const column = createColumnHelper<RefusedItem>()

/** Refused items; `onCancel` must be stable so the columns are. */
export function buildRefusedColumns(onCancel: (row: RefusedItem) => void) {
  return [
    column.accessor('Název', { header: 'Name', meta: { sortField: 'Název', card: 'title' } }),
    column.accessor('PDK', { header: 'PDK', meta: { sortField: 'PDK' } }),
    column.accessor('Exspirace', {
      header: 'Expiry',
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'Exspirace' },
    }),
    column.accessor((row) => row.reason || '—', {
      id: 'reason',
      header: 'Reason',
      meta: { sortField: 'reason' },
    }),
    column.display({
      id: 'action',
      header: 'Action',
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
