import { useMemo } from 'react'
import { Alert, Paper, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { useCancelBlock } from '../api/cancel-block'
import { useRefused, type RefusedItem } from '../api/get-refused'
import { buildRefusedColumns } from '../components/refused-columns'
import { useLoggedError } from '../components/use-logged-error'

const NO_ROWS: RefusedItem[] = []

/** Items the branch refused; cancelling the block lets them be offered again. */
export function RefusedItemsPage({ branch }: { branch: BranchRef }) {
  const list = useRefused(branch)
  useLoggedError(list.error, 'refused items')
  const { mutate: cancelBlock } = useCancelBlock(branch)
  const { feedback, failure, clear } = useFeedback()
  const columns = useMemo(
    () =>
      buildRefusedColumns((row) =>
        cancelBlock(row.poolItemId, {
          onError: (error) => failure(messageOf(error, 'Failed to cancel the block.')),
        })
      ),
    [cancelBlock, failure]
  )

  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        {list.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load refused items.
          </Alert>
        ) : list.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ListTable
            data={list.data ?? NO_ROWS}
            columns={columns}
            getRowId={(row) => row._id}
            rowTestId="refused-row"
            emptyText="No refused items."
          />
        )}
      </Paper>
    </Stack>
  )
}
