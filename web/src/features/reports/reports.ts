import type { BranchRef } from '../../lib/branch-ref'

export const reportsKey = (report: string, branch: BranchRef) =>
  ['reports', report, branch.firma, branch.pharmacyCode] as const

/** PDF documents are generated for one visit: not kept once the screen is left. */
export const ONE_VISIT = { gcTime: 0, staleTime: Infinity } as const
