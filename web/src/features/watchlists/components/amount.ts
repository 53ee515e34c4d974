import { czMoney } from '../../../../../app/core/format_cz'

/** Doc 2 §9: watchlist amounts with two decimals and a Czech comma (`1 234,50`). */
export const amount = (value: number | null) => czMoney(value)
