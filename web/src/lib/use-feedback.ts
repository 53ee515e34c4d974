import { useCallback, useState } from 'react'

export interface Feedback {
  kind: 'success' | 'error'
  message: string
}

/**
 * The answer of an action as page text (FeedbackAlert: a status, or an alert for an
 * error), said once (issue #36: a toast beside it said everything twice). Each new
 * message replaces the last; `clear` when a new attempt starts.
 */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null)

  const show = useCallback((kind: Feedback['kind'], message: string) => {
    setFeedback({ kind, message })
  }, [])

  const success = useCallback((message: string) => show('success', message), [show])
  const failure = useCallback((message: string) => show('error', message), [show])
  const clear = useCallback(() => setFeedback(null), [])

  return { feedback, success, failure, clear }
}
