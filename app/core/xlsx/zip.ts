import yauzl, { type Entry, type ZipFile } from 'yauzl'
import type { Readable } from 'node:stream'
import { czNumber } from '#core/format_cz'

export type XlsxErrorCode = 'NOT_XLSX' | 'TOO_LARGE' | 'BROKEN' | 'HOSTILE'

export class XlsxError extends Error {
  constructor(
    readonly code: XlsxErrorCode,
    message: string
  ) {
    super(message)
  }
}

/* An entry inflating past this, or by more than this ratio, is a zip bomb, not an export. */
export const MAX_ENTRY_BYTES = 1024 * 1024 * 1024
export const MAX_RATIO = 200
const RATIO_CHECK_FROM = 10 * 1024 * 1024
/* An xlsx has a few dozen parts; listing hundreds of thousands costs seconds and memory. */
export const MAX_ENTRIES = 10_000

export const TOO_LARGE = 'Soubor je po rozbalení příliš velký.'

export type ZipArchive = {
  entries: Map<string, Entry>
  /**
   * A stream of the entry's inflated bytes. yauzl checks them against the declared size,
   * so `maxBytes` (checked on the declared size) bounds what a lying header can inflate.
   */
  openEntry(name: string, maxBytes?: number): Promise<Readable>
  close(): void
}

function oversized(entry: Entry, maxBytes: number) {
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
  return (
    entry.uncompressedSize > maxBytes ||
    (entry.uncompressedSize > RATIO_CHECK_FROM && ratio > MAX_RATIO)
  )
}

/**
 * Opens an xlsx as a zip and lists its parts. Refuses an archive that is not a zip, has
 * more parts than any workbook, or holds a part that would inflate past the limits
 * (`maxEntryBytes`: a kind of upload may allow less than an export's 1 GB).
 */
export async function openZip(path: string, maxEntryBytes = MAX_ENTRY_BYTES): Promise<ZipArchive> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, z) =>
      err || !z ? reject(new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')) : resolve(z)
    )
  )
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close()
    throw new XlsxError(
      'HOSTILE',
      `Soubor má ${czNumber(zip.entryCount)} částí, sešit xlsx jich má nejvýše desítky.`
    )
  }
  const entries = new Map<string, Entry>()
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: Entry) => {
        if (oversized(entry, maxEntryBytes)) {
          reject(new XlsxError('TOO_LARGE', TOO_LARGE))
          return
        }
        entries.set(entry.fileName.replace(/^\//, ''), entry)
        zip.readEntry()
      })
      zip.on('end', resolve)
      zip.on('error', () => reject(new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')))
      zip.readEntry()
    })
  } catch (error) {
    zip.close()
    throw error
  }

  return {
    entries,
    async openEntry(name, maxBytes = maxEntryBytes) {
      const entry = entries.get(name)
      if (!entry) throw new XlsxError('NOT_XLSX', `Sešit neobsahuje část ${name}.`)
      if (oversized(entry, maxBytes)) throw new XlsxError('TOO_LARGE', TOO_LARGE)
      return new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) =>
          err || !stream ? reject(new XlsxError('BROKEN', 'Soubor je poškozený.')) : resolve(stream)
        )
      )
    },
    close: () => zip.close(),
  }
}
