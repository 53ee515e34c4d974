import { readFileSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as XLSX from 'xlsx'
import { moderateViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs, untilSettled } from '../helpers/browser.js'
import { seedUploads, type UploadSeed } from '../helpers/exports.js'
import { createUser } from '../helpers/users.js'

/*
| "Historie nahrávání" on /upload in Chromium (issue #37): the branch's uploads under the
| upload form, newest first, their state in Czech, filtered and sorted by the server, the
| workbook downloaded; no axe finding at 1366 × 768. Branch 1 has five batches written
| straight into the database (none running, so the screen polls nothing).
*/

const PASSWORD = 'heslo1234'
const SCREENSHOT = 'tmp/e2e-upload-history.png'

let ctx: TestApp
let browser: Browser

const SEEDS: UploadSeed[] = [
  { status: 'done', hoursAgo: 120, by: 'p1', counts: { sklad: 3, pohyby: 283, karty: 4 } },
  {
    status: 'failed',
    hoursAgo: 96,
    by: 'p1',
    counts: { sklad: 2 },
    error: 'Soubor pohyby (pohyby.xlsx) nemá sloupec PDK.',
  },
  {
    status: 'done',
    hoursAgo: 72,
    by: null,
    inbox: 'LEMON/0001',
    counts: { sklad: 7, pohyby: 77, karty: 7 },
  },
  {
    status: 'done',
    hoursAgo: 30,
    by: 'boss',
    counts: { sklad: 9, pohyby: 900, karty: 9, odpisy: 1 },
    odpisy: true,
    skipped: 2,
  },
  { status: 'failed', hoursAgo: 2, by: null, inbox: 'LEMON/0001', error: 'Chybí soubor karty.' },
]

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p1',
    email: 'p1@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '1',
  })
  await seedUploads(SEEDS, { takesMs: 60_000 })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

const rows = (page: Page) => page.getByTestId('upload-history-row')
const statuses = async (page: Page) =>
  (await rows(page).locator('td:nth-child(2)').allTextContents()).map((t) => t.trim())

describe('Historie nahrávání on the upload screen', () => {
  let page: Page
  beforeAll(async () => {
    page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD, '/user/dashboard', {
      viewport: { width: 1366, height: 768 },
    })
  })
  afterAll(async () => page?.context().close())

  test('under the form: the branch’s uploads, newest first, in Czech; no axe finding', async () => {
    await page.goto(`${ctx.baseUrl}/upload`)
    await page.getByRole('heading', { name: 'Nahrát exporty', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Historie nahrávání', level: 2 }).waitFor()
    await rows(page).nth(4).waitFor()
    expect(await rows(page).count()).toBe(5)
    for (const name of ['Nahráno', 'Stav', 'Řádků']) {
      await page.getByRole('columnheader', { name, exact: true }).waitFor()
    }
    expect(await statuses(page)).toEqual([
      'Zpracování selhalo',
      'Zpracováno',
      'Zpracováno',
      'Zpracování selhalo',
      'Zpracováno',
    ])
    await untilSettled(page)
    await page.getByRole('heading', { name: 'Historie nahrávání' }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(300)
    await page.screenshot({ path: SCREENSHOT })
    const newest = rows(page).first()
    expect(await newest.textContent()).toContain('Ze složky LEMON/0001')
    expect(await newest.textContent()).toContain('Chybí soubor karty.')
    const byAdmin = rows(page).nth(1)
    expect(await byAdmin.textContent()).toContain('Nahráno ručně')
    expect(await byAdmin.textContent()).toContain('boss')
    expect(await byAdmin.textContent()).toContain('919')
    await page.getByText('Celkem: 5').waitFor()
    expect(await moderateViolations(page)).toEqual([])
  })

  test('filtered by state and sorted by the server', async () => {
    let asked = page.waitForResponse(
      (r) => r.url().includes('/history?') && r.url().includes('status=failed')
    )
    await page.locator('input[aria-label="Stav"]').click()
    await page.getByRole('option', { name: 'Zpracování selhalo' }).click()
    await asked
    await page.getByText('Celkem: 2').waitFor()
    expect(await statuses(page)).toEqual(['Zpracování selhalo', 'Zpracování selhalo'])
    expect(page.url()).toContain('status=failed')

    await page.locator('input[aria-label="Stav"]').click()
    await page.getByRole('option', { name: 'Stav: vše' }).click()
    await page.getByText('Celkem: 5').waitFor()
    asked = page.waitForResponse(
      (r) => r.url().includes('sort=total') && r.url().includes('dir=asc')
    )
    await page.getByRole('columnheader', { name: 'Řádků' }).click()
    await asked
    await rows(page).first().filter({ hasText: 'Chybí soubor karty.' }).waitFor()
    asked = page.waitForResponse(
      (r) => r.url().includes('sort=total') && r.url().includes('dir=desc')
    )
    await page.getByRole('columnheader', { name: 'Řádků' }).click()
    await asked
    await rows(page).first().filter({ hasText: '919' }).waitFor()
  })

  test('Exportovat do Excelu: the list as sorted on screen', async () => {
    const download = page.waitForEvent('download')
    await page.getByTestId('list-export').click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^historie_nahravani_\d{4}_\d{2}_\d{2}\.xlsx$/)
    const book = XLSX.read(readFileSync((await file.path())!))
    expect(book.SheetNames).toEqual(['Historie nahrávání'])
    const sheet = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Historie nahrávání'], {
      header: 1,
    })
    expect(sheet).toHaveLength(6)
    expect(sheet.slice(1).map((r) => r[8])).toEqual([919, 290, 91, 2, 0])
    expect(sheet[1][1]).toBe('Zpracováno')
  })
})

describe('an admin', () => {
  test('picks the branch and sees its uploads', async () => {
    const page = await signInAs(
      browser,
      ctx.baseUrl,
      'boss@lemon.cz',
      PASSWORD,
      '/admin/dashboard',
      {
        viewport: { width: 1366, height: 768 },
      }
    )
    await page.goto(`${ctx.baseUrl}/upload?pharmacyCode=1`)
    await page.getByRole('heading', { name: 'Historie nahrávání' }).waitFor()
    await rows(page).nth(4).waitFor()
    expect(await rows(page).count()).toBe(5)
    expect(await moderateViolations(page)).toEqual([])
    await page.context().close()
  })
})
