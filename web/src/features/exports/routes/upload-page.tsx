import { useState } from 'react'
import { Alert, Paper, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import { formatDateTime } from '../../../lib/format'
import { useUploadMeta } from '../api/get-upload-meta'
import { UploadForm } from '../components/upload-form'
import { UploadHistory } from '../components/upload-history'
import { UploadStatus } from '../components/upload-status'
import { isRunning, needsOdpisy, type ExportBranch } from '../export-meta'

interface UploadPageProps {
  /** Chosen by the app: the user's own branch, or the one an admin picked. */
  branch: ExportBranch
}

/** Uploading the branch's exports (sklad, pohyby, karty, monthly odpisy) and following the job. */
export function UploadPage({ branch }: UploadPageProps) {
  const meta = useUploadMeta(branch)
  const data = meta.data
  /* The batch whose outcome was on screen when a new attempt began: its green "Export
     zpracován…" must not stand under that attempt's errors, so it goes until a new batch shows. */
  const [replacedBatch, setReplacedBatch] = useState<string | null | undefined>(undefined)

  if (meta.isPending) return <Text c="dimmed">Načítám stav exportů…</Text>

  return (
    <Stack gap="lg">
      {meta.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(meta.error, 'Nepodařilo se načíst stav exportů.')}
        </Alert>
      )}
      <Stack gap={2}>
        <Text data-testid="last-export">
          {data?.lastBatch
            ? `Poslední export: ${formatDateTime(data.lastBatch)}`
            : 'Zatím nebyl nahrán žádný export.'}
        </Text>
        {data?.lastBatch && data.lastBatchOrigin?.via === 'inbox' && (
          <Text size="sm" c="dimmed" data-testid="last-export-origin">
            Nahráno automaticky ze složky {data.lastBatchOrigin.folder}
          </Text>
        )}
      </Stack>
      <Paper withBorder p="lg" radius="md">
        <UploadForm
          key={`${branch.firma}/${branch.pharmacyCode}`}
          branch={branch}
          withOdpisy={needsOdpisy(data?.odpisyLastBatch ?? null, new Date())}
          busy={isRunning(data?.status)}
          onAttempt={() => setReplacedBatch(data?.batchId ?? null)}
        />
      </Paper>
      {data && data.batchId !== replacedBatch && <UploadStatus branch={branch} meta={data} />}
      <UploadHistory
        branch={branch}
        latest={{ batchId: data?.batchId ?? null, status: data?.status ?? null }}
      />
    </Stack>
  )
}
