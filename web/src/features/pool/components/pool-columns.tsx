import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { ExpiryText } from '../../../components/expiry-text'
import { formatMoney, formatNumber } from '../../../lib/format'
import { reasonOf, stavLabel, type PoolItem } from '../../../lib/pool-item'

const column = createColumnHelper<PoolItem>()

/**
 * The branch pool; the server sorts by the screen's choice or the clicked header. On a
 * narrow table the reason, the lot, the stav and the PDK give way first (issue #25).
 */
export const poolColumns = [
  column.accessor('Název', { header: 'Název', meta: { sortField: 'Název', card: 'title' } }),
  column.accessor('PDK', { header: 'PDK', meta: { sortField: 'PDK', priority: 3 } }),
  column.accessor('Množství', {
    header: 'Množství',
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: 'Množství', align: 'right' },
  }),
  column.accessor('NCSD', {
    header: 'Cena NCSD',
    cell: (info) => formatMoney(info.getValue()),
    meta: { sortField: 'NCSD', align: 'right', priority: 2 },
  }),
  column.accessor((item) => item['Šarže'] || '—', {
    id: 'sarze',
    header: 'Šarže',
    meta: { sortField: 'Šarže', priority: 5, maxWidth: 140 },
  }),
  column.accessor('Exspirace', {
    header: 'Exspirace',
    cell: (info) => <ExpiryText exspirace={info.getValue()} />,
    meta: { sortField: 'Exspirace' },
  }),
  column.accessor((item) => item.targetPharmacyCode || '—', {
    id: 'target',
    header: 'Cílová lékárna',
    meta: { sortField: 'targetPharmacyCode', priority: 1 },
  }),
  column.accessor((item) => stavLabel(item.stav), {
    id: 'stav',
    header: 'Stav',
    meta: { sortField: 'stav', priority: 4 },
  }),
  column.accessor((item) => reasonOf(item) || '—', {
    id: 'duvod',
    header: 'Důvod',
    meta: { sortField: 'duvod', priority: 6, maxWidth: 200 },
  }),
]
