import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { branchPath, type BranchRef } from '../../../lib/branch-ref'

/** The delivery note of the package for one target branch, as a PDF. */
export function printPackage(branch: BranchRef, targetPharmacyCode: string) {
  const path = `${branchPath('/transfers/print', branch)}/${encodeURIComponent(targetPharmacyCode)}`
  return api.get<Blob>(path, { responseType: 'blob' })
}

/** A failed download is only logged (spec §8). */
export function usePrintPackage(branch: BranchRef) {
  return useMutation({
    mutationFn: (targetPharmacyCode: string) => printPackage(branch, targetPharmacyCode),
    onError: (error) => console.error('Printing the package failed', error),
  })
}
