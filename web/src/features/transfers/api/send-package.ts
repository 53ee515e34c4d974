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

/** Failures are only logged (spec §8); every transfer list reloads afterwards. */
export function useSendPackage(branch: BranchRef) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (targetPharmacyCode: string) => sendPackage(branch, targetPharmacyCode),
    onError: (error) => console.error('Sending the package failed', error),
    onSettled: () => reloadTransferScreens(queryClient),
  })
}
