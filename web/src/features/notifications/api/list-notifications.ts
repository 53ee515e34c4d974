import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { notificationsKey, type NotificationPage } from '../notification'

/* The bell shows the latest ones; older facts live on their own screens. */
const BELL_LIMIT = 20

export function listNotifications() {
  return api.get<NotificationPage>('/notifications', { query: { page: 1, limit: BELL_LIMIT } })
}

export const notificationListKey = [...notificationsKey, 'list'] as const

export const notificationListQueryOptions = () =>
  queryOptions({ queryKey: notificationListKey, queryFn: listNotifications })

/** Loaded when the bell's list is open; a signal marks it stale for the next opening. */
export function useNotificationList(enabled: boolean) {
  return useQuery({ ...notificationListQueryOptions(), enabled })
}
