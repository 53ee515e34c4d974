import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

/*
| PDF helpers on pdfkit. The fonts are DejaVu Sans from the `dejavu-fonts-ttf` package,
| embedded in every document, so Czech diacritics render and nothing is fetched at run time.
*/

const require = createRequire(import.meta.url)
export const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')
export const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')

export const mm = (value: number) => (value * 72) / 25.4

export type Margins = { top: number; bottom: number; left: number; right: number }

export function createDocument(margins: Margins, info: { title: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: mm(margins.top),
      bottom: mm(margins.bottom),
      left: mm(margins.left),
      right: mm(margins.right),
    },
    info: { Title: info.title, Producer: 'LEMON lékárny' },
    bufferPages: false,
  })
  doc.registerFont('regular', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)
  doc.font('regular')
  return doc
}

/** Collects a finished document into one buffer. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}

export type Column = { header: string; width: number; align?: 'left' | 'right' | 'center' }

/**
 * A table whose rows wrap long text and continue on new pages with the header repeated.
 * Widths are in millimetres.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: Column[],
  rows: string[][],
  options: { margins: Margins; fontSize?: number }
) {
  const size = options.fontSize ?? 9
  const padding = 2
  const left = mm(options.margins.left)
  const bottom = doc.page.height - mm(options.margins.bottom)
  const widths = columns.map((c) => mm(c.width))

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(size)
    return (
      Math.max(
        ...cells.map((text, i) => doc.heightOfString(text, { width: widths[i] - 2 * padding }))
      ) +
      2 * padding
    )
  }
  const drawRow = (cells: string[], font: string, y: number, height: number) => {
    let x = left
    doc.font(font).fontSize(size)
    cells.forEach((text, i) => {
      doc.rect(x, y, widths[i], height).lineWidth(0.5).stroke('#888888')
      doc.fillColor('#000000').text(text, x + padding, y + padding, {
        width: widths[i] - 2 * padding,
        align: columns[i].align ?? 'left',
      })
      x += widths[i]
    })
  }
  const header = columns.map((c) => c.header)
  const headerHeight = rowHeight(header, 'bold')
  let y = doc.y
  drawRow(header, 'bold', y, headerHeight)
  y += headerHeight
  for (const row of rows) {
    const height = rowHeight(row, 'regular')
    if (y + height > bottom) {
      doc.addPage({ size: 'A4', layout: 'portrait', margins: doc.page.margins })
      y = mm(options.margins.top)
      drawRow(header, 'bold', y, headerHeight)
      y += headerHeight
    }
    drawRow(row, 'regular', y, height)
    y += height
  }
  doc.x = left
  doc.y = y + mm(4)
}
