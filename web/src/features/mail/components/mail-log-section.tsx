import { Alert, Text } from '@mantine/core'
import { ListTable } from '../../../components/list-table'
import { messageOf } from '../../../lib/api-client'
import { useMailLog, type MailRecord } from '../api/get-mail-log'
import { mailLogColumns } from './mail-log-columns'

const NONE: MailRecord[] = []

/** The record of sent and failed e-mails on /admin/jobs (issue #17). */
export function MailLogSection() {
  const log = useMailLog()
  if (log.isPending) return <Text c="dimmed">Načítám e-maily…</Text>
  if (log.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(log.error, 'Záznam e-mailů se nepodařilo načíst.')}
      </Alert>
    )
  return (
    <>
      {!log.data.enabled && (
        <Text size="sm" c="dimmed" data-testid="mail-disabled">
          Odesílání e-mailů není nastavené (proměnná SMTP_URL); žádné e-maily se neposílají.
        </Text>
      )}
      <ListTable
        data={log.data.messages ?? NONE}
        columns={mailLogColumns}
        getRowId={(row) => row.id}
        rowTestId="mail-row"
        emptyText="Zatím nebyl odeslán žádný e-mail."
        minWidth={0}
        regionLabel="Tabulka e-mailů"
      />
    </>
  )
}
