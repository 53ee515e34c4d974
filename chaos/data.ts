/*
| Export workbooks for the scenarios, generated once a day under the chaos directory
| (the bench generator: sklad and karty of `products` rows, `movements` pohyby rows).
*/
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { writeBenchExports } from '../bench/generate.js'
import { TMP } from './system.js'

export type ExportFiles = { sklad: string; karty: string; pohyby: string }

export async function exportFiles(products: number, movements: number): Promise<ExportFiles> {
  const dir = join(TMP, 'data', `${products}x${movements}`)
  const stamp = join(dir, 'day')
  const day = new Date().toISOString().slice(0, 10)
  const files = {
    sklad: join(dir, 'sklad.xlsx'),
    karty: join(dir, 'karty.xlsx'),
    pohyby: join(dir, 'pohyby.xlsx'),
  }
  if (existsSync(stamp) && existsSync(files.pohyby)) {
    const { readFileSync } = await import('node:fs')
    if (readFileSync(stamp, 'utf8') === day) return files
  }
  await writeBenchExports(dir, products, movements)
  writeFileSync(stamp, day)
  return files
}
