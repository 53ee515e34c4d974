import '../../../components/server-list/column-meta'
import { useMemo } from 'react'
import { Badge, Box, Button, Checkbox, Text } from '@mantine/core'
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { DataTable } from '../../../components/data-table'
import { useRowProps } from '../../../components/data-table-rows'
import { ListCards } from '../../../components/server-list/list-cards'
import { useCardLayout } from '../../../components/server-list/use-card-layout'
import { watchlistItemsList, type Surcharges } from '../../../../../contracts/lists/watchlists'
import { medicineName, type ResolvedItem } from '../watchlist'
import { amount } from './amount'

interface WatchlistItemsTableProps {
  items: ResolvedItem[]
  /** SÚKL code of the item whose change is running. */
  busy: string | null
  onToggle: (item: ResolvedItem, bezDoplatku: boolean) => void
  onRemove: (item: ResolvedItem) => void
}

const column = createColumnHelper<ResolvedItem>()
const { headers } = watchlistItemsList
const MIN_WIDTH = 900
const money = (key: keyof Surcharges) =>
  column.accessor(key, {
    header: headers[key],
    cell: (info) => amount(info.getValue()),
    meta: { align: 'right' },
  })

/** The items with the newest list's surcharges; the branch marks those it sells without one. */
export function WatchlistItemsTable({ items, busy, onToggle, onRemove }: WatchlistItemsTableProps) {
  const { cards, listRef, tableRef } = useCardLayout(true, MIN_WIDTH)
  const rowProps = useRowProps<ResolvedItem>('item-row')
  const columns = useMemo(
    () => [
      column.accessor('sukl', { header: headers.sukl }),
      column.accessor('nazev', {
        header: headers.nazev,
        meta: { card: 'title' },
        cell: ({ row }) => (
          <>
            {medicineName(row.original)}{' '}
            {!row.original.inList && (
              <Badge color="orange" variant="light" size="sm" data-testid="not-in-list">
                Není v nejnovějším seznamu úhrad
              </Badge>
            )}
          </>
        ),
      }),
      money('doplatekPacientaZK'),
      money('doplatekPacientaLimitZK'),
      money('doplatekZvysenaZK'),
      money('doplatekZvysenaLimitZK'),
      column.display({
        id: 'bezDoplatku',
        header: headers.bezDoplatku,
        cell: ({ row }) => (
          <Checkbox
            aria-label={`${headers.bezDoplatku}: ${medicineName(row.original)}`}
            checked={row.original.bezDoplatku}
            disabled={busy === row.original.sukl}
            onChange={(event) => onToggle(row.original, event.currentTarget.checked)}
            data-testid="bez-doplatku"
          />
        ),
      }),
      column.display({
        id: 'akce',
        header: headers.akce,
        meta: { card: 'actions' },
        cell: ({ row }) => (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={busy === row.original.sukl}
            onClick={() => onRemove(row.original)}
            data-testid="remove-button"
          >
            Odebrat
          </Button>
        ),
      }),
    ],
    [busy, onToggle, onRemove]
  )
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (item) => item.sukl,
  })
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="items-empty">
        Watchlist zatím neobsahuje žádné přípravky. Vyhledejte je níže.
      </Text>
    )
  }
  return (
    <Box ref={listRef}>
      {cards ? (
        <ListCards
          rows={table.getRowModel().rows}
          columns={table.getVisibleLeafColumns()}
          rowProps={rowProps}
          emptyText=""
        />
      ) : (
        <DataTable
          table={table}
          tableRef={tableRef}
          testId="items-table"
          rowProps={rowProps}
          minWidth={MIN_WIDTH}
          plain
        />
      )}
    </Box>
  )
}
