import { Paper, SimpleGrid, Text } from '@mantine/core'
import { formatMoney, formatNumber } from '../../../lib/format'
import { useCounters } from '../api/get-counters'
import { useOwnBranch } from '../own-branch'

/** The branch's real figures: offered to it, saved by sharing, sent and received in 30 days. */
export function StatCounters() {
  const { data } = useCounters(useOwnBranch())
  const counters = [
    { label: 'K přijetí', value: data ? formatNumber(data.kPrijeti) : '—', color: 'teal' },
    { label: 'Ušetřeno', value: data ? formatMoney(data.usetreno) : '—', color: 'blue' },
    { label: 'Odesláno', value: data ? formatNumber(data.odeslano) : '—', color: 'grape' },
    { label: 'Přijato', value: data ? formatNumber(data.prijato) : '—', color: 'orange' },
  ]
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {counters.map(({ label, value, color }) => (
        <Paper key={label} withBorder p="md" radius="md" data-testid="stat-counter">
          <Text size="sm" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={28} fw={700} c={`${color}.7`} lh={1.2}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  )
}
