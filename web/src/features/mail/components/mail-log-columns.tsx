import { Badge, Stack, Text } from '@mantine/core'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDateTime, formatNumber } from '../../../lib/format'
import type { MailKind, MailRecord } from '../api/get-mail-log'

const KINDS: Record<MailKind, string> = {
  watchlist: 'Watchlist (PDF)',
  digest: 'Ranní přehled',
  job_failed: 'Selhaná úloha',
  inbox_failed: 'Složka exportů',
}

const STATUS = {
  sent: { label: 'Odesláno', color: 'teal' },
  queued: { label: 'Čeká', color: 'blue' },
  failed: { label: 'Selhalo', color: 'red' },
} as const

const column = createColumnHelper<MailRecord>()

export const mailLogColumns = [
  column.accessor('createdAt', {
    header: 'Vytvořeno',
    cell: (info) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(info.getValue())}
      </Text>
    ),
  }),
  column.accessor('kind', { header: 'Druh', cell: (info) => KINDS[info.getValue()] }),
  column.accessor('to', { header: 'Komu' }),
  column.accessor('subject', {
    header: 'Předmět',
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{row.original.subject}</Text>
        {row.original.attachment && (
          <Text size="xs" c="dimmed">
            příloha {row.original.attachment}
          </Text>
        )}
      </Stack>
    ),
  }),
  column.accessor('status', {
    header: 'Stav',
    cell: ({ row }) => {
      const status = STATUS[row.original.status]
      return (
        <Stack gap={2}>
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
          {row.original.sentAt && (
            <Text size="xs" c="dimmed">
              {formatDateTime(row.original.sentAt)}
            </Text>
          )}
          {row.original.error && (
            <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
              {row.original.error}
            </Text>
          )}
        </Stack>
      )
    },
  }),
  column.accessor('attempts', { header: 'Pokusy', cell: (info) => formatNumber(info.getValue()) }),
]
