import yauzl, { type Entry, type ZipFile } from 'yauzl'
import type { Readable } from 'node:stream'

export class XlsxError extends Error {
  constructor(
    readonly code: 'NOT_XLSX' | 'TOO_LARGE' | 'BROKEN',
    message: string
  ) {
    super(message)
  }
}

/* An entry inflating past this, or by more than this ratio, is a zip bomb, not an export. */
export const MAX_ENTRY_BYTES = 1024 * 1024 * 1024
export const MAX_RATIO = 200
const RATIO_CHECK_FROM = 10 * 1024 * 1024

export type ZipArchive = {
  entries: Map<string, Entry>
  openEntry(name: string): Promise<Readable>
  close(): void
}

export async function openZip(path: string): Promise<ZipArchive> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false }, (err, z) =>
      err || !z ? reject(new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')) : resolve(z)
    )
  )
  const entries = new Map<string, Entry>()
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName.replace(/^\//, ''), entry)
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', () => reject(new XlsxError('NOT_XLSX', 'Soubor není sešit xlsx.')))
    zip.readEntry()
  })

  return {
    entries,
    async openEntry(name) {
      const entry = entries.get(name)
      if (!entry) throw new XlsxError('NOT_XLSX', `Sešit neobsahuje část ${name}.`)
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize)
      if (
        entry.uncompressedSize > MAX_ENTRY_BYTES ||
        (entry.uncompressedSize > RATIO_CHECK_FROM && ratio > MAX_RATIO)
      ) {
        throw new XlsxError('TOO_LARGE', 'Soubor je po rozbalení příliš velký.')
      }
      return new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (err, stream) =>
          err || !stream ? reject(new XlsxError('BROKEN', 'Soubor je poškozený.')) : resolve(stream)
        )
      )
    },
    close: () => zip.close(),
  }
}
