import { useState } from 'react'
import type { BranchRef } from '../../../lib/branch-ref'
import { useGenerateLeafletOrder } from '../api/generate-leaflet-order'
import { DEFAULT_LEAFLET_MONTHS, monthOptions } from '../order-options'
import { OrderSelect, PdfOrderForm } from './pdf-order-form'

/** Months of stock to buy at the action price; the proposal opens as a PDF in a new tab. */
export function LeafletOrderForm({ branch }: { branch: BranchRef }) {
  const [mesice, setMesice] = useState(String(DEFAULT_LEAFLET_MONTHS))
  const generate = useGenerateLeafletOrder(branch)
  return (
    <PdfOrderForm mutation={generate} input={Number(mesice)} generateTestId="letak-generate">
      <OrderSelect
        label="Zásoba na"
        data={monthOptions}
        value={mesice}
        onChange={setMesice}
        w={240}
        testId="letak-months"
      />
    </PdfOrderForm>
  )
}
