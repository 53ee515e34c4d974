import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { stavLabel, type PoolItem } from '../../../lib/pool-item'

export const transferColumn = createColumnHelper<PoolItem>()
const column = transferColumn

/** Which branch a list names: the source of incoming items or the target of outgoing ones. */
export type BranchSide = 'source' | 'target'

const sideColumns = {
  source: column.accessor('pharmacyCode', { header: 'Zdrojová pobočka' }),
  target: column.accessor((item) => item.targetPharmacyCode || '—', {
    id: 'targetPharmacyCode',
    header: 'Cílová pobočka',
  }),
}

/** The columns every transfer list shows, in the order of the spec. */
export function transferColumns(side: BranchSide): ColumnDef<PoolItem, any>[] {
  return [
    column.accessor('PDK', { header: 'PDK' }),
    column.accessor('Název', { header: 'Název' }),
    column.accessor('Množství', {
      header: 'Množství',
      cell: (info) => formatNumber(info.getValue()),
    }),
    column.accessor('NCSD', { header: 'NCSD', cell: (info) => formatMoney(info.getValue()) }),
    column.accessor((item) => item['Šarže'] || '—', { id: 'sarze', header: 'Šarže' }),
    column.accessor('Exspirace', {
      header: 'Exspirace',
      cell: (info) => formatDate(info.getValue()),
    }),
    sideColumns[side],
    column.accessor('probability', {
      header: 'Pravděpodobnost',
      cell: (info) => {
        const value = info.getValue()
        return typeof value === 'number' ? `${formatNumber(value)} %` : '—'
      },
    }),
    column.accessor((item) => stavLabel(item.stav), { id: 'stav', header: 'Stav' }),
  ]
}
