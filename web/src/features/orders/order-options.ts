import { domain } from '../../../../config/domain'
import { czCount, MONTHS } from '../../../../app/core/czech_plural'

/** The suppliers, months and defaults of the order screens (spec doc 2 §9). */
export const SUPPLIERS = domain.ORDER_SUPPLIERS
export const DEFAULT_SUPPLIER = domain.ORDER_DEFAULT_SUPPLIER
export const DEFAULT_ORDER_MONTHS = domain.ORDER_MONTHS_DEFAULT
export const DEFAULT_LEAFLET_MONTHS = domain.LEAFLET_ORDER_MONTHS_DEFAULT
const { ORDER_MONTHS_MIN: MIN_MONTHS, ORDER_MONTHS_MAX: MAX_MONTHS } = domain

/** `1 měsíc`, `2 měsíce`, `5 měsíců`. */
export function monthsLabel(months: number): string {
  return czCount(months, MONTHS)
}

/** The options 1–6 of a months dropdown. */
export const monthOptions = Array.from({ length: MAX_MONTHS - MIN_MONTHS + 1 }, (_, i) => ({
  value: String(MIN_MONTHS + i),
  label: monthsLabel(MIN_MONTHS + i),
}))

export const supplierOptions = SUPPLIERS.map((supplier) => ({ value: supplier, label: supplier }))
