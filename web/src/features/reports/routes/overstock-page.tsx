import type { BranchRef } from '../../../lib/branch-ref'
import { useOverstockPdf } from '../api/generate-overstock'
import { ReportPdf } from '../components/report-pdf'
import { reportFiles } from '../report-files'

/** The overstock report, generated when the screen opens. */
export function OverstockPage({ branch }: { branch: BranchRef }) {
  const pdf = useOverstockPdf(branch)
  return (
    <ReportPdf
      pdf={pdf}
      fileName={reportFiles.overstock(new Date())}
      title="Přehled nadzásob"
      errorText={() => 'Nelze načíst PDF přehledu nadzásob.'}
    />
  )
}
