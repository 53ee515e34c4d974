import { DEFAULT_MARGINS, type ReportBlock, type ReportColumn } from '#core/pdf/report'

/*
| A report table's columns in a line or two: `Header:width` separated by ` | `, the width in
| millimetres led by `>` for a right-aligned or `^` for a centred column (as in a format
| spec), e.g. `pdfColumns('PDK:22 | Název:76 | Zásoba:>18', …)`. The columns of a table fill
| the A4 portrait content width; a table that does not is a mistake caught when the module
| loads. pdfTable then makes the table block, its totals row named cell by cell by the
| column's header, so the blanks between them are not counted by hand.
*/

/** 210 mm of A4 less the report's side margins. */
export const PORTRAIT_WIDTH = 210 - DEFAULT_MARGINS.left - DEFAULT_MARGINS.right

const ALIGN = { '': 'left', '<': 'left', '>': 'right', '^': 'center' } as const

type HeaderOf<Column extends string> = Column extends `${infer Header}:${string}` ? Header : never
type HeadersOf<Spec extends string> = Spec extends `${infer Column} | ${infer Rest}`
  ? HeaderOf<Column> | HeadersOf<Rest>
  : HeaderOf<Spec>

declare const headers: unique symbol
/** Report columns that remember their headers' names for pdfTable's totals. */
export type PdfColumns<Header extends string = string> = ReportColumn[] & {
  readonly [headers]?: Header
}

function column(text: string): ReportColumn {
  const match = /^(.+):([<>^]?)(\d+(?:\.\d+)?)$/.exec(text.trim())
  if (!match) throw new Error(`PDF column "${text}" is not "Header:width" (">width" right)`)
  const [, header, align, width] = match
  const base = { header, width: Number(width) }
  return align === '>' || align === '^' ? { ...base, align: ALIGN[align] } : base
}

/** The columns of a table that fills A4 portrait (see above). */
export function pdfColumns<const Specs extends readonly string[]>(
  ...specs: Specs
): PdfColumns<HeadersOf<Specs[number]>> {
  const columns = specs.flatMap((spec) => spec.split('|')).map(column)
  const width = columns.reduce((sum, c) => sum + c.width, 0)
  if (width !== PORTRAIT_WIDTH) {
    throw new Error(`PDF columns ${columns[0]?.header}… are ${width} mm, not ${PORTRAIT_WIDTH}`)
  }
  return columns
}

export type PdfTableOptions<Header extends string> = {
  /** The bold last row: the given cells under their headers, the others empty. */
  totals?: Partial<Record<NoInfer<Header>, string>>
  /** Shown instead of an empty table. */
  emptyText?: string
  fontSize?: number
}

/** A table block of the columns, the rows' cells in the columns' order. */
export function pdfTable<Header extends string>(
  columns: PdfColumns<Header>,
  rows: string[][],
  { totals, ...options }: PdfTableOptions<Header> = {}
): ReportBlock {
  const cells: Partial<Record<string, string>> | undefined = totals
  return {
    type: 'table',
    columns,
    rows,
    ...(cells && { totals: columns.map((c) => cells[c.header] ?? '') }),
    ...options,
  }
}
