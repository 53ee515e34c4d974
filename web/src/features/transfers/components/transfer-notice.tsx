import { Button, Group, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'

/** How long a reject's "Zpět" stays offered (the server allows REJECT_UNDO_SECONDS). */
export const UNDO_MS = 10_000

/* One answer at a time: a new action's answer replaces the last one, so no stale one stays. */
let shown: string | null = null

/** Hides the last answer of a transfer action (a new attempt starts). */
export function clearTransferNotice() {
  if (shown) notifications.hide(shown)
  shown = null
}

interface Notice {
  message: string
  kind?: 'success' | 'error'
  /** "Zpět" for UNDO_MS, where the server can undo the action. */
  undo?: () => void
}

/**
 * What a transfer action did, said once (issue #36): a notification over the list, so the
 * rows under the pointer do not move as a message above them would make them.
 */
export function showTransferNotice({ message, kind = 'success', undo }: Notice) {
  clearTransferNotice()
  const id = `transfer-notice-${Date.now()}`
  shown = id
  notifications.show({
    id,
    color: kind === 'success' ? 'teal' : 'red',
    autoClose: undo ? UNDO_MS : 6000,
    message: (
      <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="transfer-notice">
        <Text size="sm">{message}</Text>
        {undo && (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flex: 'none' }}
            onClick={() => {
              clearTransferNotice()
              undo()
            }}
            data-testid="transfer-notice-undo"
          >
            Zpět
          </Button>
        )}
      </Group>
    ),
  })
}
