import { Paper, Stack } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import type { BranchRef } from '../../../lib/branch-ref'
import { useFeedback } from '../../../lib/use-feedback'
import { CreateWatchlistForm } from '../components/create-watchlist-form'
import { WatchlistsTable } from '../components/watchlists-table'
import { SectionTitle } from '../../../components/section-title'

/** The branch's watchlists: create, then search, open, edit in place, delete, export. */
export function WatchlistsPage({ branch }: { branch: BranchRef }) {
  const { feedback, success, failure, clear } = useFeedback()

  return (
    <Stack gap="lg">
      <FeedbackAlert feedback={feedback} onClose={clear} />
      <Paper withBorder p="lg" radius="md">
        <SectionTitle mb="sm">Nový watchlist</SectionTitle>
        <CreateWatchlistForm branch={branch} onSuccess={success} onFailure={failure} />
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <WatchlistsTable branch={branch} onSuccess={success} onFailure={failure} />
      </Paper>
    </Stack>
  )
}
