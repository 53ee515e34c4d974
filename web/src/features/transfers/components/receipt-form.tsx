import { useMemo, useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import {
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import type { ReceivedLine } from '../api/receive-transfer'
import { receiptColumns, type ReceiptMeta } from './receipt-columns'
import { ScanInput } from './scan-input'
import { useReceiptLines } from './use-receipt-lines'
import { useReceiptScans } from './use-receipt-scans'

interface ReceiptFormProps {
  items: PoolItem[]
  busy: boolean
  onConfirm: (lines: ReceivedLine[]) => void
  onClose: () => void
}

/**
 * Every line starts as delivered in full; the user unticks a line not delivered, lowers the
 * quantity of a short one (then a reason is required) and may check lines with a scanner.
 */
export function ReceiptForm({ items, busy, onConfirm, onClose }: ReceiptFormProps) {
  const lines = useReceiptLines(items)
  const { scans, message, scan } = useReceiptScans(items, lines.deliver)
  /* From the first Confirm click the alert names the first invalid line, and goes once none is. */
  const [submitted, setSubmitted] = useState(false)
  const { missing, setMissing } = lines
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(items.map((item) => [itemIdOf(item), !missing.has(itemIdOf(item))])),
    [items, missing]
  )
  const change: OnChangeFn<RowSelectionState> = (updater) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater
    setMissing(new Set(items.map(itemIdOf).filter((id) => !next[id])))
  }
  const meta: ReceiptMeta = { lines, scans }
  const table = useReactTable({
    data: items,
    columns: receiptColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: itemIdOf,
    state: { rowSelection },
    onRowSelectionChange: change,
    meta,
  })
  const invalid = submitted ? (lines.firstError()?.message ?? null) : null
  const confirm = () => {
    setSubmitted(true)
    if (!lines.firstError()) onConfirm(lines.receivedItems())
  }
  const scanned = Object.keys(scans).length
  const warned = Object.values(scans).filter((s) => s.warnings.length > 0).length

  return (
    <Stack gap="md">
      <ScanInput onScan={scan} message={message} />
      <DataTable
        table={table}
        minWidth={1050}
        rowProps={(row) => ({
          'data-testid': 'receipt-row',
          'data-row-id': row.id,
          'data-scanned': scans[row.id] ? 'true' : undefined,
          'bg': scans[row.id]?.warnings.length ? 'var(--mantine-color-orange-light)' : undefined,
        })}
      />
      {scanned > 0 && (
        <Text size="sm" c="dimmed" data-testid="scan-summary">
          Naskenováno {scanned} z {items.length} řádků
          {warned > 0 ? `, ${warned} s upozorněním – zkontrolujte je` : ''}.
        </Text>
      )}
      {invalid && (
        <Alert color="red" variant="light" role="alert" data-testid="receipt-invalid">
          {invalid}
        </Alert>
      )}
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
