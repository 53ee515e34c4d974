import { ActionIcon, Indicator, Popover } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { bellLabel, unreadLabel } from '../../../../../app/notifications/rules/notification_text'
import { BellIcon } from '../../../components/bell-icon'
import { useUnreadCount } from '../api/get-unread-count'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import { useNotificationStream } from '../api/subscribe-notifications'
import { NotificationList } from './notification-list'

/**
 * The header bell: the unread count (live over server-sent events, else polled) and,
 * when clicked, the latest notifications. The button's name says the count in words; the
 * badge, capped at 99+, is for the eye only.
 */
export function NotificationBell() {
  const live = useNotificationStream()
  const { data } = useUnreadCount(live)
  const markRead = useMarkNotificationsRead()
  const [opened, { toggle, close }] = useDisclosure(false)
  const unread = data?.unread ?? 0
  const label = unreadLabel(unread)

  return (
    <Indicator
      label={
        <span aria-hidden="true" data-testid="notifications-count">
          {label}
        </span>
      }
      disabled={!label}
      color="red"
      size={18}
      offset={6}
      inline
    >
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={toggle}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} data-testid="notifications-list">
          <NotificationList unread={unread} markRead={markRead} onNavigate={close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}
