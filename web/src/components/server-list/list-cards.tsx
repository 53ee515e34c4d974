import { Fragment, memo, type ReactNode } from 'react'
import { Group, Paper, Stack, Text } from '@mantine/core'
import { flexRender, type Cell, type Column, type Row } from '@tanstack/react-table'
import type { DataTableRowProps } from '../data-table'

interface ListCardsProps<T> {
  rows: Row<T>[]
  rowProps: (row: Row<T>) => DataTableRowProps
  emptyText: ReactNode
  /** What else the cards show, so they are drawn again when it changes (they are memoised). */
  columns?: Column<T, unknown>[]
  rowSelection?: unknown
}

const labelOf = <T,>(cell: Cell<T, unknown>) => {
  const def = cell.column.columnDef
  return def.meta?.label ?? (typeof def.header === 'string' ? def.header : cell.column.id)
}

/**
 * The rows of a list as cards for a narrow screen (below ~900 px, a phone at 390 px): the
 * name on top, every other column as a labelled line that wraps, the actions at the bottom,
 * so nothing needs horizontal scrolling. Drawn again only when the rows, their columns or
 * the selection change, not on each render of the list around them (issue #28).
 */
export const ListCards = memo(function ListCards<T>({
  rows,
  rowProps,
  emptyText,
}: ListCardsProps<T>) {
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="sm" data-testid="empty-text">
        {emptyText}
      </Text>
    )
  return (
    <Stack gap="xs" data-testid="list-cards">
      {rows.map((row) => {
        const cells = row.getVisibleCells()
        const part = (role: string) => cells.filter((c) => c.column.columnDef.meta?.card === role)
        const lines = cells.filter((c) => !c.column.columnDef.meta?.card)
        const { bg, ...attributes } = rowProps(row)
        return (
          <Paper
            key={row.id}
            withBorder
            p="sm"
            radius="md"
            bg={bg as string | undefined}
            {...(attributes as Record<string, unknown>)}
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {part('select').map((c) => (
                <Fragment key={c.id}>
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </Fragment>
              ))}
              <Text fw={600} component="div" style={{ overflowWrap: 'anywhere' }}>
                {part('title').map((c) => (
                  <span key={c.id} data-column={c.column.id}>
                    {flexRender(c.column.columnDef.cell, c.getContext())}
                  </span>
                ))}
              </Text>
            </Group>
            <Group gap="xs" mt={4} style={{ rowGap: 2 }}>
              {lines.map((c) => (
                <Text
                  key={c.id}
                  size="sm"
                  component="div"
                  style={{ overflowWrap: 'anywhere' }}
                  data-column={c.column.id}
                >
                  <Text span c="dimmed" size="sm">
                    {labelOf(c)}:
                  </Text>{' '}
                  {flexRender(c.column.columnDef.cell, c.getContext())}
                </Text>
              ))}
            </Group>
            {part('actions').map((c) => (
              <Group key={c.id} mt="xs" gap="xs" data-column={c.column.id}>
                {flexRender(c.column.columnDef.cell, c.getContext())}
              </Group>
            ))}
          </Paper>
        )
      })}
    </Stack>
  )
}) as <T>(props: ListCardsProps<T>) => ReactNode
