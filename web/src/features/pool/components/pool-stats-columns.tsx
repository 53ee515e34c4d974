import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { formatNumber } from '../../../lib/format'
import type { PoolStatsRow } from '../api/get-pool-stats'

const column = createColumnHelper<PoolStatsRow>()
const count = (header: string, key: Exclude<keyof PoolStatsRow, 'pobocka' | 'nazev'>) =>
  column.accessor(key, {
    header,
    cell: (info) => formatNumber(info.getValue()),
    meta: { sortField: key, align: 'right' },
  })

/** The spec's columns; a branch is its code with its name, so 500 of them can be told apart. */
export const poolStatsColumns = [
  column.accessor((row) => (row.nazev ? `${row.pobocka} – ${row.nazev}` : row.pobocka), {
    id: 'pobocka',
    header: 'Pobočka',
    meta: { sortField: 'pobocka', card: 'title' },
  }),
  count('Celkem', 'total'),
  count('Ležáci', 'lezaci'),
  count('Ohroženci', 'ohrozenci'),
  count('Ležáci i ohroženci', 'combined'),
  count('Prázdné řádky', 'empty'),
]
