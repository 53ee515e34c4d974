import '../../../components/server-list/column-meta'
import { useMemo } from 'react'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { useRowProps } from '../../../components/data-table-rows'
import { formatMoney, formatNumber } from '../../../lib/format'

export interface ValueRow {
  label: string
  value: number
  /** An optional count (e.g. lots) shown in a third column. */
  count?: number
}

interface ValueTableProps {
  /** The accessible name of the table: the title of its chart. */
  label: string
  labelHeader: string
  valueHeader: string
  countHeader?: string
  rows: ValueRow[]
  total?: ValueRow
  testId: string
}

const column = createColumnHelper<ValueRow>()
const TOTAL_ROW = { 'data-testid': 'value-total' }

/** The numbers of a dashboard chart: a row header per bar, money in Czech format. */
export function ValueTable(props: ValueTableProps) {
  const { labelHeader, valueHeader, countHeader, total } = props
  const columns = useMemo(() => {
    /* The total is the footer row; without one, no column has a footer and there is none. */
    const footer = (text: (row: ValueRow) => string) => (total ? () => text(total) : undefined)
    return [
      column.accessor('label', { header: labelHeader, footer: footer((row) => row.label) }),
      column.accessor('value', {
        header: valueHeader,
        cell: (info) => formatMoney(info.getValue()),
        footer: footer((row) => formatMoney(row.value)),
        meta: { align: 'right' },
      }),
      ...(countHeader
        ? [
            column.accessor('count', {
              header: countHeader,
              cell: (info) => formatNumber(info.getValue()),
              footer: footer((row) => formatNumber(row.count)),
              meta: { align: 'right' },
            }),
          ]
        : []),
    ]
  }, [labelHeader, valueHeader, countHeader, total])
  const table = useReactTable({
    data: props.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.label,
  })
  const rowProps = useRowProps<ValueRow>('value-row')
  return (
    <DataTable
      table={table}
      testId={props.testId}
      label={props.label}
      rowHeader="label"
      rowProps={rowProps}
      footerProps={TOTAL_ROW}
    />
  )
}
