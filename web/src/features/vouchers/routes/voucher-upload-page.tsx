import { Paper, Stack } from '@mantine/core'
import { LastUpload } from '../../../components/last-upload'
import type { BranchRef } from '../../../lib/branch-ref'
import { useVoucherMeta } from '../api/get-voucher-meta'
import { VoucherUploadForm } from '../components/voucher-upload-form'

/** The branch uploads its voucher export; the report is built from the latest one. */
export function VoucherUploadPage({ branch }: { branch: BranchRef }) {
  const meta = useVoucherMeta(branch)
  return (
    <Stack gap="md">
      <LastUpload
        meta={meta}
        label="Poslední nahrání poukázek"
        noneText="Poukázky zatím nebyly nahrány."
        errorText="Nepodařilo se načíst datum posledního nahrání."
        testId="voucher-last-batch"
      />
      <Paper withBorder p="lg" radius="md">
        <VoucherUploadForm key={`${branch.firma}/${branch.pharmacyCode}`} branch={branch} />
      </Paper>
    </Stack>
  )
}
