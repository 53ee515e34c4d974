import { useState } from 'react'
import { Alert, Button, Group, Select, Stack } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useGenerateOrder } from '../api/generate-order'
import {
  DEFAULT_ORDER_MONTHS,
  DEFAULT_SUPPLIER,
  monthOptions,
  supplierOptions,
} from '../order-options'
import { usePdfTab } from './use-pdf-tab'

/** Supplier and months of stock; the proposal opens as a PDF in a new tab. */
export function OrderForm({ branch }: { branch: BranchRef }) {
  const [dodavatel, setDodavatel] = useState<string>(DEFAULT_SUPPLIER)
  const [mesice, setMesice] = useState(String(DEFAULT_ORDER_MONTHS))
  const { mutate, isPending } = useGenerateOrder(branch)
  const tab = usePdfTab(mutate)

  return (
    <Stack gap="md" maw={560}>
      <Group grow align="flex-start">
        <Select
          label="Dodavatel"
          data={supplierOptions}
          value={dodavatel}
          onChange={(value) => value && setDodavatel(value)}
          allowDeselect={false}
          data-testid="order-supplier"
        />
        <Select
          label="Zásoba na"
          data={monthOptions}
          value={mesice}
          onChange={(value) => value && setMesice(value)}
          allowDeselect={false}
          data-testid="order-months"
        />
      </Group>
      {tab.error && (
        <Alert color="red" variant="light" role="alert" data-testid="order-error">
          {tab.error}
        </Alert>
      )}
      <Group>
        <Button
          loading={isPending}
          onClick={() => tab.run({ dodavatel, mesice: Number(mesice) })}
          data-testid="order-generate"
        >
          Vygenerovat PDF
        </Button>
      </Group>
    </Stack>
  )
}
