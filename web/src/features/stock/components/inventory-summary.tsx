import { Group, Paper, Text } from '@mantine/core'
import { formatNumber } from '../../../lib/format'
import type { InventorySummary as Summary } from '../api/get-inventory'

const chips: { key: keyof Summary; label: string; warn?: boolean }[] = [
  { key: 'total', label: 'Celkem kusů' },
  { key: 'items', label: 'Položek' },
  { key: 'underMinimum', label: 'Pod minimem', warn: true },
  { key: 'deficit', label: 'Chybí kusů', warn: true },
]

/** The chips above the branch stock, for every row the search and filter leave (server). */
export function InventorySummary({ summary }: { summary: Summary }) {
  return (
    <Group gap="sm">
      {chips.map(({ key, label, warn }) => (
        <Paper key={key} withBorder radius="md" px="md" py={6} data-testid={`summary-${key}`}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={700} c={warn && summary[key] > 0 ? 'red.9' : undefined} data-testid="value">
            {formatNumber(summary[key])}
          </Text>
        </Paper>
      ))}
    </Group>
  )
}
