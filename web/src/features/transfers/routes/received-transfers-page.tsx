import { useMemo, useState } from 'react'
import { Alert, Paper, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import type { BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { useReceived } from '../api/get-received'
import { buildReceivedColumns } from '../components/prevodka-columns'
import { ReceiptModal } from '../components/receipt-modal'
import { useLoggedError } from '../components/use-logged-error'
import type { Prevodka } from '../transfer'

const NO_PREVODKY: Prevodka[] = []

/** Převodky on their way to the branch; a receipt marks each line delivered or not. */
export function ReceivedTransfersPage({ branch }: { branch: BranchRef }) {
  const list = useReceived(branch)
  useLoggedError(list.error, 'received transfers')
  const { feedback, success, clear } = useFeedback()
  const [opened, setOpened] = useState<Prevodka | null>(null)
  const columns = useMemo(() => buildReceivedColumns(setOpened), [])

  return (
    <Stack gap="md">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        {list.isError ? (
          <Alert color="red" variant="light" role="alert">
            Failed to load received transfers.
          </Alert>
        ) : list.isPending ? (
          <Text c="dimmed">Loading...</Text>
        ) : (
          <ListTable
            data={list.data ?? NO_PREVODKY}
            columns={columns}
            getRowId={(p) => p.prevodkaId}
            rowTestId="prevodka-row"
            emptyText="No received transfers."
          />
        )}
      </Paper>
      <ReceiptModal
        branch={branch}
        prevodka={opened}
        onClose={() => setOpened(null)}
        onReceived={success}
      />
    </Stack>
  )
}
