import { useCallback, useMemo, useState, type ReactNode } from 'react'
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import { PageTitle } from '../../../components/page-title'
import { SelectFilter } from '../../../components/server-list/list-filters'
import { ListExportButton } from '../../../components/server-list/list-export-button'
import { ServerTable } from '../../../components/server-list/server-table'
import { useListState } from '../../../components/server-list/use-list-state'
import { messageOf } from '../../../lib/api-client'
import { confirmAction } from '../../../lib/confirm'
import type { Feedback } from '../../../lib/use-feedback'
import {
  failedJobsListOptions,
  useJobs,
  type FailedJob,
  type QueueCounts,
  type Scheduler,
} from '../api/get-jobs'
import { useRetryJob } from '../api/retry-job'
import { useRunJob } from '../api/run-job'
import { buildFailedJobsColumns, failedJobKey } from '../components/failed-jobs-columns'
import { queuesColumns } from '../components/queues-columns'
import { buildSchedulersColumns } from '../components/schedulers-columns'
import { jobLabel, QUEUE_OPTIONS, runQuestion } from '../jobs-labels'
import { SectionTitle } from '../../../components/section-title'
import { excelFileName } from '../../../../../contracts/lists/list'
import { failedJobsList } from '../../../../../contracts/lists/failed_jobs'

const NO_QUEUES: QueueCounts[] = []
const NO_SCHEDULERS: Scheduler[] = []
const SEARCH = { label: 'Hledat v selhaných úlohách', placeholder: 'Úloha, ID nebo důvod' }

interface SectionProps {
  id: string
  title: string
  note?: string
  children: ReactNode
}

/* Sections are second-level headings under the page's title (axe: heading order). */
function Section({ id, title, note, children }: SectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" id={id} style={{ scrollMarginTop: 72 }}>
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
  const list = useListState(failedJobsListOptions)
  const jobs = useJobs(list.state)
  const overview = jobs.data?.body
  /* Each action answers once, in the page (no toast beside it), and a new one clears the last. */
  const [feedback, setFeedback] = useState<Feedback | null>(null)
  const success = useCallback((message: string) => setFeedback({ kind: 'success', message }), [])
  const failure = useCallback((message: string) => setFeedback({ kind: 'error', message }), [])
  const clear = useCallback(() => setFeedback(null), [])
  const { mutate: retry, isPending: retrying, variables: retried } = useRetryJob()

  const onRetry = useCallback(
    (job: FailedJob) => {
      clear()
      retry(job, {
        onSuccess: () => success(`Úloha „${jobLabel(job.name)}“ byla znovu zařazena do fronty.`),
        onError: (error) => failure(messageOf(error, 'Úlohu se nepodařilo znovu spustit.')),
      })
    },
    [retry, success, failure, clear]
  )
  const { mutate: runNow, isPending: starting, variables: started } = useRunJob()
  const scope = overview?.scope
  /* Every scheduled job reaches all firmy or all branches: the press asks first (issue #36). */
  const onRun = useCallback(
    (job: string) =>
      confirmAction({
        title: `Spustit teď: ${jobLabel(job)}`,
        question: runQuestion(job, scope),
        confirmLabel: 'Spustit',
        cancelLabel: 'Zrušit',
        onConfirm: () => {
          clear()
          runNow(job, {
            onSuccess: () =>
              success(`Úloha „${jobLabel(job)}“ je ve frontě; výsledek ukáže Poslední běh.`),
            onError: (error) => failure(messageOf(error, 'Úlohu se nepodařilo spustit.')),
          })
        },
      }),
    [runNow, success, failure, clear, scope]
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

  const sections = [
    { id: 'planovane-ulohy', label: 'Plánované úlohy' },
    { id: 'selhane-ulohy', label: 'Selhané úlohy' },
    { id: 'fronty', label: 'Fronty' },
    ...(inbox ? [{ id: 'slozka-exportu', label: 'Složka exportů' }] : []),
    ...(mail ? [{ id: 'e-maily', label: 'E-maily' }] : []),
  ]

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <PageTitle>Úlohy na pozadí</PageTitle>
        <Button variant="light" loading={jobs.isFetching} onClick={() => jobs.refetch()}>
          Obnovit
        </Button>
      </Group>
      {/* The schedules lead the page; each other part is one click away (issue #36). */}
      <Group component="nav" aria-label="Části stránky" gap="md" data-testid="jobs-sections">
        {sections.map((section) => (
          <Anchor key={section.id} href={`#${section.id}`} size="sm">
            {section.label}
          </Anchor>
        ))}
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
          <Section
            id="planovane-ulohy"
            title="Plánované úlohy"
            note="Časy jsou pražské. Plán zapisuje krok release; workery ho převezmou při startu a nejpozději do 5 minut."
          >
            <ListTable
              data={overview?.schedulers ?? NO_SCHEDULERS}
              columns={schedulersColumns}
              getRowId={(row) => `${row.queue}/${row.id}`}
              rowTestId="scheduler-row"
              emptyText="Žádné plánované úlohy."
              minWidth={0}
              regionLabel="Tabulka plánovaných úloh"
            />
          </Section>
          <Section
            id="selhane-ulohy"
            title="Selhané úlohy"
            note="Posledních 50 selhaných úloh ze všech front."
          >
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
                    label={failedJobsList.headers.queue}
                    value={list.state.filters.queue}
                    options={QUEUE_OPTIONS}
                    onChange={(value) => list.setFilter('queue', value)}
                    testId="queue-filter"
                  />
                  <ListExportButton
                    path="/admin/jobs"
                    state={list.state}
                    fileName={excelFileName(failedJobsList)}
                    onError={failure}
                  />
                </>
              }
            />
          </Section>
          <Section id="fronty" title="Fronty">
            <ListTable
              data={overview?.queues ?? NO_QUEUES}
              columns={queuesColumns}
              getRowId={(row) => row.name}
              rowTestId="queue-row"
              emptyText="Žádné fronty."
              minWidth={0}
              regionLabel="Tabulka front"
            />
          </Section>
          {inbox && (
            <Section
              id="slozka-exportu"
              title="Složka exportů"
              note="Exporty, které lékárenský systém poboček ukládá do složky; prochází ji worker údržby na stroji, který ji má připojenou."
            >
              {inbox}
            </Section>
          )}
          {mail && (
            <Section
              id="e-maily"
              title="E-maily"
              note="Posledních 50 odeslaných nebo neodeslaných e-mailů."
            >
              {mail}
            </Section>
          )}
        </>
      )}
    </Stack>
  )
}
