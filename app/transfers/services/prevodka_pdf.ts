import db from '@adonisjs/lucid/services/db'
import { DomainError } from '#core/domain_error'
import { createDocument, drawTable, mm, toBuffer, type Margins } from '#core/pdf/document'

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

const czechDate = (value: Date | string | null) =>
  value
    ? new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague' }).format(new Date(value))
    : '—'
const quantity = (value: number) =>
  new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 3 }).format(value)

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

/**
 * The transfer document of the items a branch picked for one target: the lines on
 * portrait pages, then a landscape page with the sender and recipient address blocks.
 */
export async function prevodkaPdf(source: Branch, targetCode: string, now = new Date()) {
  const items = await db
    .from('pool_items')
    .where({
      firma: source.firma,
      pharmacy_code: source.pharmacyCode,
      target_pharmacy_code: targetCode,
      stav: 'vychystáno',
    })
    .orderBy('nazev')
    .select('pdk', 'nazev', 'mnozstvi', 'exspirace', 'sarze')
  if (items.length === 0) {
    throw DomainError.notFound(`Pro pobočku ${targetCode} nejsou vychystané žádné položky.`)
  }
  const from = await addressOf(source.firma, source.pharmacyCode)
  const to = await addressOf(source.firma, targetCode)

  const doc = createDocument(MARGINS, { title: `Převodka ${from.code} → ${to.code}` })
  doc.font('bold').fontSize(16).text('Převodka')
  doc.moveDown(0.3).font('regular').fontSize(10)
  doc.text(`Datum: ${czechDate(now)}`)
  doc.text(`Z pobočky: ${from.code} – ${from.name}`)
  doc.text(`Do pobočky: ${to.code} – ${to.name}`)
  doc.text(`Počet položek: ${items.length}`)
  doc.moveDown(0.8)
  drawTable(
    doc,
    COLUMNS,
    items.map((i) => [
      i.pdk,
      i.nazev,
      quantity(Number(i.mnozstvi)),
      czechDate(i.exspirace),
      i.sarze || '—',
    ]),
    { margins: MARGINS }
  )

  doc.addPage({ size: 'A4', layout: 'landscape', margins: doc.page.margins })
  const half = (doc.page.width - mm(MARGINS.left + MARGINS.right)) / 2
  const block = (title: string, party: Awaited<ReturnType<typeof addressOf>>, x: number) => {
    const y = mm(40)
    doc
      .font('bold')
      .fontSize(12)
      .text(title, x, y, { width: half - mm(10) })
    doc.font('regular').fontSize(14)
    doc.text(party.name, { width: half - mm(10) })
    doc.text(party.street, { width: half - mm(10) })
    doc.text(`${party.zip} ${party.city}`.trim(), { width: half - mm(10) })
    doc.fontSize(11).text(`Zákaznické číslo u dopravce: ${party.carrierCustomerNumber ?? '—'}`, {
      width: half - mm(10),
    })
  }
  block('Odesílatel', from, mm(MARGINS.left))
  block('Příjemce', to, mm(MARGINS.left) + half)
  return toBuffer(doc)
}
