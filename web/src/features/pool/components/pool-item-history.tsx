import { Anchor, Group, List, Stack, Text } from '@mantine/core'
import { Link } from 'react-router-dom'
import { formatDateTime } from '../../../lib/format'
import { auditPathFor } from '../../../lib/paths'
import type { PoolItemHistoryEntry } from '../../../lib/pool-item'
import { SectionTitle } from '../../../components/section-title'

interface PoolItemHistoryProps {
  history: PoolItemHistoryEntry[]
  /** The item, for the link to its rows of the audit trail (who changed what, before/after). */
  itemId: string
}

/** The recorded stav changes of an item, oldest first as the server keeps them. */
export function PoolItemHistory({ history, itemId }: PoolItemHistoryProps) {
  return (
    <Stack gap="xs" data-testid="pool-item-history">
      <Group justify="space-between">
        <SectionTitle sub>Historie změn</SectionTitle>
        <Anchor component={Link} to={auditPathFor('pool_item', itemId)} size="sm">
          Auditní záznam položky
        </Anchor>
      </Group>
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
