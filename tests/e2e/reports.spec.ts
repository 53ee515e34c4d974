import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
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
  signInAs,
  untilSettled,
} from '../helpers/browser.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  writeXlsx,
} from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { until } from '../helpers/transfers.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet } from '../helpers/sheet_uploads.js'

/*
| The price-list and report screens in Chromium, against the built SPA and the real
| imports, pdf and maintenance workers. Branch 1 holds the sample export
| (tests/helpers/exports.ts): PARALEN A1 (SÚKL 0012345, 50 pcs, NCSD 23,50, PC 39,90,
| 30 days left, sells 1/day, Zentiva, OTC), IBALGIN B2 (0054321, 10 pcs, NCSD 41,20,
| never sold, OTC) and ZYRTEC C3 (0099999, 5 pcs, NCSD 120, 100 sales in the window).
| Two úhrady lists go in through the API and a third through the screen, so the branch
| has two reimbursement-change versions: PARALEN 10 → 11 (impact 50) and then
| 11 → 12,50 (impact 75) with ZYRTEC 50 → 45 (impact −25).
*/

const PASSWORD = 'heslo1234'
const USER = 'p1@lemon.cz'
const ADMIN = 'admin@lemon.cz'
const PARALEN = 'PARALEN 500MG TBL 24'
const IBALGIN = 'IBALGIN 400 TBL 30'
const ZYRTEC = 'ZYRTEC 10MG TBL 30'
const SCREENS = 'tmp/screens'
const dir = mkdtempSync(join(tmpdir(), 'reports-e2e-'))
const day = today()

let ctx: TestApp
let browser: Browser
let stopWorkers: (() => Promise<void>)[] = []
let admin: Page
let user: Page
let userToken: string

/* SÚKL's list: its name and validity above the header, Doplněk a text (issue #15). */
const SUKL_TITLE = [['Seznam cen a úhrad léčivých přípravků'], ['Platnost od dnešního dne'], []]
const SUKL_HEADER = ['Kód SÚKL', 'Název', 'Doplněk', 'Max. cena LP', 'Úhrada']
const DOPLNEK = '500MG TBL NOB 24'

const uhradyList = (name: string, paralen: number, zyrtec: number) =>
  writeXlsx(join(dir, name), [
    ['Kód SÚKL', 'Název', 'Úhrada'],
    ['0012345', PARALEN, paralen],
    ['0099999', ZYRTEC, zyrtec],
  ])

async function uploadUhrady(token: string, file: string, validFrom: string) {
  const res = await sendSheet(ctx.baseUrl, '/api/uhrady-admin/upload', token, { validFrom }, file)
  expect(res.upload?.status, JSON.stringify(res)).toBe('done')
}

async function versionCount() {
  const res = await apiClient(ctx.baseUrl).get(
    '/api/zmeny-uhrady/list/LEMON?pharmacyCode=1',
    userToken
  )
  return Array.isArray(res.body) ? res.body.length : 0
}

interface CapturedPdf {
  status: number
  contentType: string | undefined
  body: Buffer
}

/**
 * Routes the next answer of `/api{path}…` through the test, unchanged, and hands its bytes
 * over: once the page turns a PDF into an object URL the browser no longer gives them out.
 */
async function capturePdf(page: Page, path: string): Promise<{ pdf: Promise<CapturedPdf> }> {
  let captured!: (pdf: CapturedPdf) => void
  const pdf = new Promise<CapturedPdf>((resolve) => (captured = resolve))
  await page.route(
    (url) => url.pathname.startsWith(`/api${path}`),
    async (route) => {
      const response = await route.fetch()
      const body = await response.body()
      captured({ status: response.status(), contentType: response.headers()['content-type'], body })
      await route.fulfill({ response, body })
    },
    { times: 1 }
  )
  return { pdf }
}

/** The text of a captured PDF as pdftotext lays it out. */
async function pdfText(captured: Promise<CapturedPdf>, name: string) {
  const pdf = await captured
  expect(pdf.status, pdf.body.toString().slice(0, 300)).toBe(200)
  expect(pdf.contentType).toBe('application/pdf')
  const file = join(dir, `${name}.pdf`)
  writeFileSync(file, pdf.body)
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true })

