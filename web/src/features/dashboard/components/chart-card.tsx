import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Alert, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core'
import type { ValueBar } from './value-bar-chart'

/* recharts is large and only the dashboard draws charts: it loads with the first chart. */
const ValueBarChart = lazy(() => import('./value-bar-chart'))

type View = 'chart' | 'table'

interface ChartCardProps {
  title: string
  description: string
  testId: string
  /** What stands instead of the chart: a loading, error or empty text; null when there is data. */
  placeholder: { text: string; error?: boolean } | null
  chart: { data: ValueBar[]; seriesLabel: string; color: string; summary: string }
  /** The same numbers as the chart, as a table with headers. */
  table: ReactNode
  footnote?: ReactNode
}

/** A dashboard chart with a switch to its table view (the accessible form of the numbers). */
export function ChartCard({
  title,
  description,
  testId,
  placeholder,
  chart,
  table,
  footnote,
}: ChartCardProps) {
  const [view, setView] = useState<View>('chart')
  return (
    <Paper withBorder p="lg" radius="md" h="100%" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Title order={5}>{title}</Title>
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          </div>
          {!placeholder && (
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as View)}
              aria-label={`Zobrazení: ${title}`}
              data={[
                { value: 'chart', label: 'Graf' },
                { value: 'table', label: 'Tabulka' },
              ]}
            />
          )}
        </Group>
        {placeholder ? (
          placeholder.error ? (
            <Alert color="red" variant="light" role="alert">
              {placeholder.text}
            </Alert>
          ) : (
            <Text c="dimmed" py="xl" ta="center" data-testid="chart-empty">
              {placeholder.text}
            </Text>
          )
        ) : view === 'chart' ? (
          <Suspense fallback={<Text c="dimmed">Načítám graf…</Text>}>
            <ValueBarChart {...chart} />
          </Suspense>
        ) : (
          table
        )}
        {!placeholder && footnote}
      </Stack>
    </Paper>
  )
}
