import { useMemo } from 'react'
import { formatMoney, formatMonth, formatMonthShort } from '../../../lib/format'
import { usePoolSavings } from '../api/get-pool-savings'
import { useOwnBranch } from '../own-branch'
import { ChartCard, type ChartPlaceholder } from './chart-card'
import { ValueTable } from './value-table'

const TITLE = 'Ušetřeno poolem po měsících'

function placeholderOf(
  hasBranch: boolean,
  query: ReturnType<typeof usePoolSavings>
): ChartPlaceholder {
  if (!hasBranch) return { text: 'Účet nemá přiřazenou pobočku.' }
  if (query.isError) return 'unavailable'
  if (!query.data) return { text: 'Načítám…' }
  if (query.data.total === 0) {
    return { text: 'Za posledních 12 měsíců jiné pobočky z vašeho poolu nic nepřijaly.' }
  }
  return null
}

/** What other branches received of this branch's pool items, by month of receipt. */
export function PoolSavingsCard() {
  const branch = useOwnBranch()
  const query = usePoolSavings(branch)
  const months = query.data?.months
  const rows = useMemo(
    () => (months ?? []).map((m) => ({ label: formatMonth(m.month), value: m.value })),
    [months]
  )
  const chart = useMemo(
    () => ({
      data: (months ?? []).map((m) => ({ label: formatMonthShort(m.month), value: m.value })),
      seriesLabel: 'Ušetřeno (NCSD)',
      color: 'teal.6',
      summary: `${TITLE}: ${rows.map((r) => `${r.label} ${formatMoney(r.value)}`).join(', ')}.`,
    }),
    [months, rows]
  )
  const total = query.data?.total ?? 0
  const totalRow = useMemo(() => ({ label: 'Celkem', value: total }), [total])

  return (
    <ChartCard
      title={TITLE}
      description="Hodnota vašich položek poolu, které přijaly jiné pobočky (množství × NCSD), podle měsíce příjmu."
      testId="pool-savings-chart"
      placeholder={placeholderOf(branch !== null, query)}
      chart={chart}
      table={
        <ValueTable
          label={TITLE}
          labelHeader="Měsíc"
          valueHeader="Ušetřeno (NCSD)"
          rows={rows}
          total={totalRow}
          testId="pool-savings-table"
        />
      }
    />
  )
}
