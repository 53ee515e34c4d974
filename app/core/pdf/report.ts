import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { czDateTime } from '#core/format_cz'

/*
| The one PDF engine of the product: every report, the převodka print and the watchlist
| export are a ReportDefinition rendered here. A4; on every page a header with the branch,
| the report title and the generation time, and `Strana x / y` at the foot; tables wrap
| long text and continue on further pages with their header repeated. The fonts are
| DejaVu Sans from the `dejavu-fonts-ttf` package, read once per process and embedded
| (subset) in each document, so Czech diacritics render and nothing is fetched.
*/

const require = createRequire(import.meta.url)
const FONTS = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
}

export const mm = (value: number) => (value * 72) / 25.4

/** Millimetres. */
export type Margins = { top: number; bottom: number; left: number; right: number }

export const DEFAULT_MARGINS: Margins = { top: 10, bottom: 10, left: 12, right: 12 }

export type ReportColumn = {
  header: string
  /** Millimetres. */
  width: number
  align?: 'left' | 'right' | 'center'
}

/** The drawable area of the current page, in points. */
export type Area = { left: number; top: number; right: number; bottom: number; width: number }

export type ReportBlock =
  | { type: 'heading'; text: string }
  | { type: 'text'; text: string; bold?: boolean; size?: number; color?: string }
  /** Label–value lines, e.g. validity or totals under a table. */
  | { type: 'fields'; fields: [label: string, value: string][] }
  | {
      type: 'table'
      columns: ReportColumn[]
      rows: string[][]
      /** A bold last row, e.g. the sums. */
      totals?: string[]
      /** Shown instead of an empty table. */
      emptyText?: string
      fontSize?: number
    }
  | { type: 'page'; layout: 'portrait' | 'landscape' }
  /** Free drawing on the current page (e.g. address blocks); must stay inside `area`. */
  | { type: 'draw'; draw: (doc: PDFKit.PDFDocument, area: Area) => void }

export type ReportDefinition = {
  /** Shown in every page header and as the document title. */
  title: string
  /** The branch the report is for, e.g. `7 – Lékárna U Lva`; null for firma-wide documents. */
  branch: string | null
  generatedAt: Date
  margins?: Margins
  blocks: ReportBlock[]
}

const HEADER_HEIGHT = mm(11)
const FOOTER_HEIGHT = mm(7)
const GREY = '#555555'
const LINE = '#999999'

