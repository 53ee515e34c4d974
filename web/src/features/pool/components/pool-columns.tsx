import '../../../components/server-list/column-meta'
import { formatMoney } from '../../../lib/format'
import {
  expiryColumn,
  nameColumn,
  pdkColumn,
  poolItemColumn as column,
  quantityColumn,
  reasonColumn,
  stavColumn,
  targetColumn,
} from './item-columns'

/**
 * The branch pool; the server sorts by the screen's choice or the clicked header. On a
 * narrow table the reason, the lot and the stav give way first (issue #25); the PDK stays,
 * it tells two lots apart with the name (issue #36).
 */
export const poolColumns = [
  nameColumn,
  pdkColumn({}),
  quantityColumn({}),
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
  expiryColumn,
  targetColumn({ id: 'target', header: 'Cílová lékárna', none: '—', priority: 1 }),
  stavColumn({ priority: 4 }),
  reasonColumn({ priority: 6 }),
]
