import { ActionIcon, Group, Select } from '@mantine/core'
import type { ColumnDef } from '@tanstack/react-table'
import type { Dir } from './list-state'

interface ListSortMenuProps<T> {
  columns: ColumnDef<T, any>[]
  sort: string | null
  dir: Dir
  onSort: (field: string, dir: Dir) => void
}

/** On a narrow screen, where cards have no headers to click: the sort field and direction. */
export function ListSortMenu<T>({ columns, sort, dir, onSort }: ListSortMenuProps<T>) {
  const options = columns
    .filter((c) => c.meta?.sortField)
    .map((c) => ({
      value: c.meta!.sortField!,
      label: c.meta?.label ?? (typeof c.header === 'string' ? c.header : c.meta!.sortField!),
    }))
  if (options.length === 0) return null
  return (
    <Group gap="xs" align="flex-end">
      <Select
        label="Řadit podle"
        placeholder="Výchozí pořadí"
        data={options}
        value={sort}
        onChange={(value) => value && onSort(value, 'asc')}
        size="xs"
        w={200}
        data-testid="list-sort-field"
      />
      <ActionIcon
        variant="default"
        size="lg"
        disabled={!sort}
        onClick={() => sort && onSort(sort, dir === 'asc' ? 'desc' : 'asc')}
        aria-label={dir === 'asc' ? 'Řadit sestupně' : 'Řadit vzestupně'}
        data-testid="list-sort-dir"
      >
        {dir === 'asc' ? '▲' : '▼'}
      </ActionIcon>
    </Group>
  )
}
