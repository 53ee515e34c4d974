import { Paper, SimpleGrid, Text } from '@mantine/core'
import { formatNumber } from '../../../lib/format'

/** Fixed sample values until the transfer counts are wired in (spec §2.5). */
const counters = [
  { label: 'K přijetí', value: 14, color: 'teal' },
  { label: 'Uloženo', value: 31, color: 'blue' },
  { label: 'Odesláno', value: 19, color: 'grape' },
  { label: 'Přijato', value: 25, color: 'orange' },
]

export function StatCounters() {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {counters.map(({ label, value, color }) => (
        <Paper key={label} withBorder p="md" radius="md" data-testid="stat-counter">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={32} fw={700} c={`${color}.7`} lh={1.2}>
            {formatNumber(value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
