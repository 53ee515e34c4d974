import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import type { PdfKind } from '#core/pdf/pdf_queue'
import { addressOf, renderPrevodka } from '#transfers/services/prevodka_document'

type Params = { prevodkaId: string }

async function sentPrevodka(code: string) {
  const prevodka = await db
    .from('prevodky')
    .where('prevodka_id', code)
    .select('id', 'firma', 'from_code', 'to_code', 'sent_at')
    .first()
  if (!prevodka) throw DomainError.notFound('Převodka nenalezena.')
  const lines = await db
    .from('pool_items')
    .where('prevodka_id', prevodka.id)
    .orderBy('nazev')
    .orderBy('id')
    .select('id', 'pdk', 'nazev', 'mnozstvi', 'exspirace', 'sarze')
  return { prevodka, lines }
}

/**
 * A převodka printed again after it was sent (from the sender's or the receiver's lists):
 * the layout of the picked package, with its number and the day it was sent. Its lines
 * are what was sent; what arrived is the receipt's business, not the document's.
 */
export const sentPrevodkaPdfKind: PdfKind<Params> = {
  name: 'transfers.prevodka_sent',
  async fingerprint({ prevodkaId }) {
    const { prevodka, lines } = await sentPrevodka(prevodkaId)
    const from = await addressOf(prevodka.firma, prevodka.from_code)
    const to = await addressOf(prevodka.firma, prevodka.to_code)
    return JSON.stringify([
      lines.map((l) => [l.id, l.pdk, l.nazev, String(l.mnozstvi), String(l.exspirace), l.sarze]),
      from,
      to,
    ])
  },
  async render({ prevodkaId }, now) {
    const { prevodka, lines } = await sentPrevodka(prevodkaId)
    const from = await addressOf(prevodka.firma, prevodka.from_code)
    const to = await addressOf(prevodka.firma, prevodka.to_code)
    const date = new Date(prevodka.sent_at)
    return renderPrevodka({ number: prevodkaId, date, from, to, lines }, now)
  },
}
