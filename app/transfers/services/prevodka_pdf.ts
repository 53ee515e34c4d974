import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { czDate, czNumber } from '#core/format_cz'
import type { PdfKind } from '#core/pdf/pdf_queue'
import { mm, renderReport, type Margins } from '#core/pdf/report'

type Branch = { firma: string; pharmacyCode: string }

/* Doc 2 "Prepared transfers": A4, 10 mm top and bottom, 12 mm left and right; columns 25, 85, 20, 28, 28 mm. */
const MARGINS: Margins = { top: 10, bottom: 10, left: 12, right: 12 }
const COLUMNS = [
  { header: 'PDK', width: 25 },
  { header: 'Název', width: 85 },
  { header: 'Množství', width: 20, align: 'right' as const },
  { header: 'Expirace', width: 28 },
  { header: 'Šarže', width: 28 },
]

/** Name and address of a branch: its staff's profile first, the branches table as fallback. */
async function addressOf(firma: string, code: string) {
  const branch = await db.from('branches').where({ firma, code }).first()
  const profile = await db
    .from('users')
    .where({ firma, pharmacy_code: code })
    .whereNotNull('street')
    .orderBy('id')
    .first()
  const carrier = await db
    .from('users')
    .where({ firma, pharmacy_code: code })
    .whereNotNull('carrier_customer_number')
    .orderBy('id')
    .first()
  return {
    code,
    name: branch?.name ?? `Pobočka ${code}`,
    street: profile?.street ?? branch?.street ?? '',
    city: profile?.city ?? branch?.city ?? '',
    zip: profile?.zip ?? branch?.zip ?? '',
    carrierCustomerNumber: carrier?.carrier_customer_number ?? null,
  }
}

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

/**
 * The transfer document of the items a branch picked for one target: the lines on
 * portrait pages, then a landscape page with the sender and recipient address blocks.
 */
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
    const items = await pickedItems(source, params.targetPharmacyCode)
    const from = await addressOf(source.firma, source.pharmacyCode)
    const to = await addressOf(source.firma, params.targetPharmacyCode)
    const addressBlock = (title: string, party: typeof from, x: number, width: number) => {
      return (doc: PDFKit.PDFDocument, top: number) => {
        doc.font('bold').fontSize(12).text(title, x, top, { width })
        doc.font('regular').fontSize(14)
        doc.text(party.name, { width })
        doc.text(party.street, { width })
        doc.text(`${party.zip} ${party.city}`.trim(), { width })
        doc
          .fontSize(11)
          .text(`Zákaznické číslo u dopravce: ${party.carrierCustomerNumber ?? '—'}`, {
            width,
          })
      }
    }
    return renderReport({
      title: `Převodka ${from.code} → ${to.code}`,
      branch: `${from.code} – ${from.name}`,
      generatedAt: now,
      margins: MARGINS,
      blocks: [
        { type: 'heading', text: 'Převodka' },
        {
          type: 'fields',
          fields: [
            ['Datum', czDate(now)],
            ['Z pobočky', `${from.code} – ${from.name}`],
            ['Do pobočky', `${to.code} – ${to.name}`],
            ['Počet položek', String(items.length)],
          ],
        },
        {
          type: 'table',
          columns: COLUMNS,
          fontSize: 9,
          rows: items.map((i) => [
            i.pdk,
            i.nazev,
            czNumber(Number(i.mnozstvi)),
            czDate(i.exspirace),
            i.sarze || '—',
          ]),
        },
        { type: 'page', layout: 'landscape' },
        {
          type: 'draw',
          draw: (doc, area) => {
            const half = area.width / 2
            const top = area.top + mm(25)
            addressBlock('Odesílatel', from, area.left, half - mm(10))(doc, top)
            addressBlock('Příjemce', to, area.left + half, half - mm(10))(doc, top)
          },
        },
      ],
    })
  },
}
