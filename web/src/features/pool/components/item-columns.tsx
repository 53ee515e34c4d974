import type { ColumnMeta } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatNumber } from '../../../lib/format'
import { reasonOf, stavLabel, type PoolItem } from '../../../lib/pool-item'
import type { SortOf } from '../../../../../contracts/lists/list'
import type { adminPoolItemsList, branchPoolList } from '../../../../../contracts/lists/pool_items'

/*
| The columns of a pool item, each defined once (issue #26): the branch pool (pool-columns)
| and the admin's pool items (pool-items-columns) pick them in their own order, with their
| list's headers (contracts/lists/pool_items.ts). What differs between the two screens is an
| option: the list's key the server sorts the column by (the admin's list sorts by fewer),
| when it gives way on a narrow table, and a few texts the spec gives each screen.
*/

type PoolItemList = typeof branchPoolList | typeof adminPoolItemsList

interface Shown<Sort> {
  /** The list's key the server sorts the column by (an index keeps the order); none: it does not sort. */
  sortField?: Sort
  /** When it gives way on a narrow table (column-meta); none: never. */
  priority?: number
}

/** The column builders of one pool-item list: `sortField` is typed by the list's sort keys. */
export function poolItemColumns<L extends PoolItemList>(list: L) {
  const column = listColumnHelper<PoolItem>()(list)
  const { headers } = list
  const metaOf = (
    { sortField, priority }: Shown<SortOf<L>>,
    meta: Omit<ColumnMeta<PoolItem, unknown>, 'sortField'> = {}
  ) => ({
    ...meta,
    ...(sortField === undefined ? {} : { sortField }),
    ...(priority === undefined ? {} : { priority }),
  })

  return {
    column,
    name: (shown: Shown<SortOf<L>>) =>
      column.accessor('Název', {
        header: headers['Název'],
        meta: metaOf(shown, { card: 'title' }),
      }),

    pdk: (shown: Shown<SortOf<L>>) =>
      column.accessor('PDK', { header: headers.PDK, meta: metaOf(shown) }),

    quantity: (shown: Shown<SortOf<L>>) =>
      column.accessor('Množství', {
        header: headers['Množství'],
        cell: (info) => formatNumber(info.getValue()),
        meta: metaOf(shown, { align: 'right' }),
      }),

    expiry: (shown: Shown<SortOf<L>>) =>
      column.accessor('Exspirace', {
        header: headers.Exspirace,
        cell: (info) => <ExpiryText exspirace={info.getValue()} />,
        meta: metaOf(shown),
      }),

    /** The branch the lot goes to; the spec writes the admin's as "Cíl (targetPharmacyCode or -)". */
    target: (shown: Shown<SortOf<L>> & { id: string; header: string; none: string }) =>
      column.accessor((item) => item.targetPharmacyCode || shown.none, {
        id: shown.id,
        header: shown.header,
        meta: metaOf(shown),
      }),

    /** Users read the stav as a label (vyřazeno is nedodáno); the admin edits the raw value. */
    stav: (shown: Shown<SortOf<L>> & { raw?: boolean }) =>
      column.accessor((item) => (shown.raw ? item.stav : stavLabel(item.stav)), {
        id: 'stav',
        header: headers.stav,
        meta: metaOf(shown),
      }),

    reason: (shown: Shown<SortOf<L>>) =>
      column.accessor((item) => reasonOf(item) || '—', {
        id: 'duvod',
        header: headers.duvod,
        meta: metaOf(shown, { maxWidth: 200 }),
      }),
  }
}