/** Chromium's PDF viewer draws the document a moment after the frame is in place. */
async function screenshotPdf(page: Page, name: string) {
  await page.getByTestId('pdf-frame').waitFor()
  await page.waitForTimeout(3000)
  await screenshot(page, name)
}

/** Picks an option of a Mantine Select. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

beforeAll(async () => {
  ensureSpaBuilt()
  mkdirSync(SCREENS, { recursive: true })
  ctx = await bootApp()
  stopWorkers = [
    await startTestWorker('imports'),
    await startTestWorker('pdf'),
    await startTestWorker('maintenance'),
  ]
  const api = apiClient(ctx.baseUrl)
  await createUser({ username: 'admin', email: ADMIN, password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p1',
    email: USER,
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '1',
  })
  userToken = await api.login(USER, PASSWORD)
  const files = writeSampleExport(mkdtempSync(join(dir, 'export-')))
  const upload = await uploadExport(ctx.baseUrl, userToken, '/api/upload/LEMON/1', files)
  expect(upload.status, JSON.stringify(upload.body)).toBe(202)
  expect((await waitForUpload(api, userToken, '/api/upload/LEMON/1/meta')).status).toBe('done')

  const adminToken = await api.login(ADMIN, PASSWORD)
  await uploadUhrady(adminToken, uhradyList('uhrady-1.xlsx', 10, 50), addDays(day, -60))
  await uploadUhrady(adminToken, uhradyList('uhrady-2.xlsx', 11, 50), addDays(day, -30))
  await until(async () => (await versionCount()) === 1)

  browser = await launchChromium()
  admin = await signInAs(browser, ctx.baseUrl, ADMIN, PASSWORD, '/admin/dashboard')
  user = await signInAs(browser, ctx.baseUrl, USER, PASSWORD)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  for (const stop of stopWorkers) await stop()
  await ctx?.close()
})

describe('price lists and reports in Chromium', () => {
  test('the admin uploads the action leaflet after the form asks for what is missing', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/leaflet-upload`)
    await admin.getByText('Zatím nebyl nahrán žádný leták.').waitFor()
    await admin.getByTestId('price-list-submit').click()
    /* The spec's sentence under each field it is about, tied to it; focus on the first. */
    await admin.getByText('Vyplň prosím platnost (od/do).').first().waitFor()
    for (const id of ['valid-from', 'valid-to']) {
      expect(await fieldState(admin.getByTestId(id))).toEqual({
        invalid: true,
        description: 'Vyplň prosím platnost (od/do).',
      })
    }
    expect(
      await admin.getByTestId('valid-from').evaluate((e) => e === document.activeElement)
    ).toBe(true)
    await admin.getByTestId('valid-from').fill(addDays(day, -1))
    await admin.getByTestId('valid-to').fill(addDays(day, 20))
    expect((await fieldState(admin.getByTestId('valid-to'))).invalid).toBe(false)
    await admin.getByTestId('price-list-submit').click()
    await admin.getByText('Vyber soubor nebo zadej serverový filePath.').waitFor()
    expect(await fieldState(admin.getByTestId('price-list-file'))).toEqual({
      invalid: true,
      description: 'Vyber soubor nebo zadej serverový filePath.',
    })

    const leaflet = writeXlsx(join(dir, 'letak.xlsx'), [
      ['Kód SÚKL', 'Název', 'Akční nákupní cena', 'Akční prodejní cena', 'Dodavatel'],
      ['0054321', IBALGIN, 30, 35, 'Sanofi'],
      ['0012345', PARALEN, 18, 25, 'Zentiva'],
    ])
    await admin.locator('input[type="file"]').setInputFiles(leaflet)
    await admin.getByTestId('price-list-submit').click()
    await admin.getByTestId('upload-success').getByText('Leták uložen do databáze.').waitFor()

    const current = admin.getByTestId('price-list-current')
    await current.getByText('letak.xlsx').waitFor()
    expect(await current.textContent()).toContain('Počet řádků2')
    await admin.getByTestId('price-list-row').first().waitFor()
    expect(await admin.getByTestId('price-list-row').count()).toBe(1)
    await screenshot(admin, 'leaflet-upload')
  })

  test('a list with no valid row is refused on the screen, saying why', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/uhrady-upload`)
    await admin.getByTestId('price-list-row').nth(1).waitFor()
    const bad = writeXlsx(join(dir, 'uhrady-spatne.xlsx'), [
      ...SUKL_TITLE,
      SUKL_HEADER,
      ['0012345', 'PARALEN', DOPLNEK, 'na dotaz', 12.5],
      ['0099999', ZYRTEC, null, 'na dotaz', 45],
    ])
    await admin.locator('input[type="file"]').setInputFiles(bad)
    await admin.getByTestId('valid-from').fill(day)
    await admin.getByTestId('price-list-submit').click()
    await admin
      .getByTestId('upload-error')
      .getByText(
        'Soubor uhrady-spatne.xlsx neobsahuje žádný platný řádek: ' +
          '2× neplatné číslo ve sloupci Max. cena (řádky 5, 6).'
      )
      .waitFor()
    expect(await admin.getByTestId('price-list-row').count()).toBe(2)
  })

  test('the admin uploads a third úhrady list as SÚKL writes it and a new version is computed', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/uhrady-upload`)
    await admin.getByTestId('price-list-row').nth(1).waitFor()
    const scau = writeXlsx(join(dir, 'uhrady-3.xlsx'), [
      ...SUKL_TITLE,
      SUKL_HEADER,
      ['0012345', 'PARALEN', DOPLNEK, '61,20', 12.5],
      ['0099999', ZYRTEC, null, 50, 45],
      ...Array.from({ length: 10 }, (_, i) => [`05000${i}0`, `LÉK ${i}`, 'TBL 30', 10, 5]),
      ['0011111', 'BEZ ÚHRADY', '1X100ML', 10, null],
    ])
    await admin.locator('input[type="file"]').setInputFiles(scau)
    await admin.getByTestId('valid-from').fill('')
    await admin.getByTestId('price-list-submit').click()
    await admin.getByText('Vyplň prosím platnost od.').waitFor()
    expect(await fieldState(admin.getByTestId('valid-from'))).toEqual({
      invalid: true,
      description: 'Vyplň prosím platnost od.',
    })
    await admin.getByTestId('valid-from').fill(day)
    await admin.getByTestId('price-list-submit').click()
    const success = admin.getByTestId('upload-success')
    await success.getByText('Úhrady nahrány do databáze.').waitFor()
    expect(await success.textContent()).toContain('Uloženo řádků: 12')
    expect(await admin.getByTestId('upload-skipped').textContent()).toBe(
      '1× chybí Úhrada (řádek 17)'
    )
    await admin.getByTestId('price-list-row').nth(2).waitFor()
    expect(await admin.getByTestId('price-list-row').first().textContent()).toContain(
      'uhrady-3.xlsx'
    )
    await screenshot(admin, 'uhrady-upload')
    await until(async () => (await versionCount()) === 2)
  })

  test('a watchlist finds the medicine by its name and doplněk', async () => {
    await user.goto(`${ctx.baseUrl}/watchlists`)
    /* The form is filled once the screen has settled (under load, the create's answer once
       did not show the new list within 15 s). */
    await untilSettled(user)
    await user.getByTestId('watchlist-name').fill('Analgetika')
    await user.getByTestId('watchlist-create').click()
    await user.getByTestId('detail-link').getByText('Analgetika').click()
    await user.getByTestId('medicine-search').fill('paralen 500mg')
    const row = user.locator('[data-testid="search-row"][data-row-id="0012345"]')
    await row.waitFor()
    expect(await row.textContent()).toContain(`PARALEN ${DOPLNEK}`)
    await row.getByTestId('add-button').click()
    const item = user.locator('[data-testid="item-row"][data-row-id="0012345"]')
    await item.waitFor()
    expect(await item.textContent()).toContain(`PARALEN ${DOPLNEK}`)
    await screenshot(user, 'watchlist-doplnek')
  })

  test('the branch sees the action prices under its purchase price inline', async () => {
    const pdf = (await capturePdf(user, '/reports/akcni/pdf')).pdf
    await user.goto(`${ctx.baseUrl}/akcni-ceny`)
    const text = await pdfText(pdf, 'akcni')
    expect(text).toMatch(new RegExp(`${IBALGIN}[^\\n]*0054321`))
    expect(text).toContain('6,20')
    expect(text).not.toContain(PARALEN)
    await user.getByTestId('pdf-frame').waitFor()
    expect(await user.getByTestId('akcni-meta').textContent()).toContain('Platnost letáku')
    const download = user.getByTestId('pdf-download')
    expect(await download.getAttribute('download')).toBe(`akcni_${day.replaceAll('-', '_')}.pdf`)
    await screenshotPdf(user, 'akcni-ceny')
  })

  test('the branch steps from the newest reimbursement-change version to the older one', async () => {
    const newest = (await capturePdf(user, '/zmeny-uhrady/pdf/')).pdf
    await user.goto(`${ctx.baseUrl}/pharmacy/report`)
    const text = await pdfText(newest, 'zmeny-newest')
    /* The newest list names it as SÚKL does: Název, then the doplněk. */
    expect(text).toMatch(new RegExp(`PARALEN ${DOPLNEK}[^\\n]*75,00`))
    expect(text).toMatch(new RegExp(`${ZYRTEC}[^\\n]*25,00`))
    await user.getByTestId('pdf-frame').waitFor()
    expect(await user.getByTestId('version-next').isDisabled()).toBe(true)
    expect(await user.getByTestId('version-previous').isDisabled()).toBe(false)
    expect(await user.getByTestId('pdf-download').getAttribute('download')).toBe(
      'zmeny_uhrady_1.pdf'
    )
    await screenshotPdf(user, 'uhrady-changes-newest')

    const older = (await capturePdf(user, '/zmeny-uhrady/pdf/')).pdf
    await user.getByTestId('version-previous').click()
    const olderText = await pdfText(older, 'zmeny-older')
    expect(olderText).toMatch(new RegExp(`${PARALEN}[^\\n]*50,00`))
    expect(olderText).not.toContain(ZYRTEC)
    expect(await user.getByTestId('version-previous').isDisabled()).toBe(true)
    expect(await user.getByTestId('version-next').isDisabled()).toBe(false)
    await user.getByText('Verze 1 z 2').waitFor()
    await screenshotPdf(user, 'uhrady-changes-older')
  })

  test('an order proposal for Zentiva opens as a PDF in a new tab', async () => {
    await user.goto(`${ctx.baseUrl}/orders`)
    await user.getByTestId('last-export').getByText('Poslední export:').waitFor()
    await choose(user, 'order-supplier', 'zentiva')
    const generated = (await capturePdf(user, '/orders/generate')).pdf
    const tab = user.context().waitForEvent('page')
    await user.getByTestId('order-generate').click()
    const text = await pdfText(generated, 'order')
    // need = ceil(1/day × 30 × 3 months) − 50 in stock = 40
    expect(text).toMatch(new RegExp(`${PARALEN}[^\\n]*\\b40\\b`))
    const opened = await tab
    await opened.waitForURL(/^blob:/)
    await screenshot(user, 'orders')
    await opened.close()
  })

  test('the leaflet order shows the leaflet and opens its proposal in a new tab', async () => {
    await user.goto(`${ctx.baseUrl}/orders/leaflet`)
    const box = user.getByTestId('letak-meta')
    await box.getByText('Počet položek').waitFor()
    expect(await box.textContent()).toContain('Platnost od')
    const generated = (await capturePdf(user, '/orders/from-letak/generate')).pdf
    const tab = user.context().waitForEvent('page')
    await user.getByTestId('letak-generate').click()
    expect(await pdfText(generated, 'letak-order')).toContain(PARALEN)
    const opened = await tab
    await opened.waitForURL(/^blob:/)
    await screenshot(user, 'orders-leaflet')
    await opened.close()
  })

  test('the overstock report is generated on opening and shown inline', async () => {
    const pdf = (await capturePdf(user, '/overstock/generate')).pdf
    await user.goto(`${ctx.baseUrl}/overstock`)
    const text = await pdfText(pdf, 'overstock')
    expect(text).toContain(IBALGIN)
    expect(text).not.toContain(ZYRTEC)
    await user.getByTestId('pdf-frame').waitFor()
    expect(await user.getByTestId('pdf-download').getAttribute('download')).toBe(
      `nadzasoby_${day.replaceAll('-', '_')}.pdf`
    )
    await screenshotPdf(user, 'overstock')
  })

  test('the branch saves a 40 % rule for 30 days and the discount PDF prices PARALEN by it', async () => {
    await user.goto(`${ctx.baseUrl}/discounted`)
    const rule30 = user.locator('[data-testid="discount-rule"][data-days="30"]')
    const rule60 = user.locator('[data-testid="discount-rule"][data-days="60"]')
    await rule30.waitFor()
    expect(await rule60.getByTestId('discount-percent').isDisabled()).toBe(true)
    await rule30.getByTestId('discount-percent').fill('40')
    await user.getByTestId('discount-save').click()
    await user.getByTestId('discount-status').getByText('✅ Pravidla uložena.').waitFor()

    await user.reload()
    await rule30.waitFor()
    expect(await rule30.getByTestId('discount-percent').inputValue()).toBe('40 %')

    const generated = (await capturePdf(user, '/discounted/generate')).pdf
    const tab = user.context().waitForEvent('page')
    await user.getByTestId('discount-pdf').click()
    // PC 39,90 × (1 − 40 %) = 23,94
    expect(await pdfText(generated, 'discounts')).toMatch(new RegExp(`${PARALEN}[^\\n]*23,94`))
    await (await tab).close()

    await user.getByTestId('discount-reset').click()
    await user.getByTestId('discount-status').getByText('⚙️ Pravidla byla resetována.').waitFor()
    await screenshot(user, 'discounted')
    expect(await rule30.getByTestId('discount-percent').inputValue()).toBe('50 %')
  })

  test('the branch uploads its vouchers and reads the report', async () => {
    await user.goto(`${ctx.baseUrl}/poukazky-upload`)
    await user.getByText('Poukázky zatím nebyly nahrány.').waitFor()
    await user.getByTestId('voucher-submit').click()
    await user.getByText('Vyber soubor s poukázkami.').waitFor()
    expect(await fieldState(user.getByTestId('voucher-file'))).toEqual({
      invalid: true,
      description: 'Vyber soubor s poukázkami.',
    })
    const vouchers = writeXlsx(join(dir, 'poukazky.xlsx'), [
      ['Datum', 'Číslo poukazu', 'Částka', 'Pojišťovna', 'Stav'],
      [day, 'P-001', 150.5, '111', 'proplaceno'],
      [day, 'P-002', 200, '211', ''],
    ])
    await user.locator('input[type="file"]').setInputFiles(vouchers)
    await user.getByTestId('voucher-submit').click()
    await user.getByTestId('upload-success').getByText('Počet poukázek: 2.').waitFor()
    await user.getByTestId('voucher-last-batch').getByText('Poslední nahrání poukázek').waitFor()
    await screenshot(user, 'poukazky-upload')

    const pdf = (await capturePdf(user, '/poukazky-report/')).pdf
    await user.goto(`${ctx.baseUrl}/poukazky-report`)
    expect(await pdfText(pdf, 'poukazky')).toContain('P-002')
    await user.getByTestId('pdf-frame').waitFor()
    await screenshotPdf(user, 'poukazky-report')
  })
})
