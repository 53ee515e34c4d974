import './column-meta'
import {
  createColumnHelper,
  type AccessorFn,
  type AccessorFnColumnDef,
  type AccessorKeyColumnDef,
  type DeepKeys,
  type DeepValue,
  type DisplayColumnDef,
  type IdentifiedColumnDef,
  type RowData,
} from '@tanstack/react-table'
import type { ListContract, SortOf } from '../../../../contracts/lists/list'

/** A column's definition whose `meta.sortField` must be one of the list's sort keys. */
type Sorted<D extends { meta?: object }, Sort extends string> = Omit<D, 'meta'> & {
  meta?: Omit<NonNullable<D['meta']>, 'sortField'> & { sortField?: Sort }
}

/**
 * The column helper of a list declared in contracts/lists (issue #37): TanStack's own,
 * with `sortField` typed from the list's sort keys, so a column sorting by a key the
 * server does not know fails to compile.
 */
export interface ListColumnHelper<Row extends RowData, Sort extends string> {
  accessor: <
    TAccessor extends AccessorFn<Row> | DeepKeys<Row>,
    TValue extends (TAccessor extends AccessorFn<Row, infer TReturn>
      ? TReturn
      : TAccessor extends DeepKeys<Row>
        ? DeepValue<Row, TAccessor>
        : never),
  >(
    accessor: TAccessor,
    column: Sorted<
      TAccessor extends AccessorFn<Row>
        ? DisplayColumnDef<Row, TValue>
        : IdentifiedColumnDef<Row, TValue>,
      Sort
    >
  ) => TAccessor extends AccessorFn<Row>
    ? AccessorFnColumnDef<Row, TValue>
    : AccessorKeyColumnDef<Row, TValue>
  display: (column: Sorted<DisplayColumnDef<Row>, Sort>) => DisplayColumnDef<Row, unknown>
}

/**
 * `listColumnHelper<PoolStatsRow>()(poolStatsList)`: the columns of one list. TanStack's
 * helper passes a column through as it is; only the types differ: a key of the list goes in,
 * a `SortKey` (column-meta.ts) comes out, which nothing else produces.
 */
export function listColumnHelper<Row extends RowData>() {
  return <L extends ListContract>(_list: L) =>
    createColumnHelper<Row>() as unknown as ListColumnHelper<Row, SortOf<L>>
}
