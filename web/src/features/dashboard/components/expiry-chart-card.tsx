import { useMemo } from 'react'
import { Text } from '@mantine/core'
import { formatMoney } from '../../../lib/format'
import { useExpiryOverview, type ExpiryBucket } from '../api/get-expiry-overview'
import { useOwnBranch } from '../own-branch'
import { ChartCard, type ChartPlaceholder } from './chart-card'
import { ValueTable } from './value-table'

const TITLE = 'Hodnota zboží podle exspirace'

const labelOf = (bucket: ExpiryBucket) =>
  bucket.days === null ? 'Prošlé' : `do ${bucket.days} dní`

/* Expired goods are lost value: red; the nearer the expiry, the warmer the bar. */
const COLORS = ['red.8', 'orange.7', 'yellow.7', 'teal.6', 'blue.6']

function placeholderOf(
  hasBranch: boolean,
  query: ReturnType<typeof useExpiryOverview>,
  rows: { value: number; count?: number }[]
): ChartPlaceholder {
  if (!hasBranch) return { text: 'Účet nemá přiřazenou pobočku.' }
  if (query.isError) return 'unavailable'
  if (!query.data) return { text: 'Načítám…' }
  if (!query.data.lastBatch) return { text: 'Pobočka zatím nenahrála export.' }
  /* Lots without NCSD that do expire are no reason to say nothing does: the note names them. */
  if (rows.every((r) => r.value === 0 && !r.count) && query.data.unpricedLots === 0) {
    return { text: 'Do 180 dní nevyprší žádné zboží a nic není prošlé.' }
  }
  return null
}

/** `1 šarže … není`, `2 šarže … nejsou`, `5 šarží … není`. */
function unpricedText(count: number) {
  if (count === 1) return '1 šarže bez NCSD není v součtu.'
  if (count >= 2 && count <= 4) return `${count} šarže bez NCSD nejsou v součtu.`
  return `${count} šarží bez NCSD není v součtu.`
}

/** The branch's stock value (quantity × NCSD) expiring within 30 / 60 / 90 / 180 days. */
export function ExpiryChartCard() {
  const branch = useOwnBranch()
  const query = useExpiryOverview(branch)
  const buckets = query.data?.buckets
  const rows = useMemo(
    () => (buckets ?? []).map((b) => ({ label: labelOf(b), value: b.value, count: b.lots })),
    [buckets]
  )
  const chart = useMemo(
    () => ({
      data: rows.map((row, i) => ({ label: row.label, value: row.value, color: COLORS[i] })),
      seriesLabel: 'Hodnota (NCSD)',
      color: 'orange.7',
      summary: `${TITLE}: ${rows.map((r) => `${r.label} ${formatMoney(r.value)}`).join(', ')}.`,
    }),
    [rows]
  )

  const placeholder = placeholderOf(branch !== null, query, rows)
  const unpriced = query.data?.unpricedLots ?? 0

  return (
    <ChartCard
      title={TITLE}
      description="Množství × NCSD šarží z posledního exportu. Pásma se sčítají: „do 60 dní“ zahrnuje i „do 30 dní“."
      testId="expiry-chart"
      placeholder={placeholder}
      chart={chart}
      table={
        <ValueTable
          label={TITLE}
          labelHeader="Exspirace"
          valueHeader="Hodnota (NCSD)"
          countHeader="Šarží"
          rows={rows}
          testId="expiry-table"
        />
      }
      footnote={
        unpriced > 0 ? (
          <Text size="xs" c="dimmed" data-testid="unpriced-lots">
            {unpricedText(unpriced)}
          </Text>
        ) : null
      }
    />
  )
}
