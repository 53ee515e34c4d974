import { UnstyledButton } from '@mantine/core'
import { flexRender, type Header } from '@tanstack/react-table'
import type { Dir } from './list-state'

interface SortHeaderProps<T> {
  header: Header<T, unknown>
  sort: string | null
  dir: Dir
  onSort: (field: string, dir: Dir) => void
  /** Toggles from the list's latest state rather than this render's (see useListState). */
  onToggle?: (field: string) => void
}

/** A header that sorts on the server: a click sorts ascending, the next one descending. */
export function SortHeader<T>({ header, sort, dir, onSort, onToggle }: SortHeaderProps<T>) {
  const content = flexRender(header.column.columnDef.header, header.getContext())
  const field = header.column.columnDef.meta?.sortField
  if (!field) return <>{content}</>
  const active = sort === field
  return (
    <UnstyledButton
      onClick={() =>
        onToggle ? onToggle(field) : onSort(field, active && dir === 'asc' ? 'desc' : 'asc')
      }
      fw={700}
      fz="sm"
      w="100%"
      ta="left"
      data-testid={`sort-${field}`}
    >
      {content}
      <span aria-hidden="true" style={{ opacity: active ? 1 : 0.35, whiteSpace: 'nowrap' }}>
        {active ? (dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}
      </span>
    </UnstyledButton>
  )
}

export const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const
