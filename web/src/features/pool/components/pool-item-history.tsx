import { List, Stack, Text, Title } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'
import type { PoolItemHistoryEntry } from '../../../lib/pool-item'

/** The recorded stav changes of an item, oldest first as the server keeps them. */
export function PoolItemHistory({ history }: { history: PoolItemHistoryEntry[] }) {
  return (
    <Stack gap="xs" data-testid="pool-item-history">
      <Title order={5}>Historie změn</Title>
      <List size="sm" spacing={4}>
        {history.map((entry, index) => (
          <List.Item key={`${entry.changedAt}-${index}`}>
            <Text span fw={600} size="sm">
              {entry.stav}
            </Text>{' '}
            <Text span c="dimmed" size="sm">
              {formatDateTime(entry.changedAt)}
            </Text>
            {entry.note && <Text span size="sm">{` – ${entry.note}`}</Text>}
          </List.Item>
        ))}
      </List>
    </Stack>
  )
}
