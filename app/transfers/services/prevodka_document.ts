import db from '@adonisjs/lucid/services/db'
import { branchLabel } from '#branches/rules/branch_label'
import { czDate, czNumber } from '#core/format_cz'
import { mm, renderReport, type Margins } from '#core/pdf/report'

/* Doc 2 "Prepared transfers": A4, 10 mm top and bottom, 12 mm left and right; columns 25, 85, 20, 28, 28 mm. */
const MARGINS: Margins = { top: 10, bottom: 10, left: 12, right: 12 }
const COLUMNS = [
  { header: 'PDK', width: 25 },
  { header: 'Název', width: 85 },
  { header: 'Množství', width: 20, align: 'right' as const },
  { header: 'Expirace', width: 28 },
  { header: 'Šarže', width: 28 },
]

export type PrevodkaParty = Awaited<ReturnType<typeof addressOf>>

export type PrevodkaLine = {
  pdk: string
  nazev: string
  mnozstvi: string | number
  exspirace: string | Date | null
  sarze: string | null
}

/** Name and address of a branch: its staff's profile first, the branches table as fallback. */
export async function addressOf(firma: string, code: string) {
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
    /* The header's line (`Pobočka 7` when the chain has no name for it). */
    label: branchLabel(code, branch?.name),
    name: branch?.name ?? `Pobočka ${code}`,
    street: profile?.street ?? branch?.street ?? '',
    city: profile?.city ?? branch?.city ?? '',
    zip: profile?.zip ?? branch?.zip ?? '',
    carrierCustomerNumber: (carrier?.carrier_customer_number ?? null) as string | null,
  }
}

export type PrevodkaDocument = {
  /** The převodka's number once it was sent; a package still being prepared has none. */
  number: string | null
  /** The day it went (or goes) out. */
  date: Date
  from: PrevodkaParty
  to: PrevodkaParty
  lines: PrevodkaLine[]
}

function addressBlock(title: string, party: PrevodkaParty, x: number, width: number) {
  return (doc: PDFKit.PDFDocument, top: number) => {
    doc.font('bold').fontSize(12).text(title, x, top, { width })
    doc.font('regular').fontSize(14)
    doc.text(party.name, { width })
    doc.text(party.street, { width })
    doc.text(`${party.zip} ${party.city}`.trim(), { width })
    doc
      .fontSize(11)
      .text(`Zákaznické číslo u dopravce: ${party.carrierCustomerNumber ?? '—'}`, { width })
  }
}

/**
 * The transfer document: the lines on portrait pages, then a landscape page with the
 * sender and recipient address blocks. A sent one carries its number.
 */
export function renderPrevodka(document: PrevodkaDocument, now: Date) {
  const { number, from, to, lines } = document
  const fields: [string, string][] = [
    ...(number ? [['Číslo převodky', number] as [string, string]] : []),
    ['Datum', czDate(document.date)],
    ['Z pobočky', `${from.code} – ${from.name}`],
    ['Do pobočky', `${to.code} – ${to.name}`],
    ['Počet položek', String(lines.length)],
  ]
  return renderReport({
    title: number ? `Převodka ${number}` : `Převodka ${from.code} → ${to.code}`,
    branch: from.label,
    generatedAt: now,
    margins: MARGINS,
    blocks: [
      { type: 'heading', text: number ? `Převodka ${number}` : 'Převodka' },
      { type: 'fields', fields },
      {
        type: 'table',
        columns: COLUMNS,
        fontSize: 9,
        rows: lines.map((line) => [
          line.pdk,
          line.nazev,
          czNumber(Number(line.mnozstvi)),
          czDate(line.exspirace),
          line.sarze || '—',
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
}
