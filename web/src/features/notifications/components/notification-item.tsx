import { Box, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { formatDateTime, formatRelativeTime } from '../../../lib/format'
import type { Notification } from '../notification'

interface NotificationItemProps {
  notification: Notification
  onOpen: (notification: Notification) => void
}

/** One row of the bell's list; an unread one is tinted, bold and marked with a dot (and in words). */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.read
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      w="100%"
      px="md"
      py="sm"
      bg={unread ? 'teal.0' : undefined}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      data-testid="notification-item"
      data-unread={unread}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Box
          mt={6}
          w={8}
          h={8}
          style={{ borderRadius: '50%', flexShrink: 0 }}
          bg={unread ? 'teal.6' : 'transparent'}
          aria-hidden="true"
        />
        <Box miw={0}>
          {unread && <VisuallyHidden>Nepřečteno</VisuallyHidden>}
          <Text size="sm" fw={unread ? 700 : 500}>
            {notification.title}
          </Text>
          <Text size="sm" c="dimmed">
            {notification.text}
          </Text>
          <Text size="xs" c="dimmed" mt={2} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  )
}
