import type { HttpContext } from '@adonisjs/core/http'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { currentBatch } from '#stock/queries/current_batch'
import { reportLeaflet } from '#pricelists/queries/action_prices'
import { actionPricesPdfKind } from '#pricelists/services/action_prices_pdf'
import { requireBranch } from '#core/require_branch'
import { dbFileDay, dbToday } from '#core/clock'

/** The /akcni-ceny screen: the leaflet's validity and the branch's action-prices PDF. */
export default class ActionPricesController {
  async meta({ branch }: HttpContext) {
    const acting = requireBranch(branch)
    const leaflet = await reportLeaflet(await dbToday())
    if (!leaflet) return { ok: true, meta: null }
    const batch = await currentBatch(acting)
    return {
      ok: true,
      meta: {
        validFrom: leaflet.validFrom,
        validTo: leaflet.validTo,
        lastBatch: batch?.lastBatch ?? null,
        lastUpdated: leaflet.savedAt,
      },
    }
  }

  async pdf({ branch, response }: HttpContext) {
    const acting = requireBranch(branch)
    const pdf = await producePdf(actionPricesPdfKind, { ...acting })
    const today = await dbFileDay()
    return sendPdf(response, pdf, `akcni_${today}.pdf`)
  }
}
