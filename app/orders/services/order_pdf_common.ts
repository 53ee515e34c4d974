import { domain } from '#config/domain'
import { czNumber } from '#core/format_cz'
import type { ReportBlock } from '#core/pdf/report'

/* Issue #9: the proposal leaves out the days without stock; the page says how and why. */
export const STOCKOUT_NOTE =
  `Dny bez zásoby: dny z ${domain.CONSUMPTION_WINDOW_DAYS} dnů před posledním exportem, kdy ` +
  'pobočka přípravek podle stavu skladu a pohybů neměla (zásoba na konci dne 0 a žádný ' +
  'prodej). Do spotřeby se nepočítají: denní spotřeba = spotřeba 6 měs. ÷ ' +
  `(${domain.CONSUMPTION_WINDOW_DAYS} − dny bez zásoby), dělitel nejméně ` +
  `${domain.STOCKOUT_MIN_IN_STOCK_DAYS}, aby krátké období se zásobou odhad nenafouklo. ` +
  'Prázdné pole: přípravek byl skladem celé období.'

/** The note as the order documents print it, small and grey under their own note. */
export const STOCKOUT_NOTE_BLOCK: ReportBlock = {
  type: 'text',
  text: STOCKOUT_NOTE,
  size: 8,
  color: '#555555',
}

/** The fields under an order document's table: its lines and pieces, then any others. */
export function orderSummary(
  totals: { lines: number; pieces: number },
  ...more: [string, string][]
): ReportBlock {
  const fields: [string, string][] = [
    ['Počet položek', czNumber(totals.lines)],
    ['Celkem kusů', czNumber(totals.pieces)],
  ]
  return { type: 'fields', fields: [...fields, ...more] }
}

/** The "Dny bez zásoby" cell: empty when the product was in stock every day. */
export function stockOutCell(days: number | undefined) {
  return days ? czNumber(days) : ''
}

type OrderLine = { stock: number; consumption: number; stockOutDays?: number; need: number }

/** An order line's cells under Zásoba, Spotřeba 6 měs., Dny bez zásoby and Objednat (ks). */
export function orderCells(line: OrderLine) {
  return [
    czNumber(line.stock),
    czNumber(line.consumption, 1),
    stockOutCell(line.stockOutDays),
    czNumber(line.need),
  ]
}
