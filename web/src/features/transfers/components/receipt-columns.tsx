import { Badge, Checkbox, NumberInput, Select, Stack, Text } from '@mantine/core'
import type { ColumnDef, Table } from '@tanstack/react-table'
import { domain } from '../../../../../config/domain'
import { overScanWarning } from '../../../../../app/transfers/rules/scan_match'
import type { PoolItem } from '../../../lib/pool-item'
import { prevodkaItemColumns } from './item-columns'
import { transferColumn as column } from './transfer-columns'
import type { ReceiptLines } from './use-receipt-lines'
import type { LineScan } from './use-receipt-scans'

/** What the cells read and change; passed as the table's meta so the columns stay constant. */
export interface ReceiptMeta {
  lines: ReceiptLines
  scans: Record<string, LineScan>
}

const metaOf = (table: Table<PoolItem>) => table.options.meta as ReceiptMeta
const REASONS = [...domain.RECEIPT_REASONS]

/** The lines of a převodka to receive; a ticked row (a selected one) was delivered. */
export const receiptColumns: ColumnDef<PoolItem, any>[] = [
  column.display({
    id: 'delivered',
    header: 'Delivered',
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Delivered: ${row.original['Název']}`}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        data-testid="delivered-checkbox"
      />
    ),
  }),
  ...prevodkaItemColumns,
  column.display({
    id: 'received',
    header: 'Received',
    cell: ({ row, table }) => {
      const { lines } = metaOf(table)
      const error = lines.errorOf(row.original)
      return (
        <NumberInput
          size="xs"
          w={110}
          value={lines.quantityOf(row.original)}
          onChange={(value) => lines.setQuantity(row.id, value)}
          disabled={!row.getIsSelected()}
          min={0}
          decimalScale={3}
          decimalSeparator=","
          allowNegative={false}
          clampBehavior="none"
          error={error?.field === 'quantity' ? error.text : undefined}
          aria-label={`Přijaté množství: ${row.original['Název']}`}
          data-testid="received-quantity"
        />
      )
    },
  }),
  column.display({
    id: 'reason',
    header: 'Reason',
    cell: ({ row, table }) => {
      const { lines } = metaOf(table)
      const delivered = row.getIsSelected()
      if (delivered && !lines.isShort(row.original)) return <Text c="dimmed">—</Text>
      const error = lines.errorOf(row.original)
      return (
        <Select
          size="xs"
          w={160}
          data={REASONS}
          value={lines.reasonOf(row.id)}
          onChange={(reason) => lines.setReason(row.id, reason)}
          placeholder={delivered ? 'Vyberte důvod' : 'Důvod (nepovinný)'}
          required={delivered}
          clearable
          error={error?.field === 'reason' ? error.text : undefined}
          aria-label={`Důvod rozdílu: ${row.original['Název']}`}
          data-testid="receipt-reason"
        />
      )
    },
  }),
  column.display({
    id: 'scan',
    header: 'Scan',
    cell: ({ row, table }) => {
      const scan = metaOf(table).scans[row.id]
      if (!scan) return <Text c="dimmed">—</Text>
      const over = overScanWarning(scan.count, row.original['Množství'])
      const warnings = over ? [...scan.warnings, over] : scan.warnings
      return (
        <Stack gap={4} align="flex-start">
          <Badge color={warnings.length > 0 ? 'orange' : 'teal'} data-testid="scan-badge">
            naskenováno {scan.count}×
          </Badge>
          {warnings.map((warning) => (
            <Text key={warning} size="xs" c="orange.8" data-testid="scan-warning">
              ⚠ {warning}
            </Text>
          ))}
        </Stack>
      )
    },
  }),
]
