import {
  branchPdfKind,
  type BranchPdfLayout,
  type BranchPdfParams,
  type PdfMoment,
} from '#branches/services/branch_pdf_kind'
import { czDate, czDateTime } from '#core/format_cz'
import { branchProducts, type ProductRow } from '#stock/queries/branch_products'
import { requireBatch } from '#stock/services/branch_batch'

export type CurrentBatch = { batchId: number; lastBatch: string }

/** A product of the batch with a name to print: its own, else its PDK. */
export type NamedProduct = ProductRow & { nazev: string }

/** What a report on the current export stands on. */
export type BatchReport = { batch: CurrentBatch; products: NamedProduct[] }

export type BatchPdfSpec<P extends BranchPdfParams> = {
  name: string
  layout(report: BatchReport, params: P, at: PdfMoment): Promise<BranchPdfLayout>
}

/**
 * A branch report computed from the branch's current export batch and nothing else: it
 * answers the 404 of requireBatch before the first upload, is stored for the batch and the
 * day, and gets every product the batch knows, named. A new such report is its layout.
 */
export function batchPdfKind<P extends BranchPdfParams>(spec: BatchPdfSpec<P>) {
  return branchPdfKind({
    name: spec.name,
    sources: (params: P) => requireBatch(params),
    fingerprint: (batch, { today }) => [batch.batchId, today],
    async layout(batch, params, at) {
      const rows = await branchProducts(params, batch.batchId)
      const products = rows.map((p) => ({ ...p, nazev: p.nazev ?? p.pdk }))
      return spec.layout({ batch, products }, params, at)
    },
  })
}

/** The fields that date a report on an export: today and when the export was taken. */
export function exportDateFields(batch: CurrentBatch, now: Date): [string, string][] {
  return [
    ['Datum', czDate(now)],
    ['Poslední export', czDateTime(batch.lastBatch)],
  ]
}
