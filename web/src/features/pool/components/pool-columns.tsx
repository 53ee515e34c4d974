import { formatMoney } from '../../../lib/format'
import { branchPoolList } from '../../../../../contracts/lists/pool_items'
import { poolItemColumns } from './item-columns'

const { column, name, pdk, quantity, expiry, target, stav, reason } =
  poolItemColumns(branchPoolList)
const { headers } = branchPoolList

/**
 * The branch pool; the server sorts by the screen's choice or the clicked header. On a
 * narrow table the reason, the lot and the stav give way first (issue #25); the PDK stays,
 * it tells two lots apart with the name (issue #36).
 */
export const poolColumns = [
  name({ sortField: 'Název' }),
  pdk({ sortField: 'PDK' }),
  quantity({ sortField: 'Množství' }),
  column.accessor('NCSD', {
    header: headers.NCSD,
    cell: (info) => formatMoney(info.getValue()),
    meta: { sortField: 'NCSD', align: 'right', priority: 2 },
  }),
  column.accessor((item) => item['Šarže'] || '—', {
    id: 'sarze',
    header: headers.sarze,
    meta: { sortField: 'Šarže', priority: 5, maxWidth: 140 },
  }),
  expiry({ sortField: 'Exspirace' }),
  target({
    id: 'target',
    header: headers.target,
    none: '—',
    sortField: 'targetPharmacyCode',
    priority: 1,
  }),
  stav({ sortField: 'stav', priority: 4 }),
  reason({ sortField: 'duvod', priority: 6 }),
]
