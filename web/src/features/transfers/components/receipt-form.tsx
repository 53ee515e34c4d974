import { useMemo, useState } from 'react'
import { Button, Group, Stack } from '@mantine/core'
import {
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import type { ReceivedLine } from '../api/receive-transfer'
import { receiptColumns } from './receipt-columns'

interface ReceiptFormProps {
  items: PoolItem[]
  busy: boolean
  onConfirm: (lines: ReceivedLine[]) => void
  onClose: () => void
}

/** Every line starts as delivered; the state keeps the lines the user unticked. */
export function ReceiptForm({ items, busy, onConfirm, onClose }: ReceiptFormProps) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set())
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(items.map((item) => [itemIdOf(item), !missing.has(itemIdOf(item))])),
    [items, missing]
  )
  const change: OnChangeFn<RowSelectionState> = (updater) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater
    setMissing(new Set(items.map(itemIdOf).filter((id) => !next[id])))
  }
  const table = useReactTable({
    data: items,
    columns: receiptColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: itemIdOf,
    state: { rowSelection },
    onRowSelectionChange: change,
  })
  const confirm = () =>
    onConfirm(
      items.map((item) => ({
        _id: String(item._id ?? item.id),
        status: missing.has(itemIdOf(item)) ? 'nedodáno' : 'přijato',
      }))
    )

  return (
    <Stack gap="md">
      <DataTable
        table={table}
        minWidth={600}
        verticalSpacing="xs"
        rowProps={(row) => ({ 'data-testid': 'receipt-row', 'data-row-id': row.id })}
      />
      <Group justify="flex-end" gap="sm">
        <Button onClick={confirm} disabled={busy} data-testid="confirm-receipt">
          Confirm receipt
        </Button>
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}