/** Renders a report to one PDF buffer. */
export function renderReport(report: ReportDefinition): Promise<Buffer> {
  const margins = report.margins ?? DEFAULT_MARGINS
  const doc = new PDFDocument({
    size: 'A4',
    margins: {
      top: mm(margins.top),
      bottom: mm(margins.bottom),
      left: mm(margins.left),
      right: mm(margins.right),
    },
    info: { Title: report.title, Producer: 'LEMON lékárny' },
    bufferPages: true,
  })
  doc.registerFont('regular', FONTS.regular)
  doc.registerFont('bold', FONTS.bold)
  doc.font('regular')

  const area = (): Area => {
    const left = doc.page.margins.left
    const right = doc.page.width - doc.page.margins.right
    return {
      left,
      right,
      top: doc.page.margins.top + HEADER_HEIGHT,
      bottom: doc.page.height - doc.page.margins.bottom - FOOTER_HEIGHT,
      width: right - left,
    }
  }
  const newPage = (layout?: 'portrait' | 'landscape') => {
    doc.addPage({
      size: 'A4',
      layout: layout ?? (doc.page.layout as 'portrait' | 'landscape'),
      margins: doc.page.margins,
    })
    doc.x = area().left
    doc.y = area().top
  }
  /** Starts a new page when `height` more points would not fit. */
  const ensure = (height: number) => {
    if (doc.y + height > area().bottom) newPage()
  }
  doc.x = area().left
  doc.y = area().top

  for (const block of report.blocks) {
    switch (block.type) {
      case 'heading': {
        doc.font('bold').fontSize(13)
        ensure(doc.heightOfString(block.text, { width: area().width }) + mm(4))
        doc.fillColor('#000000').text(block.text, area().left, doc.y, { width: area().width })
        doc.y += mm(1.5)
        break
      }
      case 'text': {
        doc.font(block.bold ? 'bold' : 'regular').fontSize(block.size ?? 9)
        ensure(doc.heightOfString(block.text, { width: area().width }))
        doc
          .fillColor(block.color ?? '#000000')
          .text(block.text, area().left, doc.y, { width: area().width })
        doc.fillColor('#000000')
        doc.y += mm(1)
        break
      }
      case 'fields': {
        doc.fontSize(9)
        for (const [label, value] of block.fields) {
          ensure(doc.currentLineHeight(true) + 2)
          const y = doc.y
          doc
            .font('regular')
            .fillColor(GREY)
            .text(`${label}:`, area().left, y, { width: mm(45) })
          doc
            .font('bold')
            .fillColor('#000000')
            .text(value, area().left + mm(46), y, { width: area().width - mm(46) })
          doc.y = Math.max(doc.y, y + doc.currentLineHeight(true)) + 1
        }
        doc.font('regular')
        doc.y += mm(2)
        break
      }
      case 'table':
        drawTable(block)
        break
      case 'page':
        newPage(block.layout)
        break
      case 'draw':
        block.draw(doc, area())
        break
    }
  }

  function drawTable(table: Extract<ReportBlock, { type: 'table' }>) {
    const size = table.fontSize ?? 8.5
    const padding = 2
    const widths = table.columns.map((c) => mm(c.width))
    if (table.rows.length === 0 && table.emptyText) {
      doc.font('regular').fontSize(9).fillColor(GREY)
      ensure(doc.currentLineHeight(true))
      doc.text(table.emptyText, area().left, doc.y, { width: area().width })
      doc.fillColor('#000000')
      doc.y += mm(2)
      return
    }
    const cellHeight = (text: string, width: number) =>
      doc.widthOfString(text) <= width
        ? doc.currentLineHeight(true)
        : doc.heightOfString(text, { width })
    const rowHeight = (cells: string[], font: 'regular' | 'bold') => {
      doc.font(font).fontSize(size)
      let height = 0
      cells.forEach((text, i) => {
        height = Math.max(height, cellHeight(text, widths[i] - 2 * padding))
      })
      return height + 2 * padding
    }
    const drawRow = (cells: string[], font: 'regular' | 'bold', y: number, height: number) => {
      let x = area().left
      doc.font(font).fontSize(size)
      if (font === 'bold') {
        doc
          .rect(
            x,
            y,
            widths.reduce((a, b) => a + b, 0),
            height
          )
          .fill('#eeeeee')
      }
      cells.forEach((text, i) => {
        doc.rect(x, y, widths[i], height).lineWidth(0.4).stroke(LINE)
        doc.fillColor('#000000').text(text, x + padding, y + padding, {
          width: widths[i] - 2 * padding,
          align: table.columns[i].align ?? 'left',
        })
        x += widths[i]
      })
    }
    const header = table.columns.map((c) => c.header)
    const headerHeight = rowHeight(header, 'bold')
    const startRow = (height: number) => {
      if (doc.y + headerHeight + height > area().bottom) newPage()
    }
    const rows: [string[], 'regular' | 'bold'][] = table.rows.map((r) => [r, 'regular'])
    if (table.totals) rows.push([table.totals, 'bold'])

    startRow(rows.length > 0 ? rowHeight(rows[0][0], rows[0][1]) : 0)
    let y = doc.y
    drawRow(header, 'bold', y, headerHeight)
    y += headerHeight
    for (const [cells, font] of rows) {
      const height = rowHeight(cells, font)
      if (y + height > area().bottom) {
        newPage()
        y = doc.y
        drawRow(header, 'bold', y, headerHeight)
        y += headerHeight
      }
      drawRow(cells, font, y, height)
      y += height
    }
    doc.x = area().left
    doc.y = y + mm(4)
  }

  /* Header and page numbers, once the page count is known. */
  const range = doc.bufferedPageRange()
  const generated = `Vygenerováno ${czDateTime(report.generatedAt)}`
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const { left, right, width } = area()
    const top = doc.page.margins.top
    const bottomMargin = doc.page.margins.bottom
    doc.page.margins.bottom = 0 /* writing in the margin must not open a new page */
    doc.font('bold').fontSize(10).fillColor('#000000')
    doc.text(report.title, left, top, { width: width * 0.6, lineBreak: false, ellipsis: true })
    doc.font('regular').fontSize(8).fillColor(GREY)
    doc.text(generated, left + width * 0.6, top + 1, {
      width: width * 0.4,
      align: 'right',
      lineBreak: false,
    })
    if (report.branch) {
      doc.text(`Pobočka ${report.branch}`, left, top + mm(4.5), {
        width,
        lineBreak: false,
        ellipsis: true,
      })
    }
    doc
      .moveTo(left, top + HEADER_HEIGHT - mm(2.5))
      .lineTo(right, top + HEADER_HEIGHT - mm(2.5))
      .lineWidth(0.5)
      .stroke(LINE)
    doc.text(
      `Strana ${i - range.start + 1} / ${range.count}`,
      left,
      doc.page.height - bottomMargin - mm(4),
      { width, align: 'center', lineBreak: false }
    )
    doc.page.margins.bottom = bottomMargin
  }

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
    doc.end()
  })
}
