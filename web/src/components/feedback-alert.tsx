import { Alert } from '@mantine/core'
import type { Feedback } from '../lib/use-feedback'

interface FeedbackAlertProps {
  feedback: Feedback | null
  onClose?: () => void
}

export function FeedbackAlert({ feedback, onClose }: FeedbackAlertProps) {
  if (!feedback) return null
  return (
    <Alert
      role={feedback.kind === 'error' ? 'alert' : 'status'}
      color={feedback.kind === 'success' ? 'teal' : 'red'}
      variant="light"
      withCloseButton={Boolean(onClose)}
      onClose={onClose}
      data-testid="feedback"
    >
      {feedback.message}
    </Alert>
  )
}
