import { useCallback, useMemo, type ReactNode } from 'react'
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { useFeedback } from '../../../lib/use-feedback'
import { useJobs, type FailedJob, type QueueCounts, type Scheduler } from '../api/get-jobs'
import { useRetryJob } from '../api/retry-job'
import { buildFailedJobsColumns, failedJobKey } from '../components/failed-jobs-columns'
import { queuesColumns } from '../components/queues-columns'
import { schedulersColumns } from '../components/schedulers-columns'

const NO_QUEUES: QueueCounts[] = []
const NO_SCHEDULERS: Scheduler[] = []
const NO_FAILED: FailedJob[] = []

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={3}>{title}</Title>
          {note && (
            <Text size="sm" c="dimmed">
              {note}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  )
}

/** The background jobs: queue counts, the scheduled jobs with their runs, failed jobs to retry. */
export function AdminJobsPage() {
  const jobs = useJobs()
  const { feedback, success, failure, clear } = useFeedback()
  const { mutate: retry, isPending: retrying, variables: retried } = useRetryJob()

  const onRetry = useCallback(
    (job: FailedJob) =>
      retry(job, {
        onSuccess: () => success('Úloha byla znovu zařazena do fronty.'),
        onError: (error) => failure(messageOf(error, 'Úlohu se nepodařilo znovu spustit.')),
      }),
    [retry, success, failure]
  )
  const retryingKey = retrying && retried ? failedJobKey(retried) : null
  const failedColumns = useMemo(
    () => buildFailedJobsColumns({ onRetry, retryingKey }),
    [onRetry, retryingKey]
  )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>Úlohy na pozadí</Title>
        <Button variant="light" loading={jobs.isFetching} onClick={() => jobs.refetch()}>
          Obnovit
        </Button>
      </Group>
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {jobs.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(jobs.error, 'Nepodařilo se načíst stav úloh.')}
        </Alert>
      )}
      {jobs.isPending ? (
        <Text c="dimmed">Načítám úlohy…</Text>
      ) : (
        <>
          <Section title="Fronty">
            <ListTable
              data={jobs.data?.queues ?? NO_QUEUES}
              columns={queuesColumns}
              getRowId={(row) => row.name}
              rowTestId="queue-row"
              emptyText="Žádné fronty."
            />
          </Section>
          <Section
            title="Plánované úlohy"
            note="Časy jsou pražské; plán se obnoví při startu workeru."
          >
            <ListTable
              data={jobs.data?.schedulers ?? NO_SCHEDULERS}
              columns={schedulersColumns}
              getRowId={(row) => `${row.queue}/${row.id}`}
              rowTestId="scheduler-row"
              emptyText="Žádné plánované úlohy."
              minWidth={900}
            />
          </Section>
          <Section title="Selhané úlohy" note="Posledních 50 selhaných úloh ze všech front.">
            <ListTable
              data={jobs.data?.failed ?? NO_FAILED}
              columns={failedColumns}
              getRowId={failedJobKey}
              rowTestId="failed-job-row"
              emptyText="Žádné selhané úlohy."
              minWidth={1000}
            />
          </Section>
        </>
      )}
    </Stack>
  )
}
