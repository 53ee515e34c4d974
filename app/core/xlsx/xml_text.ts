import type { Readable } from 'node:stream'
import { XlsxError } from '#core/xlsx/zip'

/*
| The XML of a workbook part as text: strict UTF-8, no NUL, no DTD; entities decoded; and
| complete elements of one name cut out of the stream chunk by chunk. Elements are found by
| their local name under the prefix the part's root element uses for the SpreadsheetML
| namespace (`<row>`, or `<x:row>` as the .NET Open XML SDK writes it), never by a fixed prefix.
*/

const FORBIDDEN_CHAR = 'Sešit obsahuje znak, který XML nedovoluje (např. NUL), soubor je poškozený.'
const DTD_REFUSED =
  'Sešit obsahuje definici typu dokumentu (DTD, entity); xlsx ji nemá, soubor byl odmítnut.'
const LYING_SIZE = 'Soubor se rozbaluje na víc dat, než sám uvádí (zip bomba), soubor byl odmítnut.'
const NOT_UTF8 = 'Text sešitu není v kódování UTF-8, soubor je poškozený.'

/* SpreadsheetML's main namespace, transitional and strict (ISO 29500). */
const MAIN_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/spreadsheetml/2006/main',
  'http://purl.oclc.org/ooxml/spreadsheetml/main',
])

/* A Map: `&constructor;` must not find Object.prototype's members. */
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
])

/** Characters XML 1.0 allows (its `Char` production). */
const xmlChar = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff)

export function decode(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (match, entity: string) => {
    if (entity[0] !== '#') return ENTITIES.get(entity) ?? match
    const code = entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
    if (!xmlChar(code)) throw new XlsxError('BROKEN', FORBIDDEN_CHAR)
    return String.fromCodePoint(code)
  })
}

/** An element found by `scan`: where it starts, its attributes and its content (none: `<x/>`). */
export type Element = { at: number; end: number; attrs: string; inner: string | undefined }

const BROKEN = () => new XlsxError('BROKEN', 'Soubor je poškozený.')
/* After `<name` comes whitespace, `>` or `/`; `<row` is not the start of `<rowBreaks`. */
const endsName = (code: number) =>
  code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d || code === 0x3e || code === 0x2f

/**
 * The elements `<tag …>…</tag>` and `<tag …/>` of `text` (a fully qualified `tag`, prefix
 * included), found with indexOf: linear in the text whatever it holds, as each search goes
 * on from where the last one ended. Regular expressions with lazy or open-ended parts take
 * quadratic time on text such as `<row a<row a…` or `<c><c><c>…`, which a few kilobytes of
 * zip make into minutes of a blocked process. A start tag with `<` in it, or an element
 * never closed, breaks the file.
 */
export function scan(text: string, tag: string, max = Number.POSITIVE_INFINITY): Element[] {
  const open = `<${tag}`
  const close = `</${tag}>`
  const found: Element[] = []
  let at = text.indexOf(open)
  while (at !== -1 && found.length < max) {
    if (!endsName(text.charCodeAt(at + open.length))) {
      at = text.indexOf(open, at + open.length)
      continue
    }
    const gt = text.indexOf('>', at)
    if (gt === -1) throw BROKEN()
    const selfClosing = text.charCodeAt(gt - 1) === 0x2f
    const attrs = text.slice(at + open.length, selfClosing ? gt - 1 : gt)
    if (attrs.includes('<')) throw BROKEN()
    if (selfClosing) {
      found.push({ at, end: gt + 1, attrs, inner: undefined })
      at = text.indexOf(open, gt)
      continue
    }
    const end = text.indexOf(close, gt)
    if (end === -1) throw BROKEN()
    found.push({ at, end: end + close.length, attrs, inner: text.slice(gt + 1, end) })
    at = text.indexOf(open, end + close.length)
  }
  return found
}

/** The first element `tag` of `text`, or null. */
export const first = (text: string, tag: string): Element | null => scan(text, tag, 1)[0] ?? null

/** Names of one part's elements under its prefix (`''` or `x:`), built once per prefix. */
export type Names = {
  prefix: string
  t: string
  r: string
  rPh: string
  c: string
  v: string
  f: string
}
const namesCache = new Map<string, Names>()

export function namesFor(prefix: string): Names {
  let names = namesCache.get(prefix)
  if (!names) {
    const q = (name: string) => `${prefix}${name}`
    names = { prefix, t: q('t'), r: q('r'), rPh: q('rPh'), c: q('c'), v: q('v'), f: q('f') }
    namesCache.set(prefix, names)
  }
  return names
}

/*
| Excel escapes characters XML cannot carry (a carriage return, control characters) as
| `_xHHHH_` in text, and a literal `_x` as `_x005F_x`; SheetJS reads them back the same way.
*/
const unescapeExcel = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16))
      )
    : text

