import { Table } from '@mantine/core'
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

/** The numbers of a dashboard chart: a row header per bar, money in Czech format. */
export function ValueTable(props: ValueTableProps) {
  const { rows, countHeader, total } = props
  const cells = (row: ValueRow, fw = 500) => (
    <>
      <Table.Th scope="row" fw={fw}>
        {row.label}
      </Table.Th>
      <Table.Td ta="right" fw={fw === 500 ? undefined : fw}>
        {formatMoney(row.value)}
      </Table.Td>
      {countHeader && <Table.Td ta="right">{formatNumber(row.count)}</Table.Td>}
    </>
  )
  return (
    <Table
      striped
      withTableBorder
      verticalSpacing={6}
      fz="sm"
      data-testid={props.testId}
      aria-label={props.label}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{props.labelHeader}</Table.Th>
          <Table.Th scope="col" ta="right">
            {props.valueHeader}
          </Table.Th>
          {countHeader && (
            <Table.Th scope="col" ta="right">
              {countHeader}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} data-testid="value-row">
            {cells(row)}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {total && (
        <Table.Tfoot>
          <Table.Tr data-testid="value-total">{cells(total, 700)}</Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  )
}
