import { useCallback, useState } from 'react'
import { notifications } from '@mantine/notifications'

export interface Feedback {
  kind: 'success' | 'error'
  message: string
}

/**
 * Shows a message as a notification and keeps the latest one as page text,
 * so it stays readable after the toast is gone.
 */
export function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback | null>(null)

  const show = useCallback((kind: Feedback['kind'], message: string) => {
    setFeedback({ kind, message })
    notifications.show({ message, color: kind === 'success' ? 'teal' : 'red' })
  }, [])

  const success = useCallback((message: string) => show('success', message), [show])
  const failure = useCallback((message: string) => show('error', message), [show])
  const clear = useCallback(() => setFeedback(null), [])

  return { feedback, success, failure, clear }
}
