import { useState } from 'react'
import { Group } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useGenerateOrder } from '../api/generate-order'
import {
  DEFAULT_ORDER_MONTHS,
  DEFAULT_SUPPLIER,
  monthOptions,
  supplierOptions,
} from '../order-options'
import { OrderSelect, PdfOrderForm } from './pdf-order-form'

/** Supplier and months of stock; the proposal opens as a PDF in a new tab. */
export function OrderForm({ branch }: { branch: BranchRef }) {
  const [dodavatel, setDodavatel] = useState<string>(DEFAULT_SUPPLIER)
  const [mesice, setMesice] = useState(String(DEFAULT_ORDER_MONTHS))
  const generate = useGenerateOrder(branch)
  return (
    <PdfOrderForm
      mutation={generate}
      input={{ dodavatel, mesice: Number(mesice) }}
      generateTestId="order-generate"
    >
      <Group grow align="flex-start">
        <OrderSelect
          label="Dodavatel"
          data={supplierOptions}
          value={dodavatel}
          onChange={setDodavatel}
          testId="order-supplier"
        />
        <OrderSelect
          label="Zásoba na"
          data={monthOptions}
          value={mesice}
          onChange={setMesice}
          testId="order-months"
        />
      </Group>
    </PdfOrderForm>
  )
}
