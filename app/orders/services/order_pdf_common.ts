import { domain } from '#config/domain'
import { czNumber } from '#core/format_cz'

/* Issue #9: the proposal leaves out the days without stock; the page says how and why. */
export const STOCKOUT_NOTE =
  `Dny bez zásoby: dny z ${domain.CONSUMPTION_WINDOW_DAYS} dnů před posledním exportem, kdy ` +
  'pobočka přípravek podle stavu skladu a pohybů neměla (zásoba na konci dne 0 a žádný ' +
  'prodej). Do spotřeby se nepočítají: denní spotřeba = spotřeba 6 měs. ÷ ' +
  `(${domain.CONSUMPTION_WINDOW_DAYS} − dny bez zásoby), dělitel nejméně ` +
  `${domain.STOCKOUT_MIN_IN_STOCK_DAYS}, aby krátké období se zásobou odhad nenafouklo. ` +
  'Prázdné pole: přípravek byl skladem celé období.'

/** The "Dny bez zásoby" cell: empty when the product was in stock every day. */
export function stockOutCell(days: number | undefined) {
  return days ? czNumber(days) : ''
}
