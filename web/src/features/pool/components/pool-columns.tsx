import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { reasonOf, stavLabel, type PoolItem } from '../../../lib/pool-item'

const column = createColumnHelper<PoolItem>()

/** The branch pool; the server sorts by the screen's choice or the clicked header. */
export const poolColumns = [
  column.accessor('Název', { header: 'Název', meta: { sortField: 'Název', card: 'title' } }),
  column.accessor('PDK', { header: 'PDK', meta: { sortField: 'PDK' } }),
  column.accessor('Množství', {
    header: 'Množství',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'Množství' },
  }),
  column.accessor('NCSD', {
    header: 'Cena NCSD',
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
  column.accessor((item) => item.targetPharmacyCode || '—', {
    id: 'target',
    header: 'Cílová lékárna',
    meta: { sortField: 'targetPharmacyCode' },
  }),
  column.accessor((item) => stavLabel(item.stav), {
    id: 'stav',
    header: 'Stav',
    meta: { sortField: 'stav' },
  }),
  column.accessor((item) => reasonOf(item) || '—', {
    id: 'duvod',
    header: 'Důvod',
    meta: { sortField: 'duvod' },
  }),
]
