import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'
import { reloadTransferScreens } from '../transfer'

/** Sends the picked items for one target branch as a new převodka. */
export function sendPackage(branch: BranchRef, targetPharmacyCode: string) {
  return api.post<{ prevodkaId: string }>(branchPath('/transfers/send', branch), {
    targetPharmacyCode,
  })
}

/**
 * Failures are only logged (spec §8); every transfer list reloads afterwards. `onSent` says
 * what was sent as soon as the server answers: a callback given to `mutate` would wait for
 * the lists' reload (the mutation stays pending through `onSettled`), which on a busy line
 * left the branch without an answer for seconds.
 */
export function useSendPackage(
  branch: BranchRef,
  onSent?: (targetPharmacyCode: string, prevodkaId: string) => void
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (targetPharmacyCode: string) => sendPackage(branch, targetPharmacyCode),
    onSuccess: ({ prevodkaId }, targetPharmacyCode) => onSent?.(targetPharmacyCode, prevodkaId),
    onError: (error) => console.error('Sending the package failed', error),
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
