import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { normalizePharmacyCode } from '#core/branch_code'
import { transferList, preparedByTarget } from '#transfers/queries/transfer_lists'
import { poolItemsByIds } from '#pool/queries/pool_lists'
import { paging } from '#pool/queries/pool_item_view'
import { prevodkaDetail, prevodkaList } from '#transfers/queries/prevodky'
import { applyAction, type Acting } from '#transfers/services/apply_action'
import { sendPrevodka } from '#transfers/services/send_prevodka'
import { receivePrevodka } from '#transfers/services/receive_prevodka'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { prevodkaPdfKind } from '#transfers/services/prevodka_pdf'
import { dashboardCounters } from '#transfers/queries/dashboard_counters'
import type { Action } from '#transfers/rules/stav_machine'
import {
  idOrIdsValidator,
  idsValidator,
  idValidator,
  receiveMessages,
  receiveValidator,
  rejectValidator,
  sendValidator,
} from '#transfers/validators/transfer_validators'

function acting({ branch, auth }: HttpContext): Acting {
  const user = auth.getUserOrFail()
  return { firma: branch!.firma, pharmacyCode: branch!.pharmacyCode, by: user.username }
}

export default class TransfersController {
  async incoming({ branch, request, response }: HttpContext) {
    const { items, total } = await transferList('incoming', branch!, paging(request.qs()))
    response.header('x-total-count', String(total))
    return items
  }

  async outgoing({ branch, request, response }: HttpContext) {
    const { items, total } = await transferList('outgoing', branch!, paging(request.qs()))
    response.header('x-total-count', String(total))
    return items
  }

  async confirmed({ branch, request, response }: HttpContext) {
    const { items, total } = await transferList('confirmed', branch!, paging(request.qs()))
    response.header('x-total-count', String(total))
    return items
  }

  async prepared({ branch }: HttpContext) {
    return preparedByTarget(branch!)
  }

  async received({ branch }: HttpContext) {
    return prevodkaList('received', branch!)
  }

  async shipped({ branch }: HttpContext) {
    return prevodkaList('shipped', branch!)
  }

  async archive({ branch }: HttpContext) {
    return prevodkaList('archive', branch!)
  }

  async detail({ params, auth }: HttpContext) {
    const { lines } = await prevodkaDetail(params.prevodkaId, auth.getUserOrFail())
    return lines
  }

  async counters({ branch }: HttpContext) {
    return dashboardCounters(branch!)
  }

  /** The transfer document of the items picked for one target branch (PDF). */
  async print({ branch, params, response }: HttpContext) {
    const target = normalizePharmacyCode(params.targetPharmacyCode)!
    const pdf = await producePdf(prevodkaPdfKind, { ...branch!, targetPharmacyCode: target })
    return sendPdf(response, pdf, `prevodka_${branch!.pharmacyCode}_${target}.pdf`)
  }

  async confirm(ctx: HttpContext) {
    const { ids, versions } = await ctx.request.validateUsing(idsValidator)
    return this.done(await applyAction(acting(ctx), 'confirm', ids.map(Number), { versions }))
  }

  async reject(ctx: HttpContext) {
    const { id, reason, version } = await ctx.request.validateUsing(rejectValidator)
    const versions = version === undefined ? undefined : { [id]: version }
    return this.done(await applyAction(acting(ctx), 'reject', [Number(id)], { reason, versions }))
  }

  async cancelConfirmation(ctx: HttpContext) {
    return this.single(ctx, 'cancelConfirmation')
  }

  async markRejected(ctx: HttpContext) {
    return this.single(ctx, 'markRejected')
  }

  async markReceived(ctx: HttpContext) {
    return this.single(ctx, 'markReceived')
  }

  private async single(ctx: HttpContext, action: Action) {
    const { id, version } = await ctx.request.validateUsing(idValidator)
    const versions = version === undefined ? undefined : { [id]: version }
    return this.done(await applyAction(acting(ctx), action, [Number(id)], { versions }))
  }

  /** One item or all of them: `{ id }` or `{ ids }`. */
  async markPicked(ctx: HttpContext) {
    const { id, ids } = await ctx.request.validateUsing(idOrIdsValidator)
    const chosen = ids ?? (id ? [id] : [])
    return this.done(await applyAction(acting(ctx), 'markPicked', chosen.map(Number)))
  }

  async send(ctx: HttpContext) {
    const { targetPharmacyCode } = await ctx.request.validateUsing(sendValidator)
    return {
      prevodkaId: await sendPrevodka(acting(ctx), normalizePharmacyCode(targetPharmacyCode)!),
    }
  }

  async receive(ctx: HttpContext) {
    const { prevodkaId, receivedItems } = await ctx.request.validateUsing(receiveValidator, {
      messagesProvider: receiveMessages,
    })
    const prevodka = await receivePrevodka(acting(ctx), prevodkaId, receivedItems ?? [])
    if (!prevodka) throw DomainError.notFound('Převodka nenalezena.')
    return { ok: true, prevodka: { prevodkaId: prevodka.prevodka_id, stav: prevodka.stav } }
  }

  /** Every action answers with the items as they are now. */
  private async done(ids: number[]) {
    return { ok: true, items: await poolItemsByIds(ids) }
  }
}
