import { useMemo, useState } from 'react'
import { Alert, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import type { ColumnDef, SortingState } from '@tanstack/react-table'
import { dayIn } from '../../../../../app/core/calendar'
import type { StockItem, StockList } from '../stock-item'
import { listRows } from '../stock-rules'
import { LastExport } from './last-export'
import { SortableTable } from './sortable-table'

const NO_ITEMS: StockItem[] = []

interface StockListViewProps {
  list: StockList | undefined
  loading: boolean
  error: string | null
  /** Module-level constants, so the table gets stable columns. */
  columns: ColumnDef<StockItem, any>[]
  initialSorting: SortingState
  emptyText: string
}

/** Ležáky or ohrožené: search on VZP code or name, the last export, a sortable table. */
export function StockListView(props: StockListViewProps) {
  const { list, loading, error, columns, initialSorting, emptyText } = props
  const [search, setSearch] = useState('')
  const items = list?.items ?? NO_ITEMS
  const today = dayIn(new Date())
  const rows = useMemo(() => listRows(items, today, search), [items, today, search])

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Hledat v seznamu"
            placeholder="Kód VZP nebo název"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          {list && <LastExport lastBatch={list.lastBatch} />}
        </Group>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : loading ? (
          <Text c="dimmed">Načítám…</Text>
        ) : (
          <SortableTable
            data={rows}
            columns={columns}
            initialSorting={initialSorting}
            emptyText={emptyText}
            getRowId={(item) => item.id ?? item._id}
            rowTestId="stock-row"
          />
        )}
      </Stack>
    </Paper>
  )
}
