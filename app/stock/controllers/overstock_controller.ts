import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { overstockPdfKind } from '#stock/services/overstock_pdf'
import { requireBranch } from '#core/require_branch'

export default class OverstockController {
  /** The caller's branch (an admin names one with `?pharmacyCode=`); the body is empty. */
  async generate({ branch, response }: HttpContext) {
    const pdf = await producePdf(overstockPdfKind, { ...requireBranch(branch) })
    /* The day of the document's own date: PostgreSQL's (issue #34). */
    const day = dayIn(await dbNow(), domain.TIME_ZONE).replaceAll('-', '_')
    return sendPdf(response, pdf, `nadzasoby_${day}.pdf`)
  }
}
