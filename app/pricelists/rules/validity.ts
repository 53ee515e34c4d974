import type { PriceListKind } from '#pricelists/rules/price_list_columns'
import { isCalendarDay } from '#core/calendar'

/*
| The validity an admin gives a price list (spec doc 2 §5): the leaflet needs from and to,
| the úhrady list only from. Dates are `YYYY-MM-DD` (API.md); to may not precede from.
*/

export const VALIDITY_REQUIRED: Record<PriceListKind, string> = {
  leaflet: 'Vyplň prosím platnost (od/do).',
  uhrady: 'Vyplň prosím platnost od.',
}
export const VALIDITY_FORMAT = 'Platnost musí být datum ve tvaru RRRR-MM-DD.'
export const VALIDITY_ORDER = 'Platnost do nesmí být dříve než platnost od.'

export type Validity = { validFrom: string; validTo: string | null }
export type ValidityCheck =
  { ok: true; validity: Validity } | { ok: false; code: string; message: string }

const blank = (value: unknown) =>
  value === null || value === undefined || String(value).trim() === ''

export function checkValidity(
  kind: PriceListKind,
  validFrom: unknown,
  validTo: unknown
): ValidityCheck {
  if (blank(validFrom) || (kind === 'leaflet' && blank(validTo))) {
    return { ok: false, code: 'VALIDITY_REQUIRED', message: VALIDITY_REQUIRED[kind] }
  }
  const from = String(validFrom).trim()
  const to = kind === 'leaflet' ? String(validTo).trim() : null
  if (!isCalendarDay(from) || (to !== null && !isCalendarDay(to))) {
    return { ok: false, code: 'VALIDITY_FORMAT', message: VALIDITY_FORMAT }
  }
  if (to !== null && to < from) {
    return { ok: false, code: 'VALIDITY_ORDER', message: VALIDITY_ORDER }
  }
  return { ok: true, validity: { validFrom: from, validTo: to } }
}
