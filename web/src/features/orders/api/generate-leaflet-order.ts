import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'

/** The restock proposal for the current leaflet's items as a PDF. */
export function generateLeafletOrder(branch: BranchRef, mesice: number) {
  return api.post<Blob>(
    '/orders/from-letak/generate',
    { mesice, pharmacyCode: branch.pharmacyCode },
    { responseType: 'blob' }
  )
}

export function useGenerateLeafletOrder(branch: BranchRef) {
  return useMutation({ mutationFn: (mesice: number) => generateLeafletOrder(branch, mesice) })
}
