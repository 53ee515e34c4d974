import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  ensureSpaBuilt,
  fieldState,
  launchChromium,
  openPage,
  signIn,
  untilHomeShows,
} from '../helpers/browser.js'
import { today, writeSampleExport, writeXlsx } from '../helpers/exports.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Exports end to end in Chromium against the built SPA and the real imports worker: a
| branch uploads its first export and follows the job, then reads ležáky, ohrožené and
| its stock computed from it; an admin finds the lot in the data explorer.
*/

const PASSWORD = 'heslo1234'
const dir = mkdtempSync(join(tmpdir(), 'exports-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
let files: Record<'sklad' | 'pohyby' | 'karty' | 'odpisy', string>

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorker = await startTestWorker('imports')
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p4',
    email: 'p4@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '4',
  })
  files = {
    ...writeSampleExport(dir),
    odpisy: writeXlsx(join(dir, 'odpisy.xlsx'), [
      ['Datum', 'PDK', 'Množství', 'Šarže', 'Důvod'],
      [addDays(today(), -3), 'B2', 1, 'L-B2', 'Poškozený obal'],
    ]),
  }
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

/** A fresh context signed in as `email`, once it has landed on `home`. */
async function signInAs(email: string, home: string): Promise<Page> {
  const page = await openPage(browser)
  await signIn(page, ctx.baseUrl, email, PASSWORD)
  await untilHomeShows(page, home)
  return page
}

const fileInput = (page: Page, kind: keyof typeof files) =>
  page.locator(`input[type=file][name=${kind}]`)

