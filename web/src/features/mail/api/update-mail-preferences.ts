import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { mailPreferencesQueryOptions, type MailPreferences } from './get-mail-preferences'

export function updateMailPreferences(input: { morningDigest: boolean }) {
  return api.put<MailPreferences>('/mail/preferences', input)
}

export function useUpdateMailPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateMailPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData(mailPreferencesQueryOptions().queryKey, preferences),
  })
}
