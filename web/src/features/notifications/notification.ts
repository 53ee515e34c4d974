import type { Notification, NotificationPage } from '../../../../contracts/lists/notifications'

/** A notification and a page of the bell as the API returns them: declared in contracts/lists. */
export type { Notification, NotificationPage }

/** Every notification query lives under this key, so one signal refreshes them all. */
export const notificationsKey = ['notifications'] as const
