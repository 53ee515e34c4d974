import { Alert, List, Text } from '@mantine/core'
import { formatNumber } from '../../../lib/format'
import { reasonRows } from '../../../lib/sheet-upload'
import type { UploadResult } from '../api/upload-price-list'

/** The server's confirmation with the stored rows and the skipped ones by reason. */
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
          <List size="sm" data-testid="upload-skipped">
            {skipped.reasons
              ? skipped.reasons.map((reason) => (
                  <List.Item key={reason.reason}>
                    {formatNumber(reason.count)}× {reason.reason} ({reasonRows(reason)})
                  </List.Item>
                ))
              : skipped.examples.map((example) => (
                  <List.Item key={example.row}>
                    řádek {example.row}: {example.reason}
                  </List.Item>
                ))}
          </List>
        </>
      )}
      {result.warning && (
        <Text size="sm" c="orange.9" mt="xs">
          {result.warning}
        </Text>
      )}
    </Alert>
  )
}
