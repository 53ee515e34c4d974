import { Paper, Stack, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useLeafletMeta } from '../api/get-leaflet-meta'
import { LeafletMetaBox } from '../components/leaflet-meta-box'
import { LeafletOrderForm } from '../components/leaflet-order-form'

const EXPLANATION =
  'Návrh vychází ze spotřeby za posledních 6 měsíců a z období platnosti aktuálního letáku. ' +
  'Pomůže doplnit zboží za sníženou nákupní cenu ještě před koncem akce a zlepšit tak marži ' +
  'i při prodeji mimo akci.'

/** Restocking the current leaflet's items before the promotion ends. */
export function LeafletOrderPage({ branch }: { branch: BranchRef }) {
  const meta = useLeafletMeta(branch)
  return (
    <Stack gap="md">
      <LeafletMetaBox meta={meta.data} error={meta.error} />
      <Paper withBorder p="lg" radius="md">
        <LeafletOrderForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
      <Text size="sm" c="dimmed" data-testid="letak-explanation">
        {EXPLANATION}
      </Text>
    </Stack>
  )
}
