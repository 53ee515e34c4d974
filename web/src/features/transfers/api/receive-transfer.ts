import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { reloadTransferScreens, type Prevodka } from '../transfer'

export interface ReceivedLine {
  _id: string
  status: 'přijato' | 'nedodáno'
  /** Sent only when less than the line's quantity arrived; then `reason` is required. */
  quantity?: number
  reason?: string
}

export interface ReceiveInput {
  prevodkaId: string
  receivedItems: ReceivedLine[]
}

/**
 * The receipt of a převodka: each line delivered (přijato, maybe short) or not (nedodáno);
 * the answer names the převodka and its new stav.
 */
export function receiveTransfer(branch: BranchRef, input: ReceiveInput) {
  return api.post<{ ok: true; prevodka: Pick<Prevodka, 'prevodkaId' | 'stav'> }>(
    branchPath('/transfers/receive', branch),
    input
  )
}

export function useReceiveTransfer(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ReceiveInput) => receiveTransfer(branch, input),
    onError: (error) => console.error('Receipt failed', error),
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
