import { ApiError, messageOf } from '../../lib/api-client'
import { priceListKinds, type PriceListKind } from './price-list'

export const NO_SOURCE = 'Vyber soubor nebo zadej serverový filePath.'

export interface UploadValues {
  file: File | null
  filePath: string
  validFrom: string
  validTo: string
}

/** What the form refuses before sending (spec doc 2 §5): the dates first, then the source. */
export function uploadProblem(kind: PriceListKind, values: UploadValues): string | null {
  const needsTo = priceListKinds[kind].withValidTo
  if (!values.validFrom || (needsTo && !values.validTo)) return priceListKinds[kind].missingDates
  if (!values.file && !values.filePath.trim()) return NO_SOURCE
  return null
}

/** The server's message, `Chyba sítě.` when it could not be reached, else the generic text. */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return 'Chyba sítě.'
  return messageOf(error, 'Chyba při nahrávání.')
}
