import { useMemo } from 'react'
import { Text } from '@mantine/core'
import { getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import type { ExplorerRecord } from '../api/search-collection'
import { explorerColumns } from './explorer-columns'

interface ExplorerResultsProps {
  /** The latest answer; kept by the mutation, so it is referentially stable. */
  records: ExplorerRecord[]
}

const explorerRow = () => ({ 'data-testid': 'explorer-row' })
const cellStyle = { wordBreak: 'break-word' } as const

export function ExplorerResults({ records }: ExplorerResultsProps) {
  const columns = useMemo(() => explorerColumns(records), [records])
  const table = useReactTable({ data: records, columns, getCoreRowModel: getCoreRowModel() })

  if (records.length === 0) return <Text c="dimmed">Žádné výsledky.</Text>
  return (
    <DataTable
      table={table}
      minWidth={Math.max(640, columns.length * 120)}
      verticalSpacing="xs"
      fz="sm"
      rowProps={explorerRow}
      cellStyle={cellStyle}
    />
  )
}
