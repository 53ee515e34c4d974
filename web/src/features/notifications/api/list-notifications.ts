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

/** Used by the bell's open list only; a signal refetches it, or marks it stale while closed. */
export function useNotificationList() {
  return useQuery(notificationListQueryOptions())
}
