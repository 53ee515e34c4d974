import { Button, Center, Group, Loader, ScrollArea, Text } from '@mantine/core'
import { useNavigate } from 'react-router-dom'
import { useNotificationList } from '../api/list-notifications'
import type { useMarkNotificationsRead } from '../api/mark-notifications-read'
import type { Notification } from '../notification'
import { NotificationItem } from './notification-item'

interface NotificationListProps {
  unread: number
  /** Held by the bell, so a failure of the read an opened item asked for outlives the list. */
  markRead: ReturnType<typeof useMarkNotificationsRead>
  /** Called when a notification was opened (the bell closes its list). */
  onNavigate: () => void
}

/** The bell's dropdown: the latest notifications, newest first. */
export function NotificationList({ unread, markRead, onNavigate }: NotificationListProps) {
  const { data, isPending, isError } = useNotificationList()
  const navigate = useNavigate()

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate({ ids: [notification.id] })
    onNavigate()
    navigate(notification.link)
  }

  return (
    <>
      <Group justify="space-between" px="md" py="xs" wrap="nowrap">
        <Text fw={600}>Upozornění</Text>
        <Button
          variant="subtle"
          size="compact-xs"
          disabled={unread === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Označit vše jako přečtené
        </Button>
      </Group>
      {markRead.isError && (
        <Text c="red" size="sm" px="md" pb="xs" role="alert" data-testid="mark-read-error">
          Upozornění se nepodařilo označit jako přečtené.
        </Text>
      )}
      <ScrollArea.Autosize mah={420} style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {isPending && (
          <Center p="md">
            <Loader size="sm" />
          </Center>
        )}
        {isError && (
          <Text c="red" size="sm" p="md">
            Upozornění se nepodařilo načíst.
          </Text>
        )}
        {data?.notifications.length === 0 && (
          <Text c="dimmed" size="sm" p="md" ta="center">
            Žádná upozornění.
          </Text>
        )}
        {data?.notifications.map((n) => (
          <NotificationItem key={n.id} notification={n} onOpen={open} />
        ))}
      </ScrollArea.Autosize>
    </>
  )
}
