import { Stack } from '@mantine/core'
import type { BranchRef } from '../../../lib/branch-ref'
import { useAkcniMeta } from '../api/get-akcni-meta'
import { useAkcniPdf } from '../api/get-akcni-pdf'
import { AkcniMetaBox } from '../components/akcni-meta-box'
import { ReportPdf } from '../components/report-pdf'
import { isNotFound, reportFiles } from '../report-files'

const pdfErrorText = (error: unknown) =>
  isNotFound(error) ? 'Report není k dispozici.' : 'Nelze načíst PDF Akčního letáku.'

/** Leaflet products the branch stocks whose action price is under its purchase price. */
export function AkcniCenyPage({ branch }: { branch: BranchRef }) {
  const meta = useAkcniMeta(branch)
  const pdf = useAkcniPdf(branch)
  return (
    <Stack gap="md">
      <AkcniMetaBox meta={meta.data?.meta} error={meta.error} />
      <ReportPdf
        pdf={pdf}
        fileName={reportFiles.akcni(new Date())}
        title="Akční ceny pod nákupní cenou"
        errorText={pdfErrorText}
      />
    </Stack>
  )
}
