import { useMemo, useState } from 'react'
import { Alert, Paper, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { useArchive } from '../api/get-archive'
import { prevodkaItemColumns } from '../components/item-columns'
import { buildArchiveColumns } from '../components/prevodka-columns'
import { PrevodkaItemsModal } from '../components/prevodka-items-modal'
import { useLoggedError } from '../components/use-logged-error'
import type { Prevodka } from '../transfer'

const NO_PREVODKY: Prevodka[] = []

/** Received and closed převodky of the branch, in and out. */
export function ArchiveTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useArchive(branch)
  useLoggedError(list.error, 'archive transfers')
  const [opened, setOpened] = useState<Prevodka | null>(null)
  const columns = useMemo(() => buildArchiveColumns(setOpened), [])

  return (
    <Paper withBorder p="lg" radius="md">
      {list.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load archived transfers.
        </Alert>
      ) : list.isPending ? (
        <Text c="dimmed">Loading...</Text>
      ) : (
        <ListTable
          data={list.data ?? NO_PREVODKY}
          columns={columns}
          getRowId={(p) => p.prevodkaId}
          rowTestId="prevodka-row"
          emptyText="No archived transfers."
        />
      )}
      <PrevodkaItemsModal
        prevodka={opened}
        columns={prevodkaItemColumns}
        onClose={() => setOpened(null)}
      />
    </Paper>
  )
}
