import { Card, Group, NumberInput, Radio, Stack } from '@mantine/core'
import type { DiscountMode } from '../discount-rule'
import { SectionTitle } from '../../../components/section-title'

/** A rule while edited: the percent field may be empty until saved. */
export interface EditedRule {
  days: number
  discount: number | string
  mode: DiscountMode
}

interface DiscountRuleCardProps {
  rule: EditedRule
  disabled: boolean
  onChange: (rule: EditedRule) => void
}

/** One rule: the percent (unused at the purchase price) and the mode. */
export function DiscountRuleCard({ rule, disabled, onChange }: DiscountRuleCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="discount-rule" data-days={rule.days}>
      <Stack gap="sm">
        <SectionTitle>Pod {rule.days} dní do expirace</SectionTitle>
        <NumberInput
          label="Sleva (%)"
          min={0}
          max={100}
          clampBehavior="strict"
          allowNegative={false}
          decimalSeparator=","
          suffix=" %"
          value={rule.discount}
          onChange={(discount) => onChange({ ...rule, discount })}
          disabled={disabled || rule.mode === 'za_nakupku'}
          data-testid="discount-percent"
        />
        <Radio.Group
          value={rule.mode}
          onChange={(mode) => onChange({ ...rule, mode: mode as DiscountMode })}
        >
          <Group gap="lg">
            <Radio value="z_prodejni" label="z prodejní ceny" disabled={disabled} />
            <Radio value="za_nakupku" label="za nákupní cenu" disabled={disabled} />
          </Group>
        </Radio.Group>
      </Stack>
    </Card>
  )
}
