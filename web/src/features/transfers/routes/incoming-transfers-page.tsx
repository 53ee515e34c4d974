import { useMemo, useState } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useConfirmTransfers } from '../api/confirm-transfers'
import { useIncoming } from '../api/get-incoming'
import { useMarkReceived } from '../api/mark-received'
import { useRejectTransfer } from '../api/reject-transfer'
import { buildIncomingColumns, isReserved } from '../components/incoming-columns'
import { RejectModal } from '../components/reject-modal'
import { TransferTable } from '../components/transfer-table'
import { useLoggedError } from '../components/use-logged-error'

const NO_ITEMS: PoolItem[] = []

/** Proposals for the branch: confirm the ticked ones, reject one, or receive a sent item. */
export function IncomingTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useIncoming(branch)
  useLoggedError(list.error, 'incoming transfers')
  const confirm = useConfirmTransfers(branch)
  const { mutate: reject } = useRejectTransfer(branch)
  const { mutate: markReceived } = useMarkReceived(branch)
  const [rejected, setRejected] = useState<PoolItem | null>(null)
  // Every reserved row is ticked on load; the state keeps only the rows the user unticked.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set())

  const items = list.data ?? NO_ITEMS
  const reservedIds = useMemo(() => items.filter(isReserved).map(itemIdOf), [items])
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(reservedIds.filter((id) => !unticked.has(id)).map((id) => [id, true])),
    [reservedIds, unticked]
  )
  const selectedIds = Object.keys(rowSelection)
  const changeSelection: OnChangeFn<RowSelectionState> = (updater) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater
    setUnticked(new Set(reservedIds.filter((id) => !next[id])))
  }
  const columns = useMemo(
    () =>
      buildIncomingColumns({ onReject: setRejected, onReceived: (i) => markReceived(itemIdOf(i)) }),
    [markReceived]
  )

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group gap="sm">
          <Button
            onClick={() => confirm.mutate(selectedIds)}
            disabled={selectedIds.length === 0 || confirm.isPending}
            data-testid="confirm-selected"
          >
            Potvrdit vybrané
          </Button>
          <Button
            variant="default"
            onClick={() => setUnticked(new Set(reservedIds))}
            disabled={selectedIds.length === 0}
            data-testid="cancel-selection"
          >
            Zrušit výběr
          </Button>
          <Text size="sm" c="dimmed" data-testid="selected-count">
            Vybráno: {selectedIds.length}
          </Text>
        </Group>
        {list.isPending ? (
          <Text c="dimmed">Načítám…</Text>
        ) : (
          <TransferTable
            items={items}
            columns={columns}
            emptyText="Žádné návrhy k přijetí."
            rowSelection={rowSelection}
            onRowSelectionChange={changeSelection}
            canSelect={isReserved}
          />
        )}
      </Stack>
      <RejectModal
        item={rejected}
        onClose={() => setRejected(null)}
        onReject={(item, reason) => reject({ id: itemIdOf(item), reason: reason || undefined })}
      />
    </Paper>
  )
}
