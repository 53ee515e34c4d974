import { useCallback, useMemo, type ReactNode } from 'react'
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { SelectFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { useFeedback } from '../../../lib/use-feedback'
import { useJobs, type FailedJob, type QueueCounts, type Scheduler } from '../api/get-jobs'
import { useRetryJob } from '../api/retry-job'
import { useRunJob } from '../api/run-job'
import { buildFailedJobsColumns, failedJobKey } from '../components/failed-jobs-columns'
import { queuesColumns } from '../components/queues-columns'
import { buildSchedulersColumns } from '../components/schedulers-columns'
import { jobLabel, QUEUE_OPTIONS } from '../jobs-labels'
import { SectionTitle } from '../../../components/section-title'

const NO_QUEUES: QueueCounts[] = []
const NO_SCHEDULERS: Scheduler[] = []
const FILTERS = ['queue']
const SEARCH = { label: 'Hledat v selhaných úlohách', placeholder: 'Úloha, ID nebo důvod' }

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <div>
          <SectionTitle size="h3">{title}</SectionTitle>
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

interface AdminJobsPageProps {
  /** The export inbox's overview (issue #17), composed by the app. */
  inbox?: ReactNode
  /** The record of sent e-mails (issue #17). */
  mail?: ReactNode
}

/**
 * The background jobs: queue counts, the scheduled jobs with their runs, and the failed jobs
 * to retry, searched, filtered and sorted by the server.
 */
export function AdminJobsPage({ inbox, mail }: AdminJobsPageProps) {
  const list = useListState({ filters: FILTERS })
  const jobs = useJobs(list.state)
  const overview = jobs.data?.body
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
  const { mutate: runNow, isPending: starting, variables: started } = useRunJob()
  const onRun = useCallback(
    (job: string) =>
      runNow(job, {
        onSuccess: () =>
          success(`Úloha „${jobLabel(job)}“ je ve frontě; výsledek ukáže Poslední běh.`),
        onError: (error) => failure(messageOf(error, 'Úlohu se nepodařilo spustit.')),
      }),
    [runNow, success, failure]
  )
  const schedulersColumns = useMemo(
    () => buildSchedulersColumns({ onRun, running: starting ? (started ?? null) : null }),
    [onRun, starting, started]
  )
  const retryingKey = retrying && retried ? failedJobKey(retried) : null
  const failedColumns = useMemo(
    () => buildFailedJobsColumns({ onRetry, retryingKey }),
    [onRetry, retryingKey]
  )

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>Úlohy na pozadí</PageTitle>
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
              data={overview?.queues ?? NO_QUEUES}
              columns={queuesColumns}
              getRowId={(row) => row.name}
              rowTestId="queue-row"
              emptyText="Žádné fronty."
            />
          </Section>
          <Section
            title="Plánované úlohy"
            note="Časy jsou pražské. Plán zapisuje krok release; workery ho převezmou při startu a nejpozději do 5 minut."
          >
            <ListTable
              data={overview?.schedulers ?? NO_SCHEDULERS}
              columns={schedulersColumns}
              getRowId={(row) => `${row.queue}/${row.id}`}
              rowTestId="scheduler-row"
              emptyText="Žádné plánované úlohy."
              minWidth={1000}
            />
          </Section>
          <Section title="Selhané úlohy" note="Posledních 50 selhaných úloh ze všech front.">
            <ServerTable
              list={list}
              query={jobs}
              columns={failedColumns}
              getRowId={failedJobKey}
              rowTestId="failed-job-row"
              emptyText="Žádné selhané úlohy."
              errorText={messageOf(jobs.error, 'Nepodařilo se načíst stav úloh.')}
              search={SEARCH}
              toolbar={
                <>
                  <SelectFilter
                    label="Fronta"
                    value={list.state.filters.queue}
                    options={QUEUE_OPTIONS}
                    onChange={(value) => list.setFilter('queue', value)}
                    testId="queue-filter"
                  />
                  <ListExportButton
                    path="/admin/jobs"
                    state={list.state}
                    fileName="selhane_ulohy.xlsx"
                    onError={failure}
                  />
                </>
              }
              minWidth={1000}
            />
          </Section>
          {inbox && (
            <Section
              title="Složka exportů"
              note="Exporty, které lékárenský systém poboček ukládá do složky; prochází ji worker údržby na stroji, který ji má připojenou."
            >
              {inbox}
            </Section>
          )}
          {mail && (
            <Section title="E-maily" note="Posledních 50 odeslaných nebo neodeslaných e-mailů.">
              {mail}
            </Section>
          )}
        </>
      )}
    </Stack>
  )
}
