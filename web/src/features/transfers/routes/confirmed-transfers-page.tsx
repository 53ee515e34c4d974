import { useMemo } from 'react'
import { Button, Paper, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useCancelConfirmation } from '../api/cancel-confirmation'
import { useConfirmed } from '../api/get-confirmed'
import { transferColumn as column, transferColumns } from '../components/transfer-columns'
import { TransferTable } from '../components/transfer-table'
import { useLoggedError } from '../components/use-logged-error'

const NO_ITEMS: PoolItem[] = []

/** Items the branch confirmed as target, each with a way back. */
export function ConfirmedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useConfirmed(branch)
  useLoggedError(list.error, 'confirmed transfers')
  const { mutate: cancel } = useCancelConfirmation(branch)
  const columns = useMemo(
    () => [
      ...transferColumns('source'),
      column.display({
        id: 'actions',
        header: 'Akce',
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            color="orange"
            onClick={() => cancel(itemIdOf(row.original))}
            data-testid="cancel-confirmation-button"
          >
            Zrušit potvrzení
          </Button>
        ),
      }),
    ],
    [cancel]
  )

  return (
    <Paper withBorder p="lg" radius="md">
      {list.isPending ? (
        <Text c="dimmed">Načítám…</Text>
      ) : (
        <TransferTable
          items={list.data ?? NO_ITEMS}
          columns={columns}
          emptyText="Žádné potvrzené převody."
        />
      )}
    </Paper>
  )
}
