import { posix } from 'node:path'
import { XlsxError, type ZipArchive } from '#core/xlsx/zip'
import { textChunks } from '#core/xlsx/xml_text'

/*
| Where a workbook's parts are, as the package says (ECMA-376 part 2): the package's
| relationships name the workbook, the workbook's relationships name its sheets and its
| shared-string table. Nearly every writer uses `xl/workbook.xml` and
| `xl/sharedStrings.xml`, but the names are the writer's choice. Elements and attributes
| are matched by local name, whatever prefix the writer gave them.
*/

const NO_SHEET = 'Sešit neobsahuje žádný list.'
export const NOT_XLSX = 'Soubor není sešit xlsx.'
/* Workbook, relationships: parts of a few kB, read whole. */
const MAX_PART_BYTES = 1024 * 1024

export type WorkbookParts = {
  sheet: string
  sharedStrings: string | null
  /** Serial dates count from 1904-01-01 (older Mac Excel), not 1899-12-30. */
  date1904: boolean
}

async function readText(zip: ZipArchive, name: string): Promise<string> {
  let text = ''
  try {
    for await (const chunk of textChunks(await zip.openEntry(name, MAX_PART_BYTES))) text += chunk
  } catch (error) {
    /* A broken deflate stream is zlib's error, not ours: the file is damaged either way. */
    if (error instanceof XlsxError) throw error
    throw new XlsxError('BROKEN', 'Soubor je poškozený.')
  }
  return text
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1]

type Relationship = { id: string; type: string; target: string }

async function relationships(zip: ZipArchive, part: string): Promise<Relationship[]> {
  const dir = posix.dirname(part)
  const name = posix.join(dir === '.' ? '' : dir, '_rels', `${posix.basename(part)}.rels`)
  if (!zip.entries.has(name)) return []
  const xml = await readText(zip, name)
  /* `[^<>]`: a tag that never closes fails at the next `<`, so hostile text costs linear time. */
  return [...xml.matchAll(/<(?:[\w.-]+:)?Relationship\b[^<>]*>/g)].map(([tag]) => {
    const target = attr(tag, 'Target') ?? ''
    /* Targets are relative to the part's folder, or absolute from the package root. */
    const resolved = target.startsWith('/')
      ? target.slice(1)
      : posix.normalize(posix.join(dir === '.' ? '' : dir, target))
    return { id: attr(tag, 'Id') ?? '', type: attr(tag, 'Type') ?? '', target: resolved }
  })
}

const ofType = (rels: Relationship[], type: string) =>
  rels.find((r) => r.type.endsWith(`/${type}`))?.target

/** The workbook part: named by the package's relationships, or the usual name. */
export async function workbookPart(zip: ZipArchive): Promise<string | null> {
  const named = ofType(await relationships(zip, ''), 'officeDocument')
  if (named && zip.entries.has(named)) return named
  return zip.entries.has('xl/workbook.xml') ? 'xl/workbook.xml' : null
}

/** The first sheet, the shared strings and the date system of an opened xlsx. */
export async function workbookParts(zip: ZipArchive): Promise<WorkbookParts> {
  const workbook = await workbookPart(zip)
  if (!workbook) throw new XlsxError('NOT_XLSX', NOT_XLSX)
  const xml = await readText(zip, workbook)
  const sheetTag = /<(?:[\w.-]+:)?sheet\b[^<>]*>/.exec(xml)?.[0]
  /* The sheet's relationship id is the `id` attribute of the relationships namespace (r:id). */
  const rid = sheetTag && /\s[\w.-]+:id\s*=\s*["']([^"']+)["']/.exec(sheetTag)?.[1]
  if (!rid) throw new XlsxError('NOT_XLSX', NO_SHEET)
  const rels = await relationships(zip, workbook)
  const sheet = rels.find((r) => r.id === rid)?.target
  if (!sheet || !zip.entries.has(sheet)) throw new XlsxError('NOT_XLSX', NO_SHEET)

  const named = ofType(rels, 'sharedStrings')
  const fallback = posix.join(posix.dirname(workbook), 'sharedStrings.xml')
  const sharedStrings =
    named && zip.entries.has(named) ? named : zip.entries.has(fallback) ? fallback : null

  const props = /<(?:[\w.-]+:)?workbookPr\b[^<>]*>/.exec(xml)?.[0]
  const flag = props ? attr(props, 'date1904') : undefined
  return { sheet, sharedStrings, date1904: flag === '1' || flag === 'true' }
}
