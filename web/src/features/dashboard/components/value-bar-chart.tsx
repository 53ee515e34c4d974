import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { formatMoney, formatMoneyWhole } from '../../../lib/format'

/** One bar: its axis label, value in CZK and optionally its own colour. */
export interface ValueBar {
  label: string
  value: number
  color?: string
}

interface ValueBarChartProps {
  data: ValueBar[]
  /** The series name in the tooltip. */
  seriesLabel: string
  color: string
  /** What the chart shows, in words and numbers, for screen readers. */
  summary: string
}

/*
| Money bars of the dashboard. The chart is one image to assistive technology (its summary
| says every number; the table view has them too), so recharts' keyboard layer is off.
*/
export default function ValueBarChart({ data, seriesLabel, color, summary }: ValueBarChartProps) {
  return (
    <div role="img" aria-label={summary} data-testid="value-bar-chart">
      <BarChart
        h={240}
        data={data}
        dataKey="label"
        series={[{ name: 'value', label: seriesLabel, color }]}
        valueFormatter={formatMoney}
        yAxisProps={{ tickFormatter: formatMoneyWhole, width: 90 }}
        tickLine="y"
        gridAxis="x"
        barChartProps={{ accessibilityLayer: false }}
        maxBarWidth={48}
      />
    </div>
  )
}
