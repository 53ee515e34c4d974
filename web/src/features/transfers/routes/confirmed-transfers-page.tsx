import { useMemo } from 'react'
import { Button, Paper } from '@mantine/core'
import { useListState } from '../../../components/server-list/use-list-state'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useCancelConfirmation } from '../api/cancel-confirmation'
import { useConfirmed } from '../api/get-confirmed'
import {
  transferColumn as column,
  transferColumns,
  transferHeaders,
} from '../components/transfer-columns'
import { TransferItemsTable } from '../components/transfer-items-table'
import { clearTransferNotice, showTransferNotice } from '../components/transfer-notice'
import { TRANSFER_FILTERS } from '../transfer'
import { useBranchNames } from '../api/get-branch-names'
import { useLoggedError } from '../components/use-logged-error'

/** Items the branch confirmed as target, each with a way back. */
export function ConfirmedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useListState({ filters: TRANSFER_FILTERS })
  const query = useConfirmed(branch, list.state)
  useLoggedError(query.error, 'confirmed transfers')
  const { mutate: cancel } = useCancelConfirmation(branch)
  const names = useBranchNames()
  const columns = useMemo(() => {
    const cancelItem = (item: PoolItem) => {
      clearTransferNotice()
      cancel(itemIdOf(item), {
        onSuccess: () =>
          showTransferNotice({
            message: `Potvrzení zrušeno: ${item['Název']} je opět v návrzích k přijetí.`,
          }),
      })
    }
    return [
      ...transferColumns('source', names),
      column.display({
        id: 'actions',
        header: transferHeaders.actions,
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => cancelItem(row.original)}
            data-testid="cancel-confirmation-button"
          >
            Zrušit potvrzení
          </Button>
        ),
      }),
    ]
  }, [cancel, names])

  return (
    <Paper withBorder p="sm" radius="md">
      <TransferItemsTable
        branch={branch}
        itemList="confirmed"
        side="source"
        list={list}
        query={query}
        columns={columns}
        emptyText="Žádné potvrzené převody."
      />
    </Paper>
  )
}
