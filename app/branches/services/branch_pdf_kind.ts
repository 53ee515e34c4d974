import { findBranchLabel } from '#branches/queries/branch_label'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import type { PdfKind, PdfParams } from '#core/pdf/pdf_queue'
import { renderReport, type ReportBlock } from '#core/pdf/report'

/** Every branch report is asked for one branch of the chain. */
export type BranchPdfParams = PdfParams & { firma: string; pharmacyCode: string }

/** The moment a document is asked for: PostgreSQL's `now` and its day in the chain's zone. */
export type PdfMoment = { now: Date; today: string }

/** What a branch report prints under the header: its title (the first heading too) and blocks. */
export type BranchPdfLayout = { title: string; blocks: ReportBlock[] }

export type BranchPdfSpec<P extends BranchPdfParams, S> = {
  /** The kind's stable name: the worker finds the kind by it and the cache key carries it. */
  name: string
  /**
   * The data the document stands on (the current batch, the leaflet, a version…), read in the
   * web process for the fingerprint and again in the worker for the document, so keep it to
   * cheap reads. Null when there is nothing to print (the 404 `missing`), or it throws the
   * DomainError the screen shows.
   */
  sources(params: P, at: PdfMoment): Promise<S | null | undefined>
  /** The 404's message when sources find nothing. */
  missing?: string
  /**
   * What a stored document depends on: ids, versions, and the day when the content changes
   * with it. An array is stored as its JSON; a string as it is.
   */
  fingerprint(sources: S, at: PdfMoment): unknown[] | string
  /** The document itself, from the sources (loading its rows there). */
  layout(sources: S, params: P, at: PdfMoment): Promise<BranchPdfLayout> | BranchPdfLayout
}

const momentOf = (now: Date): PdfMoment => ({ now, today: dayIn(now, domain.TIME_ZONE) })

async function sourcesOf<P extends BranchPdfParams, S>(
  spec: BranchPdfSpec<P, S>,
  params: P,
  at: PdfMoment
) {
  const sources = await spec.sources(params, at)
  if (sources === null || sources === undefined) throw DomainError.notFound(spec.missing)
  return sources
}

/**
 * A PDF kind for one branch's report: the fingerprint from the kind's sources, the document
 * rendered under the header `Pobočka <code> – <name>` with the title as its first heading.
 * producePdf (app/core/pdf/pdf_queue.ts) stores it under the fingerprint and serves the stored
 * one while the sources are unchanged. A new report is then a query and a layout.
 */
export function branchPdfKind<P extends BranchPdfParams, S>(spec: BranchPdfSpec<P, S>): PdfKind<P> {
  return {
    name: spec.name,
    async fingerprint(params, now) {
      const at = momentOf(now)
      const key = spec.fingerprint(await sourcesOf(spec, params, at), at)
      return typeof key === 'string' ? key : JSON.stringify(key)
    },
    async render(params, now) {
      const at = momentOf(now)
      const { title, blocks } = await spec.layout(await sourcesOf(spec, params, at), params, at)
      return renderReport({
        title,
        branch: await findBranchLabel(params),
        generatedAt: now,
        blocks: [{ type: 'heading', text: title }, ...blocks],
      })
    },
  }
}
