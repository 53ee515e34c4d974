import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export type MailKind = 'watchlist' | 'digest' | 'job_failed' | 'inbox_failed'

/** One recorded message (GET /admin/mail), without its body. */
export interface MailRecord {
  id: string
  kind: MailKind
  to: string
  subject: string
  attachment: string | null
  status: 'queued' | 'sent' | 'failed'
  attempts: number
  error: string | null
  createdAt: string
  sentAt: string | null
}

export interface MailLog {
  enabled: boolean
  messages: MailRecord[]
}

export function getMailLog() {
  return api.get<MailLog>('/admin/mail')
}

export const mailLogQueryOptions = () =>
  queryOptions({ queryKey: ['admin-mail'] as const, queryFn: getMailLog, refetchInterval: 10_000 })

export function useMailLog() {
  return useQuery(mailLogQueryOptions())
}
