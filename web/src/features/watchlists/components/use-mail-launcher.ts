import { useCallback, useEffect, useRef, useState } from 'react'
import { domain } from '../../../../../config/domain'
import type { MailDraft } from '../../../../../app/watchlists/rules/watchlist_export'

/*
| Doc 2 §9: a click on the mailto link hands the draft to the mail client; when the page
| keeps the focus (no client took over), the link is opened again after 1 s, and after 2 s
| the draft is shown for copying instead.
*/
export function useMailLauncher() {
  const [fallback, setFallback] = useState<MailDraft | null>(null)
  const timers = useRef<number[]>([])

  const clear = useCallback(() => {
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
  }, [])
  useEffect(() => clear, [clear])

  const launch = useCallback(
    (draft: MailDraft, link: string) => {
      clear()
      let left = false
      const onLeave = () => (left = true)
      window.addEventListener('blur', onLeave, { once: true })
      const stayed = () => !left && document.visibilityState === 'visible'
      const [retry, showDraft] = domain.WATCHLIST_MAIL_FALLBACK_MS
      timers.current = [
        window.setTimeout(() => {
          if (stayed()) window.location.href = link
        }, retry),
        window.setTimeout(() => {
          window.removeEventListener('blur', onLeave)
          if (stayed()) setFallback(draft)
        }, showDraft),
      ]
    },
    [clear]
  )

  return { launch, fallback, closeFallback: () => setFallback(null) }
}
