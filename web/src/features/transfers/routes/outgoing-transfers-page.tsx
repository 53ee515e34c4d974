import { useMemo } from 'react'
import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { useOutgoing } from '../api/get-outgoing'
import { useMarkPicked } from '../api/mark-picked'
import { useMarkRejected } from '../api/mark-rejected'
import { buildOutgoingColumns } from '../components/outgoing-columns'
import { TransferTable } from '../components/transfer-table'
import { useLoggedError } from '../components/use-logged-error'

const NO_ITEMS: PoolItem[] = []

/** Confirmed items of the branch to send: picked one by one or all at once. */
export function OutgoingTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useOutgoing(branch)
  useLoggedError(list.error, 'outgoing transfers')
  const picked = useMarkPicked(branch)
  const { mutate: markPicked } = picked
  const { mutate: markRejected } = useMarkRejected(branch)

  const items = list.data ?? NO_ITEMS
  const columns = useMemo(
    () =>
      buildOutgoingColumns({
        onPicked: (item) => markPicked({ id: itemIdOf(item) }),
        onNotDelivered: (item) => markRejected(itemIdOf(item)),
      }),
    [markPicked, markRejected]
  )

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group gap="sm">
          <Button
            onClick={() => markPicked({ ids: items.map(itemIdOf) })}
            disabled={items.length === 0 || picked.isPending}
            data-testid="pick-all"
          >
            Vychystat vše
          </Button>
        </Group>
        {list.isPending ? (
          <Text c="dimmed">Načítám…</Text>
        ) : (
          <TransferTable items={items} columns={columns} emptyText="Žádné položky k odeslání." />
        )}
      </Stack>
    </Paper>
  )
}
