import { Alert, List, Stack, Text } from '@mantine/core'
import { UploadProgressBar } from '../../../components/upload-progress'
import { formatNumber } from '../../../lib/format'
import { isRunning, type ExportBranch, type ExportStatus, type UploadMeta } from '../export-meta'
import { SkippedRowsDownload } from './skipped-rows-download'

const statusLabels: Record<ExportStatus, string> = {
  queued: 'Export čeká ve frontě na zpracování…',
  processing: 'Zpracovávám export…',
  done: 'Zpracování dokončeno.',
  failed: 'Zpracování selhalo.',
}

interface UploadStatusProps {
  branch: ExportBranch
  meta: UploadMeta
}

/** Progress and outcome of the branch's latest upload, as the worker reports it. */
export function UploadStatus({ branch, meta }: UploadStatusProps) {
  if (!meta.status) return null
  const { processed, total } = meta.progress
  const { sklad, pohyby, karty, odpisy } = meta.counts
  const report = meta.skippedReport && (
    <SkippedRowsDownload branch={branch} report={meta.skippedReport} />
  )

  return (
    <Stack gap="sm">
      <UploadProgressBar
        status={meta.status}
        label={statusLabels[meta.status]}
        processed={processed}
        total={total}
        running={isRunning(meta.status)}
        failed={meta.status === 'failed'}
      />
      {meta.status === 'done' && (
        <Alert color="teal" variant="light" role="status" data-testid="upload-result">
          <Text size="sm">
            Export zpracován: sklad {formatNumber(sklad)}, pohyby {formatNumber(pohyby)}, karty{' '}
            {formatNumber(karty)}, odpisy {formatNumber(odpisy)} řádků.
          </Text>
          {meta.skipped.count > 0 && (
            <>
              <Text size="sm" mt="xs">
                Přeskočené řádky: {formatNumber(meta.skipped.count)}
              </Text>
              <List size="sm" data-testid="upload-skipped">
                {meta.skipped.examples.map((example) => (
                  <List.Item key={`${example.file}-${example.row}`}>
                    {example.file}, řádek {example.row}: {example.reason}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {report}
        </Alert>
      )}
      {meta.status === 'failed' && (
        <Alert color="red" variant="light" role="alert">
          <Text size="sm" data-testid="upload-failed">
            {meta.error ? `Chyba: ${meta.error}` : 'Chyba při nahrávání.'}
          </Text>
          {report}
        </Alert>
      )}
    </Stack>
  )
}
