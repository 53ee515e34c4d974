import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import type { PdfKind } from '#core/pdf/pdf_queue'
import { addressOf, renderPrevodka } from '#transfers/services/prevodka_document'

type Branch = { firma: string; pharmacyCode: string }

async function pickedItems(source: Branch, targetCode: string) {
  return db
    .from('pool_items')
    .where({
      firma: source.firma,
      pharmacy_code: source.pharmacyCode,
      target_pharmacy_code: targetCode,
      stav: 'vychystáno',
    })
    .orderBy('nazev')
    .orderBy('id')
    .select('id', 'version', 'pdk', 'nazev', 'mnozstvi', 'exspirace', 'sarze')
}

type PrintParams = { firma: string; pharmacyCode: string; targetPharmacyCode: string }

/** The transfer document of the items a branch picked for one target, before it is sent. */
export const prevodkaPdfKind: PdfKind<PrintParams> = {
  name: 'transfers.prevodka',
  async fingerprint(params, now) {
    const source = { firma: params.firma, pharmacyCode: params.pharmacyCode }
    const items = await pickedItems(source, params.targetPharmacyCode)
    if (items.length === 0) {
      throw DomainError.notFound(
        `Pro pobočku ${params.targetPharmacyCode} nejsou vychystané žádné položky.`
      )
    }
    const from = await addressOf(source.firma, source.pharmacyCode)
    const to = await addressOf(source.firma, params.targetPharmacyCode)
    return JSON.stringify([
      dayIn(now, domain.TIME_ZONE),
      items.map((i) => `${i.id}:${i.version}`),
      from,
      to,
    ])
  },
  async render(params, now) {
    const source = { firma: params.firma, pharmacyCode: params.pharmacyCode }
    const lines = await pickedItems(source, params.targetPharmacyCode)
    const from = await addressOf(source.firma, source.pharmacyCode)
    const to = await addressOf(source.firma, params.targetPharmacyCode)
    return renderPrevodka({ number: null, date: now, from, to, lines }, now)
  },
}
