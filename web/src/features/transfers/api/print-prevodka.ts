import { useCallback } from 'react'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { openPdf } from '../../../lib/open-pdf'

/** A sent převodka as a PDF again: the document that went with the package, with its number. */
export function printPrevodka(prevodkaId: string) {
  return api.get<Blob>(`/transfers/prevodka/${encodeURIComponent(prevodkaId)}/pdf`, {
    responseType: 'blob',
  })
}

/**
 * A stable callback that opens the PDF in a new tab; a failed download is only logged, as
 * the package's print is.
 */
export function usePrintPrevodka() {
  const { mutate } = useMutation({
    mutationFn: printPrevodka,
    onError: (error) => console.error('Printing the převodka failed', error),
  })
  return useCallback(
    (prevodkaId: string) => {
      // Opened within the click, so a pop-up blocker lets the tab through.
      const tab = window.open('', '_blank')
      mutate(prevodkaId, { onSuccess: (blob) => openPdf(blob, tab), onError: () => tab?.close() })
    },
    [mutate]
  )
}
