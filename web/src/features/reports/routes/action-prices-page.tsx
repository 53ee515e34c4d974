import { Stack } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useActionPricesMeta } from '../api/get-action-prices-meta'
import { useActionPricesPdf } from '../api/get-action-prices-pdf'
import { ActionPricesMetaBox } from '../components/action-prices-meta-box'
import { ReportPdf } from '../components/report-pdf'
import { isNotFound, reportFiles } from '../report-files'

const pdfErrorText = (error: unknown) =>
  isNotFound(error) ? 'Report není k dispozici.' : 'Nelze načíst PDF Akčního letáku.'

/** Leaflet products the branch stocks whose action price is under its purchase price. */
export function ActionPricesPage({ branch }: { branch: BranchRef }) {
  const meta = useActionPricesMeta(branch)
  const pdf = useActionPricesPdf(branch)
  return (
    <Stack gap="md">
      <ActionPricesMetaBox meta={meta.data?.meta} error={meta.error} />
      <ReportPdf
        pdf={pdf}
        fileName={reportFiles.actionPrices(new Date())}
        title="Akční ceny pod nákupní cenou"
        errorText={pdfErrorText}
      />
    </Stack>
  )
}
