import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import { watchlistItemsList, type Surcharges } from '../../../../../contracts/lists/watchlists'
import type { Medicine } from '../watchlist'
import { amount } from './amount'

const SURCHARGES: (keyof Surcharges)[] = [
  'doplatekPacientaZK',
  'doplatekPacientaLimitZK',
  'doplatekZvysenaZK',
  'doplatekZvysenaLimitZK',
]

/**
 * A medicine's four surcharges under the watchlist items' headers, right-aligned with a
 * Czech comma (doc 2 §9): the search's results show them as the items do.
 */
export function surchargeColumns<T extends Medicine>() {
  const column = createColumnHelper<T>()
  return SURCHARGES.map((key) =>
    column.accessor((row) => row[key], {
      id: key,
      header: watchlistItemsList.headers[key],
      cell: (info) => amount(info.getValue()),
      meta: { align: 'right' },
    })
  )
}
