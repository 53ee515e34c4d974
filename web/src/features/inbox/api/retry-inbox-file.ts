import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { inboxKey } from './get-inbox'

/** Puts a refused file back into its branch folder; the next scan takes it like a new one. */
export function retryInboxFile(input: { folder: string; file: string }) {
  return api.post<{ file: string; message: string }>('/admin/inbox/retry', input)
}

export function useRetryInboxFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: retryInboxFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  })
}
