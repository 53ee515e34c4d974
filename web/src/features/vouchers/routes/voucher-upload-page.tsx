import { Alert, Paper, Stack, Text } from '@mantine/core'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { formatDateTime } from '../../../lib/format'
import { useVoucherMeta } from '../api/get-voucher-meta'
import { VoucherUploadForm } from '../components/voucher-upload-form'

/** The branch uploads its voucher export; the report is built from the latest one. */
export function VoucherUploadPage({ branch }: { branch: BranchRef }) {
  const meta = useVoucherMeta(branch)
  return (
    <Stack gap="md">
      {meta.isError ? (
        <Alert color="red" variant="light" role="alert">
          {messageOf(meta.error, 'Nepodařilo se načíst datum posledního nahrání.')}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="voucher-last-batch">
          {meta.isPending
            ? 'Načítání…'
            : meta.data.lastBatch
              ? `Poslední nahrání poukázek: ${formatDateTime(meta.data.lastBatch)}`
              : 'Poukázky zatím nebyly nahrány.'}
        </Text>
      )}
      <Paper withBorder p="lg" radius="md">
        <VoucherUploadForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
    </Stack>
  )
}
