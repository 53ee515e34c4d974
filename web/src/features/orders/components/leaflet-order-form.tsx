import { useState } from 'react'
import { Alert, Button, Group, Select, Stack } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useGenerateLeafletOrder } from '../api/generate-leaflet-order'
import { DEFAULT_LEAFLET_MONTHS, monthOptions } from '../order-options'
import { usePdfTab } from './use-pdf-tab'

/** Months of stock to buy at the action price; the proposal opens as a PDF in a new tab. */
export function LeafletOrderForm({ branch }: { branch: BranchRef }) {
  const [mesice, setMesice] = useState(String(DEFAULT_LEAFLET_MONTHS))
  const { mutate, isPending } = useGenerateLeafletOrder(branch)
  const tab = usePdfTab(mutate)

  return (
    <Stack gap="md" maw={560}>
      <Select
        label="Zásoba na"
        data={monthOptions}
        value={mesice}
        onChange={(value) => value && setMesice(value)}
        allowDeselect={false}
        w={240}
        data-testid="letak-months"
      />
      {tab.error && (
        <Alert color="red" variant="light" role="alert" data-testid="order-error">
          {tab.error}
        </Alert>
      )}
      <Group>
        <Button
          loading={isPending}
          onClick={() => tab.run(Number(mesice))}
          data-testid="letak-generate"
        >
          Vygenerovat PDF
        </Button>
      </Group>
    </Stack>
  )
}
