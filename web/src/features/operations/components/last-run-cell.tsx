import { Badge, Group, Stack, Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { LastRun } from '../api/get-jobs'
import { resultText } from '../jobs-labels'

const STATUS = {
  completed: { label: 'OK', color: 'teal' },
  failed: { label: 'Chyba', color: 'red' },
  running: { label: 'Běží', color: 'blue' },
} as const

/** When the job last ran and what it returned, or its error. */
export function LastRunCell({ run }: { run: LastRun | null }) {
  if (!run)
    return (
      <Text size="sm" c="dimmed">
        Zatím neběžela
      </Text>
    )
  const status = STATUS[run.status]
  return (
    <Stack gap={2} data-testid="last-run">
      <Group gap={6} wrap="wrap">
        <Badge color={status.color} variant="light" tt="none">
          {status.label}
        </Badge>
        <Text size="sm">{formatDateTime(run.at)}</Text>
        {run.host && (
          <Text size="xs" c="dimmed" title="Stroj, jehož worker úlohu provedl">
            {run.host}
          </Text>
        )}
      </Group>
      {run.status === 'failed' ? (
        <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {run.error}
        </Text>
      ) : (
        run.status === 'completed' && (
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {resultText(run.result)}
          </Text>
        )
      )}
    </Stack>
  )
}
