import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { sampleExport, today, writeSampleExport, writeXlsx } from '../helpers/exports.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #9 in Chromium against the built SPA and the real imports and pdf workers: a
| branch uploads exports with bad rows through /upload and downloads them with their
| reasons; its order proposal shows the days a product was out of stock.
*/

const PASSWORD = 'heslo1234'
const SCREENS = 'tmp/screens'
const dir = mkdtempSync(join(tmpdir(), 'skipped-e2e-'))
const day = today()

let ctx: TestApp
let browser: Browser
let page: Page
let stopWorkers: (() => Promise<void>)[] = []

/**
 * The sample export plus two bad rows (a negative stock, a movement without a date) and
 * X1, a KRKA product sold 1/day until 92 days ago and out of stock since.
 */
function exportFiles() {
  const data = sampleExport()
  for (let i = 1; i <= 9; i++) data.sklad.push([`G${i}`, `DOBRÝ ${i}`, i])
  data.sklad.push(['Z9', 'ZÁPORNÁ ZÁSOBA', -3])
  data.karty.push(['X1', 'KRKA VYPRODÁNO TBL 30', 0, 10, 'ne'])
  data.karty[0] = [...data.karty[0], 'Dodavatel']
  data.karty = data.karty.map((row, i) => (i === 0 ? row : [...row, i === 5 ? 'KRKA' : '']))
  for (let ago = 92; ago <= 181; ago++) {
    data.pohyby.push([addDays(day, -ago), 'X1', -1, 'Prodej', 50, 'L-X1'])
  }
  data.pohyby.push([null, 'A1', -1, 'Prodej', 39.9, 'L-A1'])
  return {
    ...writeSampleExport(dir, data),
    odpisy: writeXlsx(join(dir, 'odpisy.xlsx'), [
      ['Datum', 'PDK', 'Množství', 'Šarže', 'Důvod'],
      [addDays(day, -3), 'B2', 1, 'L-B2', 'Poškozený obal'],
    ]),
  }
}

beforeAll(async () => {
  ensureSpaBuilt()
  mkdirSync(SCREENS, { recursive: true })
  ctx = await bootApp()
  stopWorkers = [await startTestWorker('imports'), await startTestWorker('pdf')]
  await createUser({
    username: 'p6',
    email: 'p6@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '6',
  })
  browser = await launchChromium()
  page = await signInAs(browser, ctx.baseUrl, 'p6@lemon.cz', PASSWORD)
})

afterAll(async () => {
  await browser?.close()
  for (const stop of stopWorkers) await stop()
  await ctx?.close()
})

