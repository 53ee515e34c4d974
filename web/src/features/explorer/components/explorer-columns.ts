import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import type { ExplorerRecord } from '../api/search-collection'

const column = createColumnHelper<ExplorerRecord>()

/** Objects (history, nested data) as JSON; a missing value as a dash. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Records of one collection share their keys, so the first one names the columns. */
export function explorerColumns(records: ExplorerRecord[]): ColumnDef<ExplorerRecord, any>[] {
  const first = records[0]
  if (!first) return []
  return Object.keys(first).map((key) =>
    column.accessor((record) => record[key], {
      id: key,
      header: key,
      cell: (info) => displayValue(info.getValue()),
    })
  )
}
