import { Text } from '@mantine/core'
import { formatDateTime } from '../../../lib/format'

/** When the branch last uploaded the exports the screen is computed from. */
export function LastExport({ lastBatch }: { lastBatch: string | null }) {
  return (
    <Text size="sm" c="dimmed" data-testid="last-export">
      {lastBatch
        ? `Poslední export: ${formatDateTime(lastBatch)}`
        : 'Zatím nebyl nahrán žádný export.'}
    </Text>
  )
}
