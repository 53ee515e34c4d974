import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'

export interface ConfirmOptions {
  /** The question exactly as the documents word it. */
  question: string
  title?: string
  confirmLabel: string
  cancelLabel: string
  /** A destructive action (delete): the confirm button is red. */
  danger?: boolean
  onConfirm: () => void
}

/**
 * Asks before an action in the product's own dialog (a Mantine modal with a focus trap and
 * a Czech close label) instead of the browser's `confirm()`, which names the web address,
 * speaks the browser's language and blocks the whole tab.
 */
export function confirmAction(options: ConfirmOptions) {
  modals.openConfirmModal({
    title: options.title,
    children: (
      <Text size="sm" data-testid="confirm-question">
        {options.question}
      </Text>
    ),
    labels: { confirm: options.confirmLabel, cancel: options.cancelLabel },
    confirmProps: {
      color: options.danger ? 'red' : undefined,
      ...{ 'data-testid': 'confirm-accept' },
    },
    cancelProps: { ...{ 'data-testid': 'confirm-cancel' } },
    onConfirm: options.onConfirm,
  })
}
