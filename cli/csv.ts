import { readFile } from 'node:fs/promises'
import { parse } from 'csv-parse/sync'
import { CliError } from './run.js'

/**
 * Reads a CSV with a header row. Czech Excel writes `;`, other tools `,`: the header
 * line decides. Returns rows keyed by header, with their line numbers.
 */
export async function readCsv(file: string, required: string[]) {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    throw new CliError(`Soubor ${file} nelze přečíst.`)
  }
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ','
  let records: Record<string, string>[]
  try {
    records = parse(text, {
      bom: true,
      columns: (h: string[]) => h.map((c) => c.trim()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
    })
  } catch (error) {
    throw new CliError(`Soubor ${file} není platné CSV: ${(error as Error).message}`)
  }
  const header = firstLine.split(delimiter).map((c) => c.trim())
  const missing = required.filter((c) => !header.includes(c))
  if (missing.length > 0) throw new CliError(`Soubor ${file} nemá sloupce: ${missing.join(', ')}.`)
  return records.map((record, index) => ({ line: index + 2, record }))
}
