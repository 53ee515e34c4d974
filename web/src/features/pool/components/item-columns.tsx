import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnMeta } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { formatNumber } from '../../../lib/format'
import { reasonOf, stavLabel, type PoolItem } from '../../../lib/pool-item'

/*
| The columns of a pool item, each defined once (issue #26): the branch pool (pool-columns)
| and the admin's pool items (pool-items-columns) pick them in their own order. What differs
| between the two screens is an option: whether the server sorts by the column, when it
| gives way on a narrow table, and a few texts the spec gives each screen.
*/

export const poolItemColumn = createColumnHelper<PoolItem>()
const column = poolItemColumn

interface Shown {
  /** The server sorts by it (an index keeps the order); the branch pool sorts by more. */
  sortable?: boolean
  /** When it gives way on a narrow table (column-meta); none: never. */
  priority?: number
}

const metaOf = (
  sortField: string,
  { sortable = true, priority }: Shown,
  meta?: ColumnMeta<PoolItem, unknown>
) => ({
  ...meta,
  ...(sortable ? { sortField } : {}),
  ...(priority === undefined ? {} : { priority }),
})

export const nameColumn = column.accessor('Název', {
  header: 'Název',
  meta: { sortField: 'Název', card: 'title' },
})

export const pdkColumn = (shown: Shown) =>
  column.accessor('PDK', { header: 'PDK', meta: metaOf('PDK', shown) })

export const quantityColumn = (shown: Shown) =>
  column.accessor('Množství', {
    header: 'Množství',
    cell: (info) => formatNumber(info.getValue()),
    meta: metaOf('Množství', shown, { align: 'right' }),
  })

export const expiryColumn = column.accessor('Exspirace', {
  header: 'Exspirace',
  cell: (info) => <ExpiryText exspirace={info.getValue()} />,
  meta: { sortField: 'Exspirace' },
})

/** The branch the lot goes to; the spec writes the admin's as "Cíl (targetPharmacyCode or -)". */
export const targetColumn = (shown: Shown & { id: string; header: string; none: string }) =>
  column.accessor((item) => item.targetPharmacyCode || shown.none, {
    id: shown.id,
    header: shown.header,
    meta: metaOf('targetPharmacyCode', shown),
  })

/** Users read the stav as a label (vyřazeno is nedodáno); the admin edits the raw value. */
export const stavColumn = (shown: Shown & { raw?: boolean }) =>
  column.accessor((item) => (shown.raw ? item.stav : stavLabel(item.stav)), {
    id: 'stav',
    header: 'Stav',
    meta: metaOf('stav', shown),
  })

export const reasonColumn = (shown: Shown) =>
  column.accessor((item) => reasonOf(item) || '—', {
    id: 'duvod',
    header: 'Důvod',
    meta: metaOf('duvod', shown, { maxWidth: 200 }),
  })
