import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { notificationsKey } from '../notification'
import { unreadCountKey } from './get-unread-count'

export type MarkReadInput = { ids: string[] } | { all: true }

export function markNotificationsRead(input: MarkReadInput) {
  return api.post<{ marked: number; unread: number }>('/notifications/read', input)
}

/** Marks read for the signed-in user; the answer's count updates the bell at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadCountKey, { unread }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  })
}