/** Text of `<t>` elements, phonetic runs (`<rPh>`) left out: plain and rich text alike. */
export function textOf(xml: string, names: Names): string {
  /* Fast path: one plain `<t>` run, as nearly every cell has. */
  const open = xml.indexOf(`<${names.t}`)
  if (
    open !== -1 &&
    xml.indexOf(`<${names.t}`, open + 2) === -1 &&
    !xml.includes(`<${names.rPh}`)
  ) {
    const start = xml.indexOf('>', open)
    if (xml[start - 1] === '/') return ''
    const end = xml.indexOf(`</${names.t}>`, start)
    if (end !== -1) return unescapeExcel(decode(xml.slice(start + 1, end)))
  }
  const phonetic = [...scan(xml, names.rPh)]
  let text = ''
  for (const run of scan(xml, names.t)) {
    if (phonetic.some((p) => run.at > p.at && run.at < p.end)) continue
    text += run.inner ?? ''
  }
  return unescapeExcel(decode(text))
}

/**
 * The part's text, chunk by chunk: strict UTF-8, no NUL, and no DTD anywhere (a DTD is how
 * entity expansion and external entities get in; OOXML parts never have one).
 */
const DTD = /<!(?:DOCTYPE|ENTITY)/i

export async function* textChunks(stream: Readable): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let tail = ''
  const check = (text: string) => {
    if (text.includes('\u0000')) throw new XlsxError('BROKEN', FORBIDDEN_CHAR)
    if (DTD.test(tail + text.slice(0, 16)) || DTD.test(text)) {
      throw new XlsxError('HOSTILE', DTD_REFUSED)
    }
    tail = text.slice(-16)
    return text
  }
  try {
    for await (const chunk of stream) yield check(decoder.decode(chunk as Buffer, { stream: true }))
    yield check(decoder.decode())
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA')
      throw new XlsxError('BROKEN', NOT_UTF8)
    /* yauzl's check of the inflated bytes against the declared size: a lying zip bomb. */
    if (/too many bytes/.test((error as Error).message))
      throw new XlsxError('TOO_LARGE', LYING_SIZE)
    throw error
  }
}

/**
 * The prefix a part's root element binds to SpreadsheetML (`''` for the default namespace),
 * from its start tag. A root in another namespace gives the root's own prefix, so a
 * namespace-less part written by hand still reads.
 */
export function mainPrefix(head: string): string | null {
  /* `[^<>]`: a start tag that never closes fails at the next `<`, not at the end of the text. */
  const root = /<(?![?!])([\w.-]+:)?[\w.-]+\b([^<>]*)>/.exec(head)
  if (!root) return null
  for (const m of root[2].matchAll(/\bxmlns(?::([\w.-]+))?\s*=\s*["']([^"']*)["']/g)) {
    if (MAIN_NAMESPACES.has(m[2])) return m[1] ? `${m[1]}:` : ''
  }
  return root[1] ?? ''
}

export type ElementOptions = {
  /** Called with the text before the first element (the root's start tag, `<dimension>`…). */
  onHead?: (head: string) => void
  /** An unfinished element longer than this refuses the file (`message`). */
  maxChars: number
  tooLong: string
}

/* A part's root element comes within its first bytes (an XML declaration, then the root). */
const HEAD_CHARS = 65_536

/**
 * Yields, chunk by chunk, the complete elements of local name `tag` of a part, keeping the
 * unfinished tail for the next chunk (batches keep the per-row async overhead away). The
 * prefix comes from the root element; `onNames` receives the part's element names. The
 * tail is kept as pieces and only searched where a chunk was added, so a part without
 * closing tags costs linear time and is refused at `maxChars`.
 */
export async function* elements(
  stream: Readable,
  tag: string,
  options: ElementOptions,
  onNames?: (names: Names) => void
): AsyncGenerator<Element[]> {
  let name: string | null = null
  let close = ''
  let pending: string[] = []
  let pendingChars = 0
  /* Text before the first element; null once it was handed to onHead. */
  let head: string | null = ''

  /* Adds a chunk to the tail; the complete elements up to its last closing tag, if any. */
  const feed = (chunk: string): Element[] | null => {
    const last = pending.length > 0 ? pending[pending.length - 1] : ''
    const seam = (last.length < close.length ? pending.join('') : last).slice(1 - close.length)
    const found = (seam + chunk).lastIndexOf(close)
    if (found === -1) {
      pending.push(chunk)
      pendingChars += chunk.length
      if (pendingChars > options.maxChars) throw new XlsxError('HOSTILE', options.tooLong)
      return null
    }
    const end = found - seam.length + close.length
    pending.push(chunk.slice(0, end))
    const complete = pending.join('')
    const rest = chunk.slice(end)
    pending = rest ? [rest] : []
    pendingChars = rest.length
    return [...scan(complete, name!)]
  }

  for await (const chunk of textChunks(stream)) {
    if (!chunk) continue
    if (head === null) {
      const found = feed(chunk)
      if (found) yield found
      continue
    }
    head += chunk
    if (name === null) {
      const prefix = mainPrefix(head.slice(0, HEAD_CHARS))
      if (prefix === null) {
        if (head.length > HEAD_CHARS) throw new XlsxError('BROKEN', 'Soubor je poškozený.')
        continue
      }
      name = `${prefix}${tag}`
      close = `</${name}>`
      onNames?.(namesFor(prefix))
    }
    const start = head.indexOf(`<${name}`)
    if (start === -1 && head.length <= HEAD_CHARS) continue
    options.onHead?.(start === -1 ? head : head.slice(0, start))
    const text = head
    head = null
    const found = feed(text)
    if (found) yield found
  }
  if (head) {
    options.onHead?.(head)
    pending = name ? [head] : []
  }
  if (name) yield [...scan(pending.join(''), name)]
}
