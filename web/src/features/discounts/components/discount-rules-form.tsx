import { useState } from 'react'
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { ApiError } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { openPdf } from '../../../lib/open-pdf'
import { useGenerateDiscountPdf } from '../api/generate-discount-pdf'
import { useSaveDiscountRules } from '../api/save-discount-rules'
import { DEFAULT_RULES, discountStatus, toPercent, type DiscountRule } from '../discount-rule'
import { DiscountRuleCard, type EditedRule } from './discount-rule-card'

const POPUP_BLOCKED = 'Povol prosím vyskakovací okna pro tuto stránku.'

const toRule = (rule: EditedRule): DiscountRule => ({ ...rule, discount: toPercent(rule.discount) })

/** A refusal by the server (it answered) is "cannot save"; anything else is an error. */
const saveFailureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? discountStatus.refused : discountStatus.failed

interface DiscountRulesFormProps {
  branch: BranchRef
  initial: DiscountRule[]
}

/** The rule cards, save / reset / PDF, and one status line of feedback. */
export function DiscountRulesForm({ branch, initial }: DiscountRulesFormProps) {
  const [rules, setRules] = useState<EditedRule[]>(initial)
  const [status, setStatus] = useState<string | null>(null)
  const save = useSaveDiscountRules(branch)
  const pdf = useGenerateDiscountPdf(branch)

  const store = (next: DiscountRule[], doneText: string) => {
    setStatus(null)
    save.mutate(next, {
      onSuccess: (answer) => setStatus(answer.ok ? doneText : discountStatus.refused),
      onError: (error) => setStatus(saveFailureText(error)),
    })
  }

  const reset = () => {
    setRules(DEFAULT_RULES)
    store(DEFAULT_RULES, discountStatus.reset)
  }

  const generate = () => {
    setStatus(null)
    // Opened within the click, so a pop-up blocker lets the tab through.
    const tab = window.open('', '_blank')
    if (!tab) return setStatus(POPUP_BLOCKED)
    pdf.mutate(undefined, {
      onSuccess: (blob) => openPdf(blob, tab),
      onError: () => {
        tab.close()
        setStatus(discountStatus.pdfFailed)
      },
    })
  }

  const update = (index: number, rule: EditedRule) =>
    setRules((current) => current.map((r, i) => (i === index ? rule : r)))

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: Math.min(rules.length, 3) }}>
        {rules.map((rule, index) => (
          <DiscountRuleCard
            key={rule.days}
            rule={rule}
            disabled={save.isPending}
            onChange={(next) => update(index, next)}
          />
        ))}
      </SimpleGrid>
      <Group>
        <Button
          onClick={() => store(rules.map(toRule), discountStatus.saved)}
          disabled={save.isPending}
          data-testid="discount-save"
        >
          {save.isPending ? 'Ukládám...' : 'Uložit nastavení'}
        </Button>
        <Button
          variant="default"
          onClick={reset}
          disabled={save.isPending}
          data-testid="discount-reset"
        >
          Resetovat
        </Button>
        <Button
          variant="outline"
          onClick={generate}
          loading={pdf.isPending}
          disabled={pdf.isPending}
          data-testid="discount-pdf"
        >
          Vygenerovat PDF
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        PDF se vytvoří podle uložených pravidel.
      </Text>
      {status && (
        <Text role="status" fw={500} data-testid="discount-status">
          {status}
        </Text>
      )}
    </Stack>
  )
}
