/*
| Text as a workbook may carry it. XML 1.0 has no way to write most C0 control characters,
| lone surrogates or U+FFFE/U+FFFF, and one of them anywhere (a sign-in e-mail with U+000B,
| a task title with U+001B) makes the whole sheet unreadable. Excel writes such characters
| as `_xHHHH_` and a literal `_xHHHH_` as `_x005F_xHHHH_`; spreadsheet programs and our own
| reader (xml_text.ts) turn both back into the original text.
*/

/* Characters XML 1.0 cannot carry, a carriage return (a parser would turn it into a line
   feed), and an underscore that starts what would read as an escape. */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- control characters are what this escapes
  /[\u0000-\u0008\u000B-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|_(?=x[0-9A-Fa-f]{4}_)/g

/* Nearly every text has none of them: one plain scan decides whether to look closer. */
// eslint-disable-next-line no-control-regex -- control characters are what this escapes
const SUSPECT = /[\u0000-\u0008\u000B-\u001F\uD800-\uDFFF\uFFFE\uFFFF]|_x/

const MARKUP: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/* A cell holds at most 32 767 characters; Excel refuses to open a sheet with a longer one. */
export const MAX_CELL_CHARS = 32_767

const hex = (c: string) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')

/** Cell text in Excel's own escapes, then as XML text: always well-formed. */
export function xlsxCellText(text: string): string {
  let cut = text
  if (text.length > MAX_CELL_CHARS) {
    const end = /[\uD800-\uDBFF]/.test(text[MAX_CELL_CHARS - 1])
      ? MAX_CELL_CHARS - 1
      : MAX_CELL_CHARS
    cut = text.slice(0, end)
  }
  const escaped = SUSPECT.test(cut) ? cut.replace(UNSAFE, (c) => `_x${hex(c)}_`) : cut
  return escaped.replace(/[&<>"]/g, (c) => MARKUP[c])
}

/** An attribute value (a sheet's name): unsafe characters dropped, markup escaped. */
export function xmlAttribute(text: string): string {
  return text.replace(UNSAFE, (c) => (c === '_' ? c : '')).replace(/[&<>"]/g, (c) => MARKUP[c])
}
