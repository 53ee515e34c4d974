import { Alert, List, Text } from '@mantine/core'
import { formatNumber } from '../../../lib/format'
import type { UploadResult } from '../api/upload-price-list'

/** The server's confirmation with the stored and skipped row counts. */
export function UploadResultAlert({
  result,
  fallback,
}: {
  result: UploadResult
  fallback: string
}) {
  const skipped = result.skipped
  return (
    <Alert color="teal" variant="light" role="status" data-testid="upload-success">
      <Text fw={500}>{result.message || fallback}</Text>
      <Text size="sm">Uloženo řádků: {formatNumber(result.meta?.rows)}</Text>
      {skipped && skipped.count > 0 && (
        <>
          <Text size="sm">Přeskočeno řádků: {formatNumber(skipped.count)}</Text>
          <List size="sm">
            {skipped.examples.map((example) => (
              <List.Item key={example.row}>
                řádek {example.row}: {example.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  )
}
