import { Alert, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { messageOf } from '../lib/api-client'
import { formatDateTime } from '../lib/format'

interface LastUploadProps {
  /** The upload's meta, `lastBatch` null before the first upload. */
  meta: UseQueryResult<{ lastBatch: string | null }>
  /** `Poslední export`: the line then reads `Poslední export: 2. 12. 2026 10:30`. */
  label: string
  /** Said before the first upload. */
  noneText: string
  /** The alert when the meta cannot be read. */
  errorText: string
  testId: string
}

/** When the branch last uploaded what the screen works with: a dimmed line above its form. */
export function LastUpload({ meta, label, noneText, errorText, testId }: LastUploadProps) {
  if (meta.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(meta.error, errorText)}
      </Alert>
    )
  }
  return (
    <Text size="sm" c="dimmed" data-testid={testId}>
      {meta.isPending
        ? 'Načítání…'
        : meta.data.lastBatch
          ? `${label}: ${formatDateTime(meta.data.lastBatch)}`
          : noneText}
    </Text>
  )
}
