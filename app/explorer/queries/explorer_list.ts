import { excelExport } from '#core/list_export'
import type { MemoryList } from '#core/list_memory'
import {
  explorerLists,
  type ExplorerCollection,
  type ExplorerField,
  type ExplorerList,
  type ExplorerRecord,
  type ExplorerSort,
} from '#contracts/lists/explorer'

/* A value as a sort key and a workbook cell: objects as JSON, booleans as words of JSON. */
const cell = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value)

/* A field sorts and is written to Excel by its own value (the collection's fields only). */
const byField = <F extends ExplorerField>(fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, (r: ExplorerRecord) => cell(r[f])])) as Record<
    F,
    (r: ExplorerRecord) => string | number | null
  >

/**
 * The explorer's results (the first SEARCH_LIMIT matches) under the collection's list
 * contract (contracts/lists/explorer.ts): sorted by any field of the collection, narrowed
 * by `q` within them, paged; all of them as xlsx.
 */
export function explorerList(
  collection: ExplorerCollection
): MemoryList<ExplorerRecord, ExplorerSort> {
  const list: ExplorerList = explorerLists[collection]
  const values = byField<ExplorerSort>(list.sorts)
  return {
    contract: list,
    sorts: values,
    texts: (r) => list.sorts.map((f) => cell(r[f])),
    export: excelExport<ExplorerList, ExplorerRecord>(list, values),
  }
}
