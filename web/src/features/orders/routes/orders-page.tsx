import { Alert, Paper, Stack } from '@mantine/core'
import { LastUpload } from '../../../components/last-upload'
import type { BranchRef } from '../../../lib/branch-ref'
import { useOrdersMeta } from '../api/get-orders-meta'
import { OrderForm } from '../components/order-form'

const NOTE =
  'Návrh je spočítán z pohybů skladu za posledních 6 měsíců. Nezohledňuje neohlášené změny ' +
  'úhrad, dostupnost zboží u distributorů, sezónní výkyvy prodejů, LPOD ani skladovací prostory.'

/** The order proposal of the branch for one supplier. */
export function OrdersPage({ branch }: { branch: BranchRef }) {
  const meta = useOrdersMeta(branch)
  return (
    <Stack gap="md">
      <LastUpload
        meta={meta}
        label="Poslední export"
        noneText="Zatím nebyl nahrán žádný export."
        errorText="Nepodařilo se načíst datum posledního exportu."
        testId="last-export"
      />
      <Paper withBorder p="lg" radius="md">
        <OrderForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
      <Alert color="yellow" variant="light" title="Upozornění" data-testid="order-note">
        {NOTE}
      </Alert>
    </Stack>
  )
}
