import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import type { DiscountRule } from '../discount-rule'

/** The branch's stored rules, or the defaults when it has none. */
export function getDiscountRules(branch: BranchRef) {
  return api.get<{ rule: { rules: DiscountRule[] } }>('/discounted/rules', {
    query: { pharmacyCode: branch.pharmacyCode },
  })
}

export const discountRulesKey = (branch: BranchRef) =>
  ['discounts', 'rules', branch.firma, branch.pharmacyCode] as const

export const discountRulesQueryOptions = (branch: BranchRef) =>
  queryOptions({
    queryKey: discountRulesKey(branch),
    queryFn: () => getDiscountRules(branch),
    gcTime: 0,
  })

export function useDiscountRules(branch: BranchRef) {
  return useQuery(discountRulesQueryOptions(branch))
}
