import { rm } from 'node:fs/promises'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { domain } from '#config/domain'
import { DomainError } from '#core/domain_error'
import { clientFileName } from '#core/client_file_name'
import {
  newestPriceList,
  priceListHistory,
  type PriceListKind,
  type PriceListMeta,
} from '#pricelists/queries/price_lists'
import {
  assertValidity,
  importPriceList,
  SAVED_MESSAGE,
} from '#pricelists/services/import_price_list'
import { resolveImportPath } from '#pricelists/services/import_path'

const MAX_MB = env.get('UPLOAD_MAX_FILE_MB', 50)
export const FILE_REQUIRED = 'Vyber soubor nebo zadej serverový filePath.'

const withIds = (meta: PriceListMeta) => ({ ...meta, _id: meta.id })

/** The admin screens /admin/leaflet-upload and /admin/uhrady-upload (API.md "Price lists"). */
export default class PriceListsController {
  uploadLeaflet(ctx: HttpContext) {
    return this.upload('leaflet', ctx)
  }

  uploadUhrady(ctx: HttpContext) {
    return this.upload('uhrady', ctx)
  }

  leafletMeta() {
    return this.meta('leaflet')
  }

  uhradyMeta() {
    return this.meta('uhrady')
  }

  leafletList() {
    return this.list('leaflet')
  }

  uhradyList() {
    return this.list('uhrady')
  }

  private async upload(kind: PriceListKind, { request, auth }: HttpContext) {
    const validFrom = request.input('validFrom')
    const validTo = request.input('validTo')
    assertValidity(kind, validFrom, validTo)

    const file = request.file('file', { size: `${MAX_MB}mb` })
    const filePath = String(request.input('filePath') ?? '').trim()
    let path: string
    let source: string
    if (file) {
      if (file.errors.some((e) => e.type === 'size')) {
        throw new DomainError('FILE_TOO_LARGE', 413, `Soubor je větší než ${MAX_MB} MB.`)
      }
      if (!file.tmpPath) throw DomainError.invalid('FILE_REQUIRED', FILE_REQUIRED)
      path = file.tmpPath
      source = clientFileName(file.clientName)
    } else if (filePath) {
      path = await resolveImportPath(filePath)
      source = filePath
    } else {
      throw DomainError.invalid('FILE_REQUIRED', FILE_REQUIRED)
    }

    try {
      const result = await importPriceList({
        kind,
        path,
        source,
        validFrom,
        validTo,
        actorId: auth.getUserOrFail().id,
      })
      return {
        ok: true,
        message: SAVED_MESSAGE[kind],
        meta: withIds(result.meta),
        skipped: result.skipped,
        ...(result.warning ? { warning: result.warning } : {}),
      }
    } finally {
      /* The upload's temporary copy is not needed once read; server files stay. */
      if (file?.tmpPath) await rm(file.tmpPath, { force: true })
    }
  }

  private async meta(kind: PriceListKind) {
    const newest = await newestPriceList(kind)
    return { ok: true, meta: newest ? withIds(newest) : null }
  }

  private async list(kind: PriceListKind) {
    const items = await priceListHistory(kind, domain.PRICE_LIST_HISTORY)
    return { ok: true, items: items.map(withIds) }
  }
}
