import { Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useDiscountRules } from '../api/get-discount-rules'
import { DiscountRulesForm } from '../components/discount-rules-form'
import { DEFAULT_RULES } from '../discount-rule'

/** Expiry discount rules of the branch; when they cannot be loaded the defaults stay. */
export function DiscountedPage({ branch }: { branch: BranchRef }) {
  const loaded = useDiscountRules(branch)
  if (loaded.isPending) return <Text c="dimmed">Načítání…</Text>
  const rules = loaded.data?.rule?.rules?.length ? loaded.data.rule.rules : DEFAULT_RULES
  return (
    <DiscountRulesForm
      key={`${branch.firma}/${branch.pharmacyCode}`}
      branch={branch}
      initial={rules}
    />
  )
}
