import type { HttpContext } from '@adonisjs/core/http'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { DomainError } from '#core/domain_error'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { overstockPdfKind } from '#stock/services/overstock_pdf'

export default class OverstockController {
  /** The caller's branch (an admin names one with `?pharmacyCode=`); the body is empty. */
  async generate({ branch, response }: HttpContext) {
    if (!branch) throw DomainError.invalid('BRANCH_REQUIRED', 'Zvolte pobočku (pharmacyCode).')
    const pdf = await producePdf(overstockPdfKind, { ...branch })
    const day = dayIn(new Date(), domain.TIME_ZONE).replaceAll('-', '_')
    return sendPdf(response, pdf, `nadzasoby_${day}.pdf`)
  }
}
