import { Button, Group, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { formatNumber } from '../../../lib/format'
import { saveFile } from '../../../lib/save-file'
import { useDownloadSkippedRows } from '../api/download-skipped-rows'
import type { ExportBranch, SkippedReport } from '../export-meta'

const FAILED = 'Přeskočené řádky se nepodařilo stáhnout.'

interface SkippedRowsDownloadProps {
  branch: ExportBranch
  report: SkippedReport
}

/** The skipped rows of the finished or refused upload as an xlsx, so the branch can fix its export. */
export function SkippedRowsDownload({ branch, report }: SkippedRowsDownloadProps) {
  const download = useDownloadSkippedRows(branch)
  const save = () =>
    download.mutate(report.batchId, { onSuccess: (blob) => saveFile(blob, report.fileName) })

  return (
    <Group gap="sm" mt="xs" wrap="wrap">
      <Button
        size="xs"
        variant="white"
        loading={download.isPending}
        onClick={save}
        data-testid="skipped-download"
      >
        Stáhnout přeskočené řádky (xlsx)
      </Button>
      {report.truncated && (
        <Text size="xs" c="dimmed" data-testid="skipped-truncated">
          Soubor obsahuje prvních {formatNumber(report.rows)} z {formatNumber(report.skipped)}{' '}
          přeskočených řádků.
        </Text>
      )}
      {download.isError && (
        <Text size="sm" c="red" role="alert">
          {messageOf(download.error, FAILED)}
        </Text>
      )}
    </Group>
  )
}
