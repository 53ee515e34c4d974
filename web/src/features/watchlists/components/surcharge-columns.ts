import '../../../components/server-list/column-meta'
import { createColumnHelper } from '@tanstack/react-table'
import type { Surcharges } from '../../../../../app/watchlists/rules/watchlist_items'
import type { Medicine } from '../watchlist'
import { amount } from './amount'

const HEADERS: [keyof Surcharges, string][] = [
  ['doplatekPacientaZK', 'Doplatek (Kč)'],
  ['doplatekPacientaLimitZK', 'Do limitu (Kč)'],
  ['doplatekZvysenaZK', 'Zvýšená úhrada (Kč)'],
  ['doplatekZvysenaLimitZK', 'Zvýšená do limitu (Kč)'],
]

/** A medicine's four surcharges, right-aligned with a Czech comma (doc 2 §9). */
export function surchargeColumns<T extends Medicine>() {
  const column = createColumnHelper<T>()
  return HEADERS.map(([key, header]) =>
    column.accessor((row) => row[key], {
      id: key,
      header,
      cell: (info) => amount(info.getValue()),
      meta: { align: 'right' },
    })
  )
}
