import { createColumnHelper } from '@tanstack/react-table'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { reasonOf, stavLabel, type PoolItem } from '../../../lib/pool-item'

const column = createColumnHelper<PoolItem>()

/** The branch pool; the order comes from the screen's own sort choice. */
export const poolColumns = [
  column.accessor('Název', { header: 'Název' }),
  column.accessor('PDK', { header: 'PDK' }),
  column.accessor('Množství', {
    header: 'Množství',
    cell: (info) => formatNumber(info.getValue()),
  }),
  column.accessor('NCSD', { header: 'Cena NCSD', cell: (info) => formatMoney(info.getValue()) }),
  column.accessor((item) => item['Šarže'] || '—', { id: 'sarze', header: 'Šarže' }),
  column.accessor('Exspirace', {
    header: 'Exspirace',
    cell: (info) => formatDate(info.getValue()),
  }),
  column.accessor((item) => item.targetPharmacyCode || '—', {
    id: 'target',
    header: 'Cílová lékárna',
  }),
  column.accessor((item) => stavLabel(item.stav), { id: 'stav', header: 'Stav' }),
  column.accessor((item) => reasonOf(item) || '—', { id: 'duvod', header: 'Důvod' }),
]
