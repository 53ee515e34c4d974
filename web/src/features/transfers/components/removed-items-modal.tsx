import { useMemo, useState } from 'react'
import { Alert, Button, Modal, Stack, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useRemovedItems } from '../api/get-removed-items'
import { useReopenItem } from '../api/reopen-item'
import { useLoggedError } from './use-logged-error'
import { batchColumn, expiryColumn, nameColumn, quantityColumn } from './item-columns'
import { transferColumn as column } from './transfer-columns'

interface RemovedItemsModalProps {
  branch: BranchRef
  opened: boolean
  onClose: () => void
}

/** Items that disappeared between the branch's last two exports, each can be reopened. */
export function RemovedItemsModal({ branch, opened, onClose }: RemovedItemsModalProps) {
  const removed = useRemovedItems(branch, opened)
  useLoggedError(removed.error, 'items removed at the last export')
  const { mutate: reopen } = useReopenItem(branch)
  const [error, setError] = useState<string | null>(null)

  const columns = useMemo(
    () => [
      nameColumn,
      expiryColumn,
      batchColumn,
      quantityColumn,
      column.display({
        id: 'action',
        header: 'Action',
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            data-testid="reopen-button"
            onClick={() => {
              setError(null)
              reopen(row.original, { onError: (e) => setError(messageOf(e, 'Reopen failed.')) })
            }}
          >
            Reopen
          </Button>
        ),
      }),
    ],
    [reopen]
  )
  const close = () => {
    setError(null)
    onClose()
  }

  return (
    <Modal opened={opened} onClose={close} title="Removed at last export" size="xl">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="reopen-error">
            {error}
          </Alert>
        )}
        {removed.isPending && <Text c="dimmed">Loading...</Text>}
        {removed.data?.length === 0 && (
          <Text c="dimmed" data-testid="empty-text">
            No items were removed between the last two exports.
          </Text>
        )}
        {removed.data && removed.data.length > 0 && (
          <ListTable
            data={removed.data}
            columns={columns}
            getRowId={(item: PoolItem) => itemIdOf(item)}
            rowTestId="removed-row"
            minWidth={560}
          />
        )}
      </Stack>
    </Modal>
  )
}
