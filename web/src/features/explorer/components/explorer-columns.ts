import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import type { ExplorerRecord } from '../api/search-collection'

const column = createColumnHelper<ExplorerRecord>()

/** Objects (history, nested data) as JSON; a missing value as a dash. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * Records of one collection share their keys, so the first one's keys name the columns;
 * the server sorts by any of them. On a narrow screen the name heads each card.
 */
export function explorerColumns(keys: string[]): ColumnDef<ExplorerRecord, any>[] {
  return keys.map((key) =>
    column.accessor((record) => record[key], {
      id: key,
      header: key,
      cell: (info) => displayValue(info.getValue()),
      meta: { sortField: key, card: key === 'nazev' ? 'title' : undefined },
    })
  )
}
