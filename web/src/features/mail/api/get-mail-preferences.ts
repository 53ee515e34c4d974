import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** The caller's e-mail settings (issue #17): the morning digest, and whether mail is set up at all. */
export interface MailPreferences {
  morningDigest: boolean
  email: string
  mailEnabled: boolean
}

export function getMailPreferences() {
  return api.get<MailPreferences>('/mail/preferences')
}

export const mailPreferencesQueryOptions = () =>
  queryOptions({ queryKey: ['mail', 'preferences'] as const, queryFn: getMailPreferences })

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions())
}
