import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

/** The branch's OTC lots near expiry with their discounted prices, as a PDF. */
export function generateDiscountPdf(branch: BranchRef) {
  return api.post<Blob>(
    '/discounted/generate',
    { pharmacyCode: branch.pharmacyCode },
    { responseType: 'blob' }
  )
}

export function useGenerateDiscountPdf(branch: BranchRef) {
  return useMutation({ mutationFn: () => generateDiscountPdf(branch) })
}
