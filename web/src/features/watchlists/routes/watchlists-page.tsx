import { Alert, Paper, Stack, Text, Title } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import type { BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { useWatchlists } from '../api/list-watchlists'
import { CreateWatchlistForm } from '../components/create-watchlist-form'
import { WatchlistsTable } from '../components/watchlists-table'
import { failureText, texts } from '../watchlist'

/** The branch's watchlists: create, open, edit in place, delete. */
export function WatchlistsPage({ branch }: { branch: BranchRef }) {
  const list = useWatchlists(branch)
  const { feedback, success, failure, clear } = useFeedback()

  return (
    <Stack gap="lg">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <Title order={4} mb="sm">
          Nový watchlist
        </Title>
        <CreateWatchlistForm branch={branch} onSuccess={success} onFailure={failure} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        {list.isError ? (
          <Alert color="red" variant="light" role="alert">
            {failureText(list.error, texts.loadFailed)}
          </Alert>
        ) : list.isPending ? (
          <Text c="dimmed">Načítání…</Text>
        ) : (
          <WatchlistsTable
            branch={branch}
            watchlists={list.data}
            onSuccess={success}
            onFailure={failure}
          />
        )}
      </Paper>
    </Stack>
  )
}
