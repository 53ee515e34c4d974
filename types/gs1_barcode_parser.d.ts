/* Types of gs1-barcode-parser-mod (a CommonJS module without its own declarations). */
declare module 'gs1-barcode-parser-mod' {
  export interface ParsedElement {
    ai: string
    dataTitle: string
    data: string | number | Date
    /** Date elements: `YYYY-MM-DD`, day 00 already turned into the month's last day. */
    isoDate: string
    unit: string
    raw: string
  }
  export interface ParsedBarcode {
    codeName: string
    parsedCodeItems: ParsedElement[]
  }
  /** Throws a string (English) for a code it cannot read. */
  export function parseBarcode(barcode: string): ParsedBarcode
  const parser: { parseBarcode: typeof parseBarcode }
  export default parser
}
