import { openZip } from '#core/xlsx/zip'

/** The floor: inflate the first sheet's XML and count its rows, parsing nothing. */
export async function decompressAndScan(path: string) {
  const zip = await openZip(path)
  const stream = await zip.openEntry('xl/worksheets/sheet1.xml')
  let rows = 0
  let carry = ''
  for await (const chunk of stream) {
    const text = carry + (chunk as Buffer).toString('latin1')
    let at = text.indexOf('<row')
    while (at !== -1) {
      rows++
      at = text.indexOf('<row', at + 4)
    }
    carry = text.slice(-3)
  }
  zip.close()
  return rows
}
