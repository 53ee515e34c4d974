import { Alert, Paper, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatDateTime } from '../../../lib/format'
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
      {meta.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(meta.error, 'Nepodařilo se načíst datum posledního exportu.')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="last-export">
          {meta.isPending
            ? 'Načítání…'
            : meta.data.lastBatch
              ? `Poslední export: ${formatDateTime(meta.data.lastBatch)}`
              : 'Zatím nebyl nahrán žádný export.'}
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <OrderForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
      <Alert color="yellow" variant="light" title="Upozornění" data-testid="order-note">
        {NOTE}
      </Alert>
    </Stack>
  )
}
