import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { normalizePharmacyCode } from '#core/branch_code'
import { parseListParams } from '#core/list_contract'
import { transferItemLists } from '#contracts/lists/transfers'
import { poolItemsByIds } from '#pool/queries/pool_lists'
import { prevodkaDetail, visiblePrevodka } from '#transfers/queries/prevodky'
import type { Acting } from '#pool/services/apply_stav_action'
import { applyAction } from '#transfers/services/apply_action'
import { applyByFilter } from '#transfers/services/apply_by_filter'
import type { BulkAction } from '#transfers/rules/bulk_message'
import { sendPrevodka } from '#transfers/services/send_prevodka'
import { receivePrevodka } from '#transfers/services/receive_prevodka'
import { undoReject } from '#transfers/services/undo_reject'
import { producePdf, sendPdf } from '#core/pdf/pdf_queue'
import { prevodkaPdfKind } from '#transfers/services/prevodka_pdf'
import { sentPrevodkaPdfKind } from '#transfers/services/sent_prevodka_pdf'
import { dashboardCounters } from '#transfers/queries/dashboard_counters'
import type { Action } from '#pool/rules/stav_machine'
import {
  idOrIdsValidator,
  idsValidator,
  idValidator,
  receiveMessages,
  receiveValidator,
  rejectValidator,
  sendValidator,
  undoRejectValidator,
} from '#transfers/validators/transfer_validators'
import { requireBranch } from '#core/require_branch'

function acting({ branch, auth }: HttpContext): Acting {
  const user = auth.getUserOrFail()
  const { firma, pharmacyCode } = requireBranch(branch)
  return { firma, pharmacyCode, by: user.username }
}

export default class TransfersController {
  async detail({ params, auth }: HttpContext) {
    const { lines } = await prevodkaDetail(params.prevodkaId, auth.getUserOrFail())
    return lines
  }

  async counters({ branch }: HttpContext) {
    return dashboardCounters(requireBranch(branch))
  }

  /** The transfer document of the items picked for one target branch (PDF). */
  async print({ branch, params, response }: HttpContext) {
    const target = normalizePharmacyCode(params.targetPharmacyCode)!
    const from = requireBranch(branch)
    const pdf = await producePdf(prevodkaPdfKind, { ...from, targetPharmacyCode: target })
    return sendPdf(response, pdf, `prevodka_${from.pharmacyCode}_${target}.pdf`)
  }

  /** A sent převodka printed again, for its two branches and admins (PDF). */
  async reprint({ params, auth, response }: HttpContext) {
    const prevodka = await visiblePrevodka(params.prevodkaId, auth.getUserOrFail())
    const code: string = prevodka.prevodka_id
    const pdf = await producePdf(sentPrevodkaPdfKind, { prevodkaId: code })
    return sendPdf(response, pdf, `prevodka_${code}.pdf`)
  }

  /** `{ ids }`, or every rezervováno row of the incoming list's filter: `{ filter, except, loadedAt }`. */
  async confirm(ctx: HttpContext) {
    const body = await ctx.request.validateUsing(idsValidator)
    if (body.filter) return this.byFilter(ctx, 'confirm', 'incoming', body)
    /* The validator requires ids without a filter. */
    const ids = body.ids!.map(Number)
    return this.done(await applyAction(acting(ctx), 'confirm', ids, { versions: body.versions }))
  }

  async reject(ctx: HttpContext) {
    const { id, reason, version } = await ctx.request.validateUsing(rejectValidator)
    const versions = version === undefined ? undefined : { [id]: version }
    return this.done(await applyAction(acting(ctx), 'reject', [Number(id)], { reason, versions }))
  }

  /** "Zpět" after a reject, by the one who rejected while nothing else changed the item. */
  async undoReject(ctx: HttpContext) {
    const { id, version } = await ctx.request.validateUsing(undoRejectValidator)
    return this.done(await undoReject(acting(ctx), Number(id), version))
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

  /** One item or all of them: `{ id }`, `{ ids }`, or the outgoing list's filter as for confirm. */
  async markPicked(ctx: HttpContext) {
    const body = await ctx.request.validateUsing(idOrIdsValidator)
    if (body.filter) return this.byFilter(ctx, 'markPicked', 'outgoing', body)
    const chosen = body.ids ?? (body.id ? [body.id] : [])
    return this.done(await applyAction(acting(ctx), 'markPicked', chosen.map(Number)))
  }

  /** The bulk action on "all N matching" of a list, as the list's own query selects them. */
  private async byFilter(
    ctx: HttpContext,
    action: BulkAction,
    list: 'incoming' | 'outgoing',
    /* The validators require loadedAt with a filter. */
    body: { filter?: Record<string, string | undefined>; except?: string[]; loadedAt?: string }
  ) {
    const filter = {
      ...parseListParams(body.filter ?? {}, transferItemLists[list]),
      page: null,
    }
    return applyByFilter(acting(ctx), action, list, {
      filter,
      except: (body.except ?? []).map(Number),
      loadedAt: new Date(body.loadedAt!),
    })
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
