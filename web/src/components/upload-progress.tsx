import { Group, Progress, Stack, Text } from '@mantine/core'
import { formatNumber } from '../lib/format'
import type { SheetUploadStatus } from '../lib/sheet-upload'

interface ProgressBarProps {
  /** The upload's state, for tests and styles (`data-status`). */
  status: string
  label: string
  processed: number
  total: number
  running: boolean
  failed?: boolean
}

/** Rows the worker has read of the rows the sheet declares, under a line saying what it does. */
export function UploadProgressBar({
  status,
  label,
  processed,
  total,
  running,
  failed,
}: ProgressBarProps) {
  const percent = total > 0 ? Math.min(100, (processed / total) * 100) : 0
  return (
    <Stack gap={4} data-testid="upload-progress" data-status={status}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {formatNumber(processed)} / {formatNumber(total)}
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        color={failed ? 'red' : 'teal'}
        animated={running}
        aria-label="Průběh zpracování"
      />
    </Stack>
  )
}

const LABELS = {
  queued: 'Soubor čeká ve frontě na zpracování…',
  processing: 'Zpracovávám soubor…',
} as const

/** A price list or voucher export while the worker reads it; nothing once it is done. */
export function UploadProgress({ upload }: { upload: SheetUploadStatus<unknown> }) {
  if (upload.status !== 'queued' && upload.status !== 'processing') return null
  return (
    <UploadProgressBar
      status={upload.status}
      label={LABELS[upload.status]}
      processed={upload.progress.processed}
      total={upload.progress.total}
      running
    />
  )
}
