import type { ColumnDef } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { ProductName } from '../../../components/product-name'
import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatMoney, formatNumber } from '../../../lib/format'
import { stavLabel, type PoolItem } from '../../../lib/pool-item'
import type { BranchNames } from '../api/get-branch-names'
import { branchLabel } from '../transfer'
import { transferItemLists } from '../../../../../contracts/lists/transfers'

/* The three item lists (incoming, outgoing, confirmed) sort by the same keys and share headers. */
export const transferColumn = listColumnHelper<PoolItem>()(transferItemLists.incoming)
export const transferHeaders = transferItemLists.incoming.headers
const column = transferColumn
const headers = transferHeaders

/** Which branch a list names: the source of incoming items or the target of outgoing ones. */
export type BranchSide = 'source' | 'target'

/* The name is added in the cell, not the accessor: react-table keeps accessor values per
   row, and the names may arrive after the rows. */
const sideColumn = (side: BranchSide, names: BranchNames) =>
  side === 'source'
    ? column.accessor('pharmacyCode', {
        header: headers.pharmacyCode,
        cell: (info) => branchLabel(info.getValue(), names.get(info.getValue())),
        meta: { sortField: 'pharmacyCode', priority: 1, maxWidth: 200 },
      })
    : column.accessor((item) => item.targetPharmacyCode ?? '', {
        id: 'targetPharmacyCode',
        header: headers.targetPharmacyCode,
        cell: (info) => branchLabel(info.getValue(), names.get(info.getValue())),
        /* Where the item goes decides its package: the picking list always shows it. */
        meta: { sortField: 'targetPharmacyCode', maxWidth: 200 },
      })

/**
 * The columns every transfer list shows, in the order of the spec. When the table is
 * narrow the lot, the stav, the probability, the price and the source branch give way, in
 * this order (issue #25), until the name is whole (issue #36); the PDK, the name, the
 * quantity, the expiry and the target branch (of the outgoing list) always stay.
 */
export function transferColumns(side: BranchSide, names: BranchNames): ColumnDef<PoolItem, any>[] {
  return [
    column.accessor('PDK', { header: headers.PDK, meta: { sortField: 'PDK' } }),
    column.accessor('Název', {
      header: headers['Název'],
      cell: (info) => <ProductName name={info.getValue()} />,
      meta: { sortField: 'Název', card: 'title' },
    }),
    column.accessor('Množství', {
      header: headers['Množství'],
      cell: (info) => formatNumber(info.getValue()),
      meta: { sortField: 'Množství', align: 'right' },
    }),
    column.accessor('NCSD', {
      header: headers.NCSD,
      cell: (info) => formatMoney(info.getValue()),
      meta: { sortField: 'NCSD', align: 'right', priority: 2 },
    }),
    column.accessor((item) => item['Šarže'] || '—', {
      id: 'sarze',
      header: headers.sarze,
      meta: { sortField: 'Šarže', priority: 6, maxWidth: 140 },
    }),
    column.accessor('Exspirace', {
      header: headers.Exspirace,
      cell: (info) => <ExpiryText exspirace={info.getValue()} />,
      meta: { sortField: 'Exspirace' },
    }),
    sideColumn(side, names),
    column.accessor('probability', {
      header: headers.probability,
      cell: (info) => {
        const value = info.getValue()
        return typeof value === 'number' ? `${formatNumber(value)} %` : '—'
      },
      meta: { sortField: 'probability', align: 'right', priority: 4 },
    }),
    column.accessor((item) => stavLabel(item.stav), {
      id: 'stav',
      header: headers.stav,
      meta: { sortField: 'stav', priority: 5 },
    }),
  ]
}