describe('a branch uploads its exports', () => {
  let page: Page
  beforeAll(async () => {
    page = await signInAs('p4@lemon.cz', '/user/dashboard')
  })
  afterAll(async () => {
    await page?.context().close()
  })

  test('the upload screen asks for the files, then follows the job to its counts', async () => {
    await page.getByRole('link', { name: /Nahrát exporty/ }).click()
    await page.getByRole('heading', { name: 'Nahrát exporty' }).waitFor()
    await page.getByText('Zatím nebyl nahrán žádný export.').waitFor()
    expect(await page.getByTestId('upload-badge').textContent()).toBe('!')

    const submit = page.getByRole('button', { name: 'Nahrát exporty' })
    await submit.click()
    /* Each missing file says so under itself, tied to its field. */
    await page.getByText('Vyber všechny tři povinné soubory.').first().waitFor()
    for (const kind of ['sklad', 'pohyby', 'karty']) {
      expect(await fieldState(page.getByTestId(`file-${kind}`))).toEqual({
        invalid: true,
        description: 'Vyber všechny tři povinné soubory.',
      })
    }

    await fileInput(page, 'sklad').setInputFiles(files.sklad)
    await fileInput(page, 'pohyby').setInputFiles(files.pohyby)
    await fileInput(page, 'karty').setInputFiles(files.karty)
    // A branch without write-offs from this month must add them (spec doc 2, §5).
    await submit.click()
    await page.getByText('Vyber také soubor odpisů').waitFor()
    expect((await fieldState(page.getByTestId('file-odpisy'))).invalid).toBe(true)
    expect((await fieldState(page.getByTestId('file-sklad'))).invalid).toBe(false)
    await fileInput(page, 'odpisy').setInputFiles(files.odpisy)
    await submit.click()

    await page.locator('[data-testid="upload-progress"][data-status="done"]').waitFor({
      timeout: 30_000,
    })
    expect(await page.getByTestId('upload-progress').textContent()).toContain('291 / 291')
    expect(await page.getByTestId('upload-result').textContent()).toBe(
      'Export zpracován: sklad 3, pohyby 283, karty 4, odpisy 1 řádků.'
    )
    expect(await page.getByTestId('last-export').textContent()).toMatch(/^Poslední export: /)
    await page.getByTestId('upload-badge').waitFor({ state: 'detached' })
    expect(await fileInput(page, 'odpisy').count()).toBe(0)
  })

  test('the upload history under the form follows the upload to its end (issue #37)', async () => {
    /* The same screen, not reloaded: the list is read again as the job moves on. */
    const row = page.getByTestId('upload-history-row')
    await row.filter({ hasText: 'Zpracováno' }).waitFor()
    expect(await row.count()).toBe(1)
    const cells = (await row.locator('td').allTextContents()).map((t) => t.trim())
    expect(cells).toContain('Nahráno ručně')
    expect(cells).toContain('p4')
    expect(cells).toContain('291')
  })

  test('ležáky show the never-sold lot', async () => {
    await page.getByRole('link', { name: 'Ležáky' }).click()
    await page.getByRole('heading', { name: 'Ležáky' }).waitFor()
    for (const name of ['KÓD VZP', 'NÁZEV', 'MNOŽSTVÍ', 'EXSPIRACE', 'ZBÝVÁ DNÍ']) {
      await page.getByRole('columnheader', { name, exact: true }).waitFor()
    }
    const rows = page.getByTestId('stock-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(1)
    expect(await rows.locator('td').allTextContents()).toEqual([
      '0054321',
      'IBALGIN 400 TBL 30',
      '10',
      '—',
      '—',
    ])
    await page.getByLabel('Hledat v seznamu').fill('paralen')
    await page.getByText('Nenalezeny žádné ležáky.').waitFor()
  })

  test('ohrožené show the lot expiring in 30 days with its surplus', async () => {
    await page.getByRole('link', { name: 'Ohrožené přípravky' }).click()
    await page.getByRole('heading', { name: 'Ohrožené přípravky' }).waitFor()
    const row = page.getByTestId('stock-row').filter({ hasText: 'PARALEN 500MG TBL 24' })
    await row.waitFor()
    const cells = await row.locator('td').allTextContents()
    expect(cells[4]).toBe('30')
    expect(cells[5]).toBe('20')
  })

  test('the branch stock marks the two items under their minimum', async () => {
    await page.goto(`${ctx.baseUrl}/pharmacy/inventory`)
    await page.getByRole('heading', { name: 'Sklad pobočky' }).waitFor()
    const rows = page.getByTestId('inventory-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(4)
    expect(await page.locator('[data-under-minimum="true"]').count()).toBe(2)
    expect(await page.getByTestId('summary-underMinimum').textContent()).toBe('Pod minimem2')
    expect(await page.getByTestId('summary-items').textContent()).toBe('Položek4')
    /* The toolbar's filter says its whole choice (issue #36: it read "Minimum: vš"). */
    const filter = page.locator('input[aria-label="Minimum"]')
    expect(await filter.inputValue()).toBe('Minimum: vše')
    expect(
      await filter.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)
    ).toBe(true)

    /* The server sorts: each click asks it and the rows follow its answer. */
    const sorted = (direction: string) =>
      page.waitForResponse(
        (r) => r.url().includes('sort=stock') && r.url().includes(`dir=${direction}`)
      )
    let answer = sorted('asc')
    await page.getByRole('columnheader', { name: 'Zásoba' }).click()
    await answer
    await rows.first().locator('td').first().filter({ hasText: /^D4$/ }).waitFor()
    answer = sorted('desc')
    await page.getByRole('columnheader', { name: 'Zásoba' }).click()
    await answer
    await rows.first().locator('td').first().filter({ hasText: /^A1$/ }).waitFor()

    await page.getByLabel('Hledat ve skladu').fill('nic takového')
    await page.getByText('Nic nenalezeno').waitFor()
  })
})

describe('the admin data explorer', () => {
  test('finds the uploaded lot in sklady; a blank query sends nothing', async () => {
    const page = await signInAs('boss@lemon.cz', '/admin/dashboard')
    await page.getByRole('link', { name: 'Data Explorer' }).click()
    await page.getByRole('heading', { name: 'Admin Data Explorer' }).waitFor()

    let searches = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/search') searches++
    })
    const search = page.getByPlaceholder('Hledat podle názvu, PDK nebo šarže…')
    await search.fill('   ')
    await page.getByRole('button', { name: 'Vyhledat' }).click()
    expect(searches).toBe(0)

    await page.getByTestId('explorer-collection').click()
    await page.getByRole('option', { name: 'sklady' }).click()
    await search.fill('paralen')
    await page.getByRole('button', { name: 'Vyhledat' }).click()
    const row = page.getByTestId('explorer-row').filter({ hasText: 'PARALEN 500MG TBL 24' })
    await row.waitFor()
    /* Headed in the user's words (issue #25), not by the field's name `nazev`. */
    expect(await page.getByRole('columnheader', { name: 'Název', exact: true }).count()).toBe(1)
    expect(await page.getByRole('columnheader', { name: 'nazev' }).count()).toBe(0)
    expect(searches).toBe(1)
    await page.context().close()
  })
})
