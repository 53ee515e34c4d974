import { ApiError } from '../../lib/api-client'

export const POPUP_BLOCKED = 'Povol prosím vyskakovací okna pro tuto stránku.'

/** The server's error, else `Chyba {status}`, else the generic text (spec doc 2 §8). */
export function orderPdfErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage
    if (error.status > 0) return `Chyba ${error.status}`
  }
  return 'Nepodařilo se vygenerovat PDF'
}
