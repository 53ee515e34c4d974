import { dayIn } from '../../../../app/core/calendar'
import { ApiError } from '../../lib/api-client'

/** Today's Prague day as `YYYY_MM_DD`, the date part of the report file names. */
export function dayStamp(now: Date): string {
  return dayIn(now).replaceAll('-', '_')
}

/** File names of spec doc 2 §9 and doc 1 §9. */
export const reportFiles = {
  actionPrices: (now: Date) => `akcni_${dayStamp(now)}.pdf`,
  overstock: (now: Date) => `nadzasoby_${dayStamp(now)}.pdf`,
  uhrady: (pharmacyCode: string) => `zmeny_uhrady_${pharmacyCode}.pdf`,
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404
