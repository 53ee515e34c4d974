import { Badge, Stack, Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { InboxSet } from '../api/get-inbox'

function outcome(set: InboxSet) {
  if (set.status === 'done') return { label: 'Zpracováno', color: 'teal' }
  if (set.status === 'failed') return { label: 'Zpracování selhalo', color: 'red' }
  if (set.status === 'refused') return { label: 'Odmítnuto', color: 'red' }
  if (set.batchStatus === 'done') return { label: 'Zpracováno', color: 'teal' }
  if (set.batchStatus === 'failed') return { label: 'Zpracování selhalo', color: 'red' }
  return { label: 'Zpracovává se', color: 'blue' }
}

/** The last set of a branch folder: when, which files, and how it ended. */
export function SetResult({ set }: { set: InboxSet | null }) {
  if (!set)
    return (
      <Text size="sm" c="dimmed">
        Zatím žádná
      </Text>
    )
  const { label, color } = outcome(set)
  return (
    <Stack gap={2} data-testid="inbox-last-set">
      <Badge color={color} variant="light" tt="none">
        {label}
      </Badge>
      <Text size="xs">{formatDateTime(set.createdAt)}</Text>
      <Text size="xs" c="dimmed">
        {set.files.map((f) => (f.kind ? `${f.kind}: ${f.name}` : f.name)).join(', ')}
      </Text>
      {set.reason && (
        <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
          {set.reason}
        </Text>
      )}
    </Stack>
  )
}
