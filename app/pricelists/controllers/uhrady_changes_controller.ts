import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { branchVersions } from '#pricelists/queries/uhrady_changes'
import { VERSION_NOT_FOUND, uhradyChangesPdfKind } from '#pricelists/services/uhrady_changes_pdf'
import { requireBranch } from '#core/require_branch'

/** The /pharmacy/report viewer: a branch's reimbursement-change versions and their PDFs. */
export default class UhradyChangesController {
  async list({ branch }: HttpContext) {
    return branchVersions(requireBranch(branch))
  }

  async pdf({ branch, params, response }: HttpContext) {
    const acting = requireBranch(branch)
    if (!/^\d{1,9}$/.test(String(params.versionId))) throw DomainError.notFound(VERSION_NOT_FOUND)
    const pdf = await producePdf(uhradyChangesPdfKind, {
      ...acting,
      versionId: Number(params.versionId),
    })
    return sendPdf(response, pdf, `zmeny_uhrady_${acting.pharmacyCode}.pdf`)
  }
}
