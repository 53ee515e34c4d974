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
type FontName = keyof typeof FONTS

/*
| pdfkit parses a registered font, layout tables included, anew in every document: ~100 ms
| of a 1-page document's ~110 ms. Parsing each font once per process with pdfkit's own
| fontkit and giving every document an embedded font over that parsed font makes small
| documents about ten times faster (bench/README.md). pdfkit has no public API for this, so
| its embedded-font class is taken from a probe document; should that ever fail, documents
| fall back to registering the font files.
*/
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit')
let sharedFonts: { parsed: Record<FontName, unknown>; EmbeddedFont: any } | null | undefined

/*
| fontkit caches each glyph with the characters of its first lookup. Subsetting a composite
| glyph (ů = u + ring) looks its parts up with none; on a font shared by every document that
| empty entry became the ToUnicode of `u` in all later documents (text search, copy and
| pdftotext lost the letter). A later lookup with characters fills them in.
*/
function sharedFont(file: Buffer) {
  const font = fontkit.create(file)
  const getGlyph = font.getGlyph.bind(font)
  font.getGlyph = (id: number, characters: number[] = []) => {
    const glyph = getGlyph(id, characters)
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) {
      glyph.codePoints = characters
    }
    return glyph
  }
  return font
}

function useFonts(doc: PDFKit.PDFDocument) {
  if (sharedFonts === undefined) {
    try {
      const probe = new PDFDocument()
      probe.registerFont('probe', FONTS.regular).font('probe')
      sharedFonts = {
        parsed: { regular: sharedFont(FONTS.regular), bold: sharedFont(FONTS.bold) },
        EmbeddedFont: (probe as any)._font.constructor,
      }
    } catch {
      sharedFonts = null
    }
  }
  const internals = doc as any
  for (const name of Object.keys(FONTS) as FontName[]) {
    doc.registerFont(name, FONTS[name])
    if (sharedFonts && internals._fontFamilies) {
      internals._fontFamilies[name] = new sharedFonts.EmbeddedFont(
        doc,
        sharedFonts.parsed[name],
        `F${++internals._fontCount}`
      )
    }
  }
  doc.font('regular')
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
  useFonts(doc)

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
    /*
     * Text that fits its cell is placed directly (aligned by its measured width); only
     * longer text goes through pdfkit's line wrapper, which costs ~10× more per cell.
     */
    type Measured = { cells: string[]; widths: number[]; height: number }
    const measure = (cells: string[], font: 'regular' | 'bold'): Measured => {
      doc.font(font).fontSize(size)
      const lineHeight = doc.currentLineHeight(true)
      let height = lineHeight
      const measured = cells.map((text, i) => {
        const width = doc.widthOfString(text)
        const inner = widths[i] - 2 * padding
        if (width > inner) height = Math.max(height, doc.heightOfString(text, { width: inner }))
        return width
      })
      return { cells, widths: measured, height: height + 2 * padding }
    }
    const drawRow = (row: Measured, font: 'regular' | 'bold', y: number) => {
      const total = widths.reduce((a, b) => a + b, 0)
      let x = area().left
      if (font === 'bold') doc.rect(x, y, total, row.height).fill('#eeeeee')
      for (const width of widths) {
        doc.rect(x, y, width, row.height)
        x += width
      }
      doc.lineWidth(0.4).stroke(LINE)
      doc.font(font).fontSize(size).fillColor('#000000')
      x = area().left
      row.cells.forEach((text, i) => {
        const inner = widths[i] - 2 * padding
        const align = table.columns[i].align ?? 'left'
        if (row.widths[i] <= inner) {
          const free = inner - row.widths[i]
          const dx = align === 'right' ? free : align === 'center' ? free / 2 : 0
          doc.text(text, x + padding + dx, y + padding, { lineBreak: false })
        } else {
          doc.text(text, x + padding, y + padding, { width: inner, align })
        }
        x += widths[i]
      })
    }
    const header = measure(
      table.columns.map((c) => c.header),
      'bold'
    )
    const rows = table.rows.map((cells) => measure(cells, 'regular'))
    const totals = table.totals ? measure(table.totals, 'bold') : null

    if (doc.y + header.height + (rows[0]?.height ?? 0) > area().bottom) newPage()
    let y = doc.y
    drawRow(header, 'bold', y)
    y += header.height
    const place = (row: Measured, font: 'regular' | 'bold') => {
      if (y + row.height > area().bottom) {
        newPage()
        y = doc.y
        drawRow(header, 'bold', y)
        y += header.height
      }
      drawRow(row, font, y)
      y += row.height
    }
    for (const row of rows) place(row, 'regular')
    if (totals) place(totals, 'bold')
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
