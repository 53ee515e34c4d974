import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Center, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core'
import { ErrorBoundary } from '../../../components/error-boundary'
import type { ValueBar } from './value-bar-chart'
import { SectionTitle } from '../../../components/section-title'

/* recharts is large and only the dashboard draws charts: it loads with the first chart. */
const ValueBarChart = lazy(() => import('./value-bar-chart'))

type View = 'chart' | 'table'

/** A loading or empty text; `unavailable` when the data did not load; null when there is data. */
export type ChartPlaceholder = { text: string } | 'unavailable' | null

interface ChartCardProps {
  title: string
  description: string
  testId: string
  placeholder: ChartPlaceholder
  chart: { data: ValueBar[]; seriesLabel: string; color: string; summary: string }
  /** The same numbers as the chart, as a table with headers. */
  table: ReactNode
  footnote?: ReactNode
}

/* The words of the spec's chart placeholder, kept for a chart that cannot be shown. */
function ChartUnavailable() {
  return (
    <Center h={180} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text c="dimmed" data-testid="chart-unavailable">
        Graf je dočasně nedostupný.
      </Text>
    </Center>
  )
}

/**
 * A dashboard chart with a switch to its table view (the accessible form of the numbers).
 * If the chart's code fails to load, the table view still works.
 */
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
            <SectionTitle size="h5">{title}</SectionTitle>
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
        {placeholder === 'unavailable' ? (
          <ChartUnavailable />
        ) : placeholder ? (
          <Text c="dimmed" py="xl" ta="center" data-testid="chart-empty">
            {placeholder.text}
          </Text>
        ) : view === 'chart' ? (
          <ErrorBoundary fallback={<ChartUnavailable />}>
            <Suspense fallback={<Text c="dimmed">Načítám graf…</Text>}>
              <ValueBarChart {...chart} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          table
        )}
        {!placeholder && footnote}
      </Stack>
    </Paper>
  )
}
