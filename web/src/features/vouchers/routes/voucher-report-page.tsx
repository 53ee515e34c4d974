import { Alert, Text } from '@mantine/core'
import { PdfFrame } from '../../../components/pdf-frame'
import { messageOf } from '../../../lib/api-client'
import type { BranchRef } from '../../../lib/branch-ref'
import { useVoucherReport } from '../api/get-voucher-report'
import { reportFileName } from '../vouchers'

/** The voucher report in a frame, with a download. */
export function VoucherReportPage({ branch }: { branch: BranchRef }) {
  const report = useVoucherReport(branch)
  if (report.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="pdf-error">
        {messageOf(report.error, 'Nelze načíst report poukázek.')}
      </Alert>
    )
  }
  if (report.isPending) return <Text c="dimmed">Načítání…</Text>
  return <PdfFrame blob={report.data} fileName={reportFileName(branch)} title="Report poukázek" />
}
