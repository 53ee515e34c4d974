import { Alert, Group, Paper, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { formatDate, formatDateTime } from '../../../lib/format'
import type { ActionPricesMeta } from '../api/get-action-prices-meta'

interface ActionPricesMetaBoxProps {
  meta: ActionPricesMeta | null | undefined
  error: unknown
}

/** The leaflet's validity range and the export the report is computed from. */
export function ActionPricesMetaBox({ meta, error }: ActionPricesMetaBoxProps) {
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(error, 'Nepodařilo se načíst údaje o letáku.')}
      </Alert>
    )
  }
  if (meta === undefined) return <Text c="dimmed">Načítání…</Text>
  if (meta === null) return <Text c="dimmed">Akční leták zatím nebyl nahrán.</Text>
  return (
    <Paper withBorder p="md" radius="md" data-testid="akcni-meta">
      <Group gap="xl">
        <Text>
          Platnost letáku: <b>{formatDate(meta.validFrom)}</b> – <b>{formatDate(meta.validTo)}</b>
        </Text>
        <Text>Poslední export: {meta.lastBatch ? formatDateTime(meta.lastBatch) : '—'}</Text>
        {meta.lastUpdated && (
          <Text c="dimmed" size="sm">
            Leták nahrán: {formatDateTime(meta.lastUpdated)}
          </Text>
        )}
      </Group>
    </Paper>
  )
}
