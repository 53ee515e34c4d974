import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { sheetUploadStatus } from '#core/sheet_uploads/sheet_upload_status'
import { incomingUpload } from '#core/incoming_file'
import {
  newestPriceList,
  priceListHistory,
  type PriceListKind,
  type PriceListMeta,
} from '#pricelists/queries/price_lists'
import { acceptPriceListUpload } from '#pricelists/services/accept_price_list_upload'
import { priceListHistoryList } from '#pricelists/queries/price_list_history_list'
import { wantsXlsx } from '#core/list_contract'
import { applyMemoryList, sendMemoryXlsx } from '#core/list_memory'

const MAX_MB = env.get('UPLOAD_MAX_FILE_MB', 50)
export const ACCEPTED = 'Soubor byl přijat ke zpracování.'
export const UPLOAD_NOT_FOUND = 'Nahrání nenalezeno.'

const withIds = (meta: PriceListMeta) => ({ ...meta, _id: meta.id })

/** The admin screens /admin/leaflet-upload and /admin/uhrady-upload (API.md "Price lists"). */
export default class PriceListsController {
  uploadLeaflet(ctx: HttpContext) {
    return this.upload('leaflet', ctx)
  }

  uploadUhrady(ctx: HttpContext) {
    return this.upload('uhrady', ctx)
  }

  leafletUploadStatus(ctx: HttpContext) {
    return this.status('leaflet', ctx)
  }

  uhradyUploadStatus(ctx: HttpContext) {
    return this.status('uhrady', ctx)
  }

  leafletMeta() {
    return this.meta('leaflet')
  }

  uhradyMeta() {
    return this.meta('uhrady')
  }

  leafletList(ctx: HttpContext) {
    return this.list('leaflet', ctx)
  }

  uhradyList(ctx: HttpContext) {
    return this.list('uhrady', ctx)
  }

  /** Stores the file and answers 202; the screen follows `GET …/upload/{id}` (issue #20). */
  private async upload(kind: PriceListKind, { request, response, auth }: HttpContext) {
    const file = request.file('file', { size: `${MAX_MB}mb` })
    const accepted = await acceptPriceListUpload({
      kind,
      file: file?.tmpPath || file?.errors.length ? incomingUpload(file) : null,
      filePath: String(request.input('filePath') ?? '').trim(),
      validFrom: request.input('validFrom'),
      validTo: request.input('validTo'),
      actorId: auth.getUserOrFail().id,
    })
    return response.accepted({
      ok: true,
      message: ACCEPTED,
      uploadId: String(accepted.uploadId),
      status: accepted.status,
    })
  }

  private async status(kind: PriceListKind, { params }: HttpContext) {
    const status = await sheetUploadStatus(Number(params.id), kind)
    if (!status) throw DomainError.notFound(UPLOAD_NOT_FOUND)
    return { ok: true, ...status }
  }

  private async meta(kind: PriceListKind) {
    const newest = await newestPriceList(kind)
    return { ok: true, meta: newest ? withIds(newest) : null }
  }

  /** The upload history under the list contract (X-Total-Count), in the spec's shape. */
  private async list(kind: PriceListKind, ctx: HttpContext) {
    const history = await priceListHistory(kind, domain.PRICE_LIST_HISTORY)
    const items = history.map(withIds)
    const def = priceListHistoryList[kind]
    if (wantsXlsx(ctx.request.qs())) return sendMemoryXlsx(ctx, items, def)
    const { rows, total } = applyMemoryList(items, def, ctx.request.qs())
    ctx.response.header('X-Total-Count', String(total))
    return { ok: true, items: rows }
  }
}
