import { createColumnHelper } from '@tanstack/react-table'
import { formatNumber } from '../../../lib/format'
import type { PoolStatsRow } from '../api/get-pool-stats'

const column = createColumnHelper<PoolStatsRow>()
const count = (header: string, key: Exclude<keyof PoolStatsRow, 'pobocka'>) =>
  column.accessor(key, { header, cell: (info) => formatNumber(info.getValue()) })

export const poolStatsColumns = [
  column.accessor('pobocka', { header: 'Pobočka' }),
  count('Celkem', 'total'),
  count('Ležáci', 'lezaci'),
  count('Ohroženci', 'ohrozenci'),
  count('Ležáci i ohroženci', 'combined'),
  count('Prázdné řádky', 'empty'),
]
