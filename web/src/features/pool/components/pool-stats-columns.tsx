import { listColumnHelper } from '../../../components/server-list/list-columns'
import { formatNumber } from '../../../lib/format'
import { poolStatsList, type PoolStatsRow } from '../../../../../contracts/lists/pool_stats'

const column = listColumnHelper<PoolStatsRow>()(poolStatsList)
const { headers } = poolStatsList
const count = (key: Exclude<keyof PoolStatsRow, 'pobocka' | 'nazev'>) =>
  column.accessor(key, {
    header: headers[key],
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: key, align: 'right' },
  })

/** The spec's columns; a branch is its code with its name, so 500 of them can be told apart. */
export const poolStatsColumns = [
  column.accessor((row) => (row.nazev ? `${row.pobocka} – ${row.nazev}` : row.pobocka), {
    id: 'pobocka',
    header: headers.pobocka,
    meta: { sortField: 'pobocka', card: 'title' },
  }),
  count('total'),
  count('lezaci'),
  count('ohrozenci'),
  count('combined'),
  count('empty'),
]
