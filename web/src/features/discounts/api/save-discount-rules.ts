import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import type { DiscountRule } from '../discount-rule'

export function saveDiscountRules(branch: BranchRef, rules: DiscountRule[]) {
  return api.post<{ ok: boolean; rule?: { rules: DiscountRule[] } }>('/discounted/rules', {
    rules,
    pharmacyCode: branch.pharmacyCode,
  })
}

export function useSaveDiscountRules(branch: BranchRef) {
  return useMutation({ mutationFn: (rules: DiscountRule[]) => saveDiscountRules(branch, rules) })
}
