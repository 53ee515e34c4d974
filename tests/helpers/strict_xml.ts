import { unzipSync, strFromU8 } from 'fflate'

/*
| A strict XML 1.0 well-formedness check, as a spreadsheet program's parser applies it: every
| character a legal XML Char (raw or by reference), names, quoted attributes without `<` and
| without duplicates, only the five predefined entities, balanced tags, one root element, no
| DTD. `wellFormed` throws with the offset and what is wrong; nothing is repaired.
*/

const NAME = /^[A-Za-z_:\u00C0-\uFFFD][\w.:\-\u00B7\u00C0-\uFFFD]*/
const ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos'])

function legalChar(code: number) {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  )
}

class XmlError extends Error {
  constructor(at: number, what: string, xml: string) {
    super(`not well-formed XML at ${at}: ${what} near ${JSON.stringify(xml.slice(at, at + 40))}`)
  }
}

/** Every character of the text is a legal XML Char (a lone surrogate is not). */
function checkChars(xml: string) {
  for (let i = 0; i < xml.length; i++) {
    const code = xml.codePointAt(i)!
    if (code >= 0xd800 && code <= 0xdfff) throw new XmlError(i, 'lone surrogate', xml)
    if (!legalChar(code)) {
      throw new XmlError(i, `character U+${code.toString(16).padStart(4, '0')}`, xml)
    }
    if (code > 0xffff) i++
  }
}

/** Text or an attribute value: each `&` starts a known entity or a reference to a legal Char. */
function checkText(text: string, at: number, xml: string, inAttribute: boolean) {
  if (inAttribute && text.includes('<')) throw new XmlError(at, '< in an attribute', xml)
  if (!inAttribute && text.includes(']]>')) throw new XmlError(at, ']]> in text', xml)
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) {
    const ref = /^&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*);/.exec(text.slice(i))
    if (!ref) throw new XmlError(at + i, 'bare &', xml)
    const body = ref[1]
    if (body.startsWith('#')) {
      const code = body[1] === 'x' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      if (!legalChar(code)) throw new XmlError(at + i, `reference to U+${code.toString(16)}`, xml)
    } else if (!ENTITIES.has(body)) {
      throw new XmlError(at + i, `unknown entity &${body};`, xml)
    }
  }
}

/** Throws unless `xml` is a well-formed XML 1.0 document. */
export function wellFormed(xml: string) {
  checkChars(xml)
  const stack: string[] = []
  let roots = 0
  let i = 0
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>')
    if (end === -1) throw new XmlError(0, 'unterminated declaration', xml)
    i = end + 2
  }
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    const text = xml.slice(i, lt === -1 ? xml.length : lt)
    if (stack.length === 0 && text.trim() !== '')
      throw new XmlError(i, 'text outside the root', xml)
    checkText(text, i, xml, false)
    if (lt === -1) break
    i = lt
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4)
      if (end === -1 || xml.slice(i + 4, end).includes('--'))
        throw new XmlError(i, 'bad comment', xml)
      i = end + 3
    } else if (xml.startsWith('<![CDATA[', i)) {
      if (stack.length === 0) throw new XmlError(i, 'CDATA outside the root', xml)
      const end = xml.indexOf(']]>', i)
      if (end === -1) throw new XmlError(i, 'unterminated CDATA', xml)
      i = end + 3
    } else if (xml.startsWith('<!', i)) {
      throw new XmlError(i, 'a DTD or declaration', xml)
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i)
      if (end === -1) throw new XmlError(i, 'unterminated processing instruction', xml)
      i = end + 2
    } else if (xml.startsWith('</', i)) {
      const name = NAME.exec(xml.slice(i + 2))?.[0]
      const close = /^\s*>/.exec(xml.slice(i + 2 + (name?.length ?? 0)))
      if (!name || !close) throw new XmlError(i, 'bad end tag', xml)
      if (stack.pop() !== name) throw new XmlError(i, `end tag </${name}> does not match`, xml)
      i += 2 + name.length + close[0].length
    } else {
      if (stack.length === 0) roots++
      i = startTag(xml, i + 1, stack)
    }
    if (roots > 1) throw new XmlError(i, 'a second root element', xml)
  }
  if (stack.length > 0) throw new XmlError(xml.length, `unclosed <${stack.at(-1)}>`, xml)
  if (roots !== 1) throw new XmlError(0, 'no root element', xml)
}

/** A start tag after its `<`; pushes the element unless it is empty (`/>`). Returns the offset after it. */
function startTag(xml: string, from: number, stack: string[]) {
  const name = NAME.exec(xml.slice(from))?.[0]
  if (!name) throw new XmlError(from, 'bad tag name', xml)
  let i = from + name.length
  const seen = new Set<string>()
  for (;;) {
    const space = /^\s*/.exec(xml.slice(i))![0]
    i += space.length
    if (xml.startsWith('/>', i)) return i + 2
    if (xml[i] === '>') {
      stack.push(name)
      return i + 1
    }
    if (space === '') throw new XmlError(i, 'attributes need white space between them', xml)
    const attr = /^([A-Za-z_:][\w.:-]*)\s*=\s*(["'])/.exec(xml.slice(i))
    if (!attr) throw new XmlError(i, 'bad attribute', xml)
    if (seen.has(attr[1])) throw new XmlError(i, `duplicate attribute ${attr[1]}`, xml)
    seen.add(attr[1])
    const start = i + attr[0].length
    const end = xml.indexOf(attr[2], start)
    if (end === -1) throw new XmlError(i, 'unterminated attribute', xml)
    checkText(xml.slice(start, end), start, xml, true)
    i = end + 1
  }
}

/** Every XML part of an xlsx (sheets, workbook, styles …) by name, as text. */
export function xlsxParts(bytes: Uint8Array): Record<string, string> {
  const files = unzipSync(bytes)
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => /\.(xml|rels)$/.test(name))
      .map(([name, data]) => [name, strFromU8(data)])
  )
}

/** Throws unless every XML part of the workbook is well-formed; returns the parts. */
export function wellFormedWorkbook(bytes: Uint8Array) {
  const parts = xlsxParts(bytes)
  for (const [name, xml] of Object.entries(parts)) {
    try {
      wellFormed(xml)
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`)
    }
  }
  return parts
}
