import type { HttpContext } from '@adonisjs/core/http'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { currentBatch } from '#stock/queries/current_batch'
import { currentLeaflet } from '#orders/queries/leaflet'
import { supplierOrderPdfKind } from '#orders/services/supplier_order_pdf'
import { leafletOrderPdfKind, NO_LEAFLET } from '#orders/services/leaflet_order_pdf'
import { generateOrderValidator, leafletOrderValidator } from '#orders/validators/order_validators'
import { requireBranch } from '#core/require_branch'
import { dbFileDay, dbToday } from '#core/clock'

export default class OrdersController {
  async meta(ctx: HttpContext) {
    const batch = ctx.branch ? await currentBatch(ctx.branch) : null
    return { lastBatch: batch?.lastBatch ?? null }
  }

  async generate(ctx: HttpContext) {
    const { dodavatel, mesice } = await ctx.request.validateUsing(generateOrderValidator)
    const pdf = await producePdf(supplierOrderPdfKind, {
      ...requireBranch(ctx.branch),
      dodavatel,
      mesice,
    })
    return sendPdf(ctx.response, pdf, `objednavka_${dodavatel}_${await dbFileDay()}.pdf`)
  }

  /** The current leaflet as the leaflet order screen shows it. */
  async letakMeta() {
    const leaflet = await currentLeaflet(await dbToday())
    if (!leaflet) {
      return { ok: false, error: NO_LEAFLET, validFrom: null, validTo: null, leafletCount: 0 }
    }
    return {
      ok: true,
      error: null,
      validFrom: leaflet.validFrom,
      validTo: leaflet.validTo,
      leafletCount: leaflet.itemCount,
    }
  }

  async fromLetak(ctx: HttpContext) {
    const { mesice } = await ctx.request.validateUsing(leafletOrderValidator)
    const pdf = await producePdf(leafletOrderPdfKind, { ...requireBranch(ctx.branch), mesice })
    return sendPdf(ctx.response, pdf, `doobjednani_letaku_${await dbFileDay()}.pdf`)
  }
}
