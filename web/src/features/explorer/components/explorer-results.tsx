import { useMemo } from 'react'
import { Table, Text } from '@mantine/core'
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import type { ExplorerRecord } from '../api/search-collection'
import { explorerColumns } from './explorer-columns'

interface ExplorerResultsProps {
  /** The latest answer; kept by the mutation, so it is referentially stable. */
  records: ExplorerRecord[]
}

export function ExplorerResults({ records }: ExplorerResultsProps) {
  const columns = useMemo(() => explorerColumns(records), [records])
  const table = useReactTable({ data: records, columns, getCoreRowModel: getCoreRowModel() })

  if (records.length === 0) return <Text c="dimmed">Žádné výsledky.</Text>
  return (
    <Table.ScrollContainer minWidth={Math.max(640, columns.length * 120)}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id}>
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
        </Table.Thead>
        <Table.Tbody>
          {table.getRowModel().rows.map((row) => (
            <Table.Tr key={row.id} data-testid="explorer-row">
              {row.getVisibleCells().map((cell) => (
                <Table.Td key={cell.id} style={{ wordBreak: 'break-word' }}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
