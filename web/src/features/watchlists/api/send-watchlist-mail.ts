import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { watchlistApiPath } from '../watchlist'

export interface SentMail {
  message: string
  mailId: string | null
}

/** "Odeslat e-mailem": the server mails the watchlist's PDF to its e-mail (issue #17). */
export function sendWatchlistMail(branch: BranchRef, id: string) {
  return api.post<SentMail>(`${watchlistApiPath(branch, id)}/send`)
}

export function useSendWatchlistMail(branch: BranchRef, id: string) {
  return useMutation({ mutationFn: () => sendWatchlistMail(branch, id) })
}
