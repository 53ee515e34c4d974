import { useCallback, useMemo } from 'react'
import { Alert, List, Stack, Text } from '@mantine/core'
import { FeedbackAlert } from '../../../components/feedback-alert'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useFeedback } from '../../../lib/use-feedback'
import { useInbox, type InboxFolder } from '../api/get-inbox'
import { useRetryInboxFile } from '../api/retry-inbox-file'
import { buildInboxColumns } from './inbox-columns'

const NONE: InboxFolder[] = []

function lastScanText(scan: NonNullable<ReturnType<typeof useInbox>['data']>['lastScan']) {
  if (!scan) return 'Plánovaný průchod zatím neproběhl.'
  const when = formatDateTime(scan.at)
  if (scan.status === 'failed') return `Poslední průchod ${when} selhal: ${scan.error}`
  if (scan.status === 'running') return `Průchod právě běží (od ${when}).`
  return `Poslední průchod ${when}.`
}

/** The export inbox on /admin/jobs (issue #17): per branch folder its last set, what waits, what was refused. */
export function InboxSection() {
  const inbox = useInbox()
  const { mutate: retry, isPending: retryPending, variables: retried } = useRetryInboxFile()
  const { feedback, success, failure, clear } = useFeedback()

  const onRetry = useCallback(
    (folder: string, file: string) =>
      retry(
        { folder, file },
        {
          onSuccess: (answer) => success(answer.message),
          onError: (error) => failure(messageOf(error, 'Soubor se nepodařilo vrátit do složky.')),
        }
      ),
    [retry, success, failure]
  )
  const retrying = retryPending && retried ? `${retried.folder}/${retried.file}` : null
  const columns = useMemo(() => buildInboxColumns({ onRetry, retrying }), [onRetry, retrying])

  if (inbox.isPending) return <Text c="dimmed">Načítám složku exportů…</Text>
  if (inbox.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(inbox.error, 'Stav složky exportů se nepodařilo načíst.')}
      </Alert>
    )
  const data = inbox.data
  return (
    <Stack gap="sm" data-testid="inbox-section">
      {data.root === null ? (
        <Text size="sm" c="dimmed">
          Složku exportů zatím neprošel žádný worker (nastavte EXPORT_INBOX na stroji workeru
          údržby, který ji má připojenou).
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Složka{' '}
          <Text span ff="monospace">
            {data.root}
          </Text>
          {data.scannedBy && ` na stroji ${data.scannedBy}`} · {lastScanText(data.lastScan)}
        </Text>
      )}
      {data.error && (
        <Alert color="red" variant="light" role="alert" title="Složku exportů nejde projít">
          {data.error}
        </Alert>
      )}
      <FeedbackAlert feedback={feedback} onClose={clear} />
      {data.strays.length > 0 && (
        <Alert color="orange" variant="light" title="Mimo složky poboček (nezpracuje se)">
          <List size="sm">
            {data.strays.map((stray) => (
              <List.Item key={stray.path}>
                {stray.path}: {stray.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <ListTable
        data={data.folders ?? NONE}
        columns={columns}
        getRowId={(row) => row.folder}
        rowTestId="inbox-row"
        emptyText="Ve složce exportů zatím není žádná složka pobočky."
        minWidth={0}
        regionLabel="Tabulka složky exportů"
      />
    </Stack>
  )
}
