import { useState } from 'react'
import { openPdf } from '../../../lib/open-pdf'
import { orderPdfErrorText, POPUP_BLOCKED } from '../order-pdf-error'

const WAITING = 'Generuji PDF…'

export type Generate<T> = (
  input: T,
  callbacks: { onSuccess: (blob: Blob) => void; onError: (error: unknown) => void }
) => void

/**
 * Opens an empty tab within the click (so a pop-up blocker lets it through), then shows the
 * generated PDF in it; a failure closes the tab and leaves its text for the screen.
 */
export function usePdfTab<T>(generate: Generate<T>) {
  const [error, setError] = useState<string | null>(null)
  const run = (input: T) => {
    setError(null)
    const tab = window.open('', '_blank')
    if (!tab) return setError(POPUP_BLOCKED)
    tab.document.title = WAITING
    tab.document.body.textContent = WAITING
    generate(input, {
      onSuccess: (blob) => openPdf(blob, tab),
      onError: (failure) => {
        tab.close()
        setError(orderPdfErrorText(failure))
      },
    })
  }
  return { run, error }
}
