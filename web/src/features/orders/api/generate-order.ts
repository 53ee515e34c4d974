import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

export interface OrderInput {
  dodavatel: string
  mesice: number
}

/** The order proposal for one supplier as a PDF. */
export function generateOrder(branch: BranchRef, input: OrderInput) {
  return api.post<Blob>(
    '/orders/generate',
    { ...input, pharmacyCode: branch.pharmacyCode },
    { responseType: 'blob' }
  )
}

export function useGenerateOrder(branch: BranchRef) {
  return useMutation({ mutationFn: (input: OrderInput) => generateOrder(branch, input) })
}
