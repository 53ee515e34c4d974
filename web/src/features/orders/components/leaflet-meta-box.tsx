import { Group, Paper, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { formatDate, formatNumber } from '../../../lib/format'
import type { LeafletMeta } from '../api/get-leaflet-meta'

const LOAD_FAILED = 'Nepodařilo se načíst data letáku.'

interface LeafletMetaBoxProps {
  meta: LeafletMeta | undefined
  error: unknown
}

/** Validity of the current leaflet and its item count (shown only above 0). */
export function LeafletMetaBox({ meta, error }: LeafletMetaBoxProps) {
  const problem = error
    ? messageOf(error, LOAD_FAILED)
    : meta && !meta.ok
      ? meta.error || LOAD_FAILED
      : null
  if (problem) {
    return (
      <Text c="red" role="alert" data-testid="letak-error">
        {problem}
      </Text>
    )
  }
  if (!meta) return <Text c="dimmed">Načítání…</Text>
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" data-testid="letak-meta">
      <Group gap="xl">
        <Text>
          Platnost od: <b>{formatDate(meta.validFrom)}</b>
        </Text>
        <Text>
          Platnost do: <b>{formatDate(meta.validTo)}</b>
        </Text>
        {meta.leafletCount > 0 && (
          <Text>
            Počet položek: <b>{formatNumber(meta.leafletCount)}</b>
          </Text>
        )}
      </Group>
    </Paper>
  )
}
