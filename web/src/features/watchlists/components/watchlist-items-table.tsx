import { Badge, Button, Checkbox, Table, Text } from '@mantine/core'
import type { ResolvedItem } from '../watchlist'
import { amount } from './amount'

interface WatchlistItemsTableProps {
  items: ResolvedItem[]
  /** SÚKL code of the item whose change is running. */
  busy: string | null
  onToggle: (item: ResolvedItem, bezDoplatku: boolean) => void
  onRemove: (item: ResolvedItem) => void
}

/** The items with the newest list's surcharges; the branch marks those it sells without one. */
export function WatchlistItemsTable({ items, busy, onToggle, onRemove }: WatchlistItemsTableProps) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" data-testid="items-empty">
        Watchlist zatím neobsahuje žádné přípravky. Vyhledejte je níže.
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" data-testid="items-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>SÚKL</Table.Th>
            <Table.Th>Název</Table.Th>
            <Table.Th ta="right">Doplatek (Kč)</Table.Th>
            <Table.Th ta="right">Do limitu (Kč)</Table.Th>
            <Table.Th ta="right">Zvýšená úhrada (Kč)</Table.Th>
            <Table.Th ta="right">Zvýšená do limitu (Kč)</Table.Th>
            <Table.Th>Bez doplatku</Table.Th>
            <Table.Th>Akce</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sukl} data-testid="item-row" data-row-id={item.sukl}>
              <Table.Td>{item.sukl}</Table.Td>
              <Table.Td>
                {item.nazev}{' '}
                {!item.inList && (
                  <Badge color="orange" variant="light" size="sm" data-testid="not-in-list">
                    Není v nejnovějším seznamu úhrad
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{amount(item.doplatekPacientaZK)}</Table.Td>
              <Table.Td ta="right">{amount(item.doplatekPacientaLimitZK)}</Table.Td>
              <Table.Td ta="right">{amount(item.doplatekZvysenaZK)}</Table.Td>
              <Table.Td ta="right">{amount(item.doplatekZvysenaLimitZK)}</Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`Bez doplatku: ${item.nazev}`}
                  checked={item.bezDoplatku}
                  disabled={busy === item.sukl}
                  onChange={(event) => onToggle(item, event.currentTarget.checked)}
                  data-testid="bez-doplatku"
                />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  loading={busy === item.sukl}
                  onClick={() => onRemove(item)}
                  data-testid="remove-button"
                >
                  Odebrat
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
