import { Paper, Stack, Text } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useLetakMeta } from '../api/get-letak-meta'
import { LetakMetaBox } from '../components/letak-meta-box'
import { LetakOrderForm } from '../components/letak-order-form'

const EXPLANATION =
  'Návrh vychází ze spotřeby za posledních 6 měsíců a z období platnosti aktuálního letáku. ' +
  'Pomůže doplnit zboží za sníženou nákupní cenu ještě před koncem akce a zlepšit tak marži ' +
  'i při prodeji mimo akci.'

/** Restocking the current leaflet's items before the promotion ends. */
export function LeafletOrderPage({ branch }: { branch: BranchRef }) {
  const meta = useLetakMeta(branch)
  return (
    <Stack gap="md">
      <LetakMetaBox meta={meta.data} error={meta.error} />
      <Paper withBorder p="lg" radius="md">
        <LetakOrderForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
      <Text size="sm" c="dimmed" data-testid="letak-explanation">
        {EXPLANATION}
      </Text>
    </Stack>
  )
}