describe('issue #9 for a branch', () => {
  test('uploads exports with bad rows and downloads them with their reasons', async () => {
    const files = exportFiles()
    await page.goto(`${ctx.baseUrl}/upload`)
    await page.getByRole('heading', { name: 'Nahrát exporty' }).waitFor()
    for (const kind of ['sklad', 'pohyby', 'karty', 'odpisy'] as const) {
      await page.locator(`input[type=file][name=${kind}]`).setInputFiles(files[kind])
    }
    await page.getByRole('button', { name: 'Nahrát exporty' }).click()
    await page.locator('[data-testid="upload-progress"][data-status="done"]').waitFor({
      timeout: 30_000,
    })
    const result = page.getByTestId('upload-result')
    expect(await result.textContent()).toContain('Přeskočené řádky: 2')
    const button = result.getByRole('button', { name: 'Stáhnout přeskočené řádky (xlsx)' })
    await page.screenshot({ path: `${SCREENS}/upload-skipped-rows.png`, fullPage: true })

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toBe(`přeskočené_řádky_6_${day.replaceAll('-', '_')}.xlsx`)
    const saved = join(dir, 'downloaded.xlsx')
    await download.saveAs(saved)
    const book = XLSX.read(readFileSync(saved))
    expect(book.SheetNames).toEqual(['sklad', 'pohyby'])
    const rows = (sheet: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1, defval: null })
    expect(rows('sklad')).toEqual([
      [
        'Soubor',
        'Řádek',
        'Důvod',
        'PDK',
        'Název',
        'Množství',
        'Kód SÚKL',
        'Šarže',
        'Exspirace',
        'NCSD',
        'PC',
        'Dodavatel',
      ],
      [
        'sklad (sklad.xlsx)',
        14,
        'záporné množství',
        'Z9',
        'ZÁPORNÁ ZÁSOBA',
        -3,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    ])
    expect(rows('pohyby')).toEqual([
      [
        'Soubor',
        'Řádek',
        'Důvod',
        'Datum pohybu',
        'PDK',
        'Množství',
        'Typ pohybu',
        'Cena',
        'Šarže',
      ],
      ['pohyby (pohyby.xlsx)', 375, 'chybí Datum', null, 'A1', -1, 'Prodej', 39.9, 'L-A1'],
    ])
  })

  test('a refused upload offers its skipped rows next to the error', async () => {
    const data = sampleExport()
    data.sklad.push(['Z9', 'CHYBA', 'abc'], ['Z8', 'ROK 9999', 1, null, null, '1.1.9999'])
    const files = writeSampleExport(mkdtempSync(join(dir, 'refused-')), data)
    for (const kind of ['sklad', 'pohyby', 'karty'] as const) {
      await page.locator(`input[type=file][name=${kind}]`).setInputFiles(files[kind])
    }
    await page.getByRole('button', { name: 'Nahrát exporty' }).click()
    await page.locator('[data-testid="upload-progress"][data-status="failed"]').waitFor({
      timeout: 30_000,
    })
    expect(await page.getByTestId('upload-failed').textContent()).toMatch(
      /^Chyba: Soubor sklad \(sklad\.xlsx\): 2 z 5 řádků nelze načíst/
    )
    await page.getByRole('button', { name: 'Stáhnout přeskočené řádky (xlsx)' }).waitFor()
    await page.screenshot({ path: `${SCREENS}/upload-refused-skipped-rows.png`, fullPage: true })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Stáhnout přeskočené řádky (xlsx)' }).click(),
    ])
    const saved = join(dir, 'refused.xlsx')
    await download.saveAs(saved)
    const sheet = XLSX.read(readFileSync(saved)).Sheets.sklad
    expect(
      XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 }).map((row) => row.slice(0, 3))
    ).toEqual([
      ['Soubor', 'Řádek', 'Důvod'],
      ['sklad (sklad.xlsx)', 5, 'neplatné číslo ve sloupci Množství'],
      ['sklad (sklad.xlsx)', 6, 'neplatné datum ve sloupci Exspirace'],
    ])
  })

  test('the order proposal for KRKA shows the days without stock', async () => {
    await page.goto(`${ctx.baseUrl}/orders`)
    await page.getByTestId('last-export').getByText('Poslední export:').waitFor()
    await page.getByTestId('order-supplier').click()
    await page.getByRole('option', { name: 'krka', exact: true }).click()

    let captured!: (body: Buffer) => void
    const pdf = new Promise<Buffer>((resolve) => (captured = resolve))
    await page.route(
      (url) => url.pathname === '/api/orders/generate',
      async (route) => {
        const response = await route.fetch()
        const body = await response.body()
        captured(body)
        await route.fulfill({ response, body })
      },
      { times: 1 }
    )
    const tab = page.context().waitForEvent('page')
    await page.getByTestId('order-generate').click()
    const file = join(dir, 'order.pdf')
    writeFileSync(file, await pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    expect(text).toMatch(/Dny bez\s+zásoby/)
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Dny bez zásoby: dny z 182 dnů před posledním exportem'
    )
    /* 90 sold in the 90 days with stock: 1/day, 90 for 3 months (45 without the 92 days) */
    expect(text).toMatch(/X1\s+KRKA VYPRODÁNO TBL 30\s+0\s+90\s+92\s+90/)
    const opened = await tab
    await opened.waitForURL(/^blob:/)
    await opened.close()
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      `${SCREENS}/order-stockouts`,
    ])
  })
})
