import { useMemo, useState } from 'react'
import { Alert, Paper, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { useShipped } from '../api/get-shipped'
import { shippedItemColumns } from '../components/item-columns'
import { buildShippedColumns } from '../components/prevodka-columns'
import { PrevodkaItemsModal } from '../components/prevodka-items-modal'
import { useLoggedError } from '../components/use-logged-error'
import type { Prevodka } from '../transfer'

const NO_PREVODKY: Prevodka[] = []

/** Převodky the branch sent; the lines show their supplier. */
export function ShippedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useShipped(branch)
  useLoggedError(list.error, 'shipped transfers')
  const [opened, setOpened] = useState<Prevodka | null>(null)
  const columns = useMemo(() => buildShippedColumns(setOpened), [])

  return (
    <Paper withBorder p="lg" radius="md">
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load shipped transfers.
        </Alert>
      ) : list.isPending ? (
        <Text c="dimmed">Loading...</Text>
      ) : (
        <ListTable
          data={list.data ?? NO_PREVODKY}
          columns={columns}
          getRowId={(p) => p.prevodkaId}
          rowTestId="prevodka-row"
          emptyText="No shipped transfers."
        />
      )}
      <PrevodkaItemsModal
        prevodka={opened}
        columns={shippedItemColumns}
        onClose={() => setOpened(null)}
      />
    </Paper>
  )
}
