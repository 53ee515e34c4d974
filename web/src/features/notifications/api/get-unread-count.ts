import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { notificationsKey } from '../notification'

/* Without a live stream the bell polls; with one it relies on the stream's signals. */
const POLL_MS = 30_000

export function getUnreadCount() {
  return api.get<{ unread: number }>('/notifications/unread-count')
}

export const unreadCountKey = [...notificationsKey, 'unread-count'] as const

export const unreadCountQueryOptions = (live: boolean) =>
  queryOptions({
    queryKey: unreadCountKey,
    queryFn: getUnreadCount,
    refetchInterval: live ? false : POLL_MS,
  })

export function useUnreadCount(live: boolean) {
  return useQuery(unreadCountQueryOptions(live))
}
