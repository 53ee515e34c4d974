import '../../../components/server-list/column-meta'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { stavLabel, type PoolItem } from '../../../lib/pool-item'

export const transferColumn = createColumnHelper<PoolItem>()
const column = transferColumn

/** Which branch a list names: the source of incoming items or the target of outgoing ones. */
export type BranchSide = 'source' | 'target'

const sideColumns = {
  source: column.accessor('pharmacyCode', {
    header: 'Zdrojová pobočka',
    meta: { sortField: 'pharmacyCode' },
  }),
  target: column.accessor((item) => item.targetPharmacyCode || '—', {
    id: 'targetPharmacyCode',
    header: 'Cílová pobočka',
    meta: { sortField: 'targetPharmacyCode' },
  }),
}

/** The columns every transfer list shows, in the order of the spec. */
export function transferColumns(side: BranchSide): ColumnDef<PoolItem, any>[] {
  return [
    column.accessor('PDK', { header: 'PDK', meta: { sortField: 'PDK' } }),
    column.accessor('Název', { header: 'Název', meta: { sortField: 'Název', card: 'title' } }),
    column.accessor('Množství', {
      header: 'Množství',
      cell: (info) => formatNumber(info.getValue()),
      meta: { sortField: 'Množství' },
    }),
    column.accessor('NCSD', {
      header: 'NCSD',
      cell: (info) => formatMoney(info.getValue()),
      meta: { sortField: 'NCSD' },
    }),
    column.accessor((item) => item['Šarže'] || '—', {
      id: 'sarze',
      header: 'Šarže',
      meta: { sortField: 'Šarže' },
    }),
    column.accessor('Exspirace', {
      header: 'Exspirace',
      cell: (info) => formatDate(info.getValue()),
      meta: { sortField: 'Exspirace' },
    }),
    sideColumns[side],
    column.accessor('probability', {
      header: 'Pravděpodobnost',
      cell: (info) => {
        const value = info.getValue()
        return typeof value === 'number' ? `${formatNumber(value)} %` : '—'
      },
      meta: { sortField: 'probability' },
    }),
    column.accessor((item) => stavLabel(item.stav), {
      id: 'stav',
      header: 'Stav',
      meta: { sortField: 'stav' },
    }),
  ]
}
