import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  ensureSpaBuilt,
  launchChromium,
  PAGE_TIMEOUT,
  countRequests,
  submitSignIn,
  untilHomeShows,
  untilSettled,
  withoutLiveNotifications,
} from '../helpers/browser.js'
import { uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { createBranch, createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Script payloads in every name the pool and transfer screens show — branch names (from
| the branches import), users' full names, product names (from the exports) and a
| reject reason — render as literal text in Chromium: no script runs, no dialog opens,
| no element is injected, and the Content Security Policy reports no violation while
| the main screens (lists, the package modal, the převodka detail, the print view and
| an inline PDF report) are in use.
*/

const PASSWORD = 'heslo1234'
const BRANCH_A = 'Lékárna <script>window.__xss="branch A"</script>'
const BRANCH_B = 'Lékárna <img src=x onerror="window.__xss=\'branch B\'">'
const USER_A = 'Jana "><svg onload="window.__xss=\'user A\'">'
const USER_B = "Petr'; DROP TABLE users; -- <b onmouseover=\"window.__xss='user B'\">x</b>"
const PARALEN = 'PARALEN <img src=x onerror=alert(1)> 500MG'
const ESSENTIALE = 'ESSENTIALE <script>alert(2)</script> " onmouseover="alert(3)'
const REASON = "Nechci'; DROP TABLE pool_items; -- <iframe src=javascript:alert(4)></iframe>"
const dir = mkdtempSync(join(tmpdir(), 'xss-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
let stopPdfWorker: () => Promise<void>
let api: ReturnType<typeof apiClient>
const tokens: Record<string, string> = {}

/* What every page of every context reported: CSP violations, dialogs, script errors. */
const problems: string[] = []

/** The sample exports of tests/helpers/transfers.ts with hostile product names. */
function hostileExports() {
  const rename = <T>(rows: T[][]): T[][] =>
    rows.map((row) =>
      row.map((cell): T =>
        cell === 'PARALEN 500MG TBL 24'
          ? (PARALEN as T)
          : cell === 'ESSENTIALE FORTE CPS 50'
            ? (ESSENTIALE as T)
            : cell
      )
    )
  const { a, b } = transferExports()
  return {
    a: { sklad: rename(a.sklad), pohyby: a.pohyby, karty: rename(a.karty) },
    b: { sklad: rename(b.sklad), pohyby: b.pohyby, karty: rename(b.karty) },
  }
}

async function watchedContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  /* expectInert waits for the page to settle, which never comes while the bell's stream is open. */
  await withoutLiveNotifications(context)
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`
      )
    })
  })
  const watch = (page: Page) => {
    countRequests(page)
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`${page.url()}: ${message.text()}`)
    })
    page.on('dialog', (dialog) => {
      problems.push(`${page.url()}: a ${dialog.type()} dialog opened: ${dialog.message()}`)
      void dialog.dismiss()
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  }
  context.on('page', watch)
  return context
}

async function signedIn(email: string, home: string): Promise<Page> {
  const context = await watchedContext()
  const page = await context.newPage()
  page.setDefaultTimeout(PAGE_TIMEOUT)
  await page.goto(`${ctx.baseUrl}/login`)
  await submitSignIn(page, email, PASSWORD)
  await untilHomeShows(page, home)
  return page
}

/** The page shows each text literally, nothing it holds became markup, and no script ran. */
async function expectInert(page: Page, texts: string[]) {
  /* Not 'networkidle': after the sign-in's client-side navigation it has long come while the
     home screen's code still loads. The texts first (a miss is reported by the assertion below). */
  await page
    .waitForFunction(
      (wanted) => wanted.every((t) => (document.body.textContent ?? '').includes(t)),
      texts
    )
    .catch(() => undefined)
  await untilSettled(page)
  const text = await page.evaluate(() => document.body.textContent ?? '')
  for (const t of texts) expect(text, `${page.url()} shows ${t}`).toContain(t)
  const state = await page.evaluate(() => ({
    xss: (window as any).__xss,
    injected: document.querySelectorAll(
      'img[src="x"], iframe[src^="javascript"], [onerror], [onload], [onmouseover]'
    ).length,
    inlineScripts: [...document.scripts].filter((s) => !s.src).length,
  }))
  expect(state, page.url()).toEqual({ xss: undefined, injected: 0, inlineScripts: 0 })
  expect(problems).toEqual([])
}

async function visit(page: Page, path: string, texts: string[], ready?: string) {
  const response = await page.goto(`${ctx.baseUrl}${path}`)
  /* The screens run under the app's policy: no inline or foreign script may execute. */
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';")
  if (ready) await page.getByTestId(ready).first().waitFor()
  await expectInert(page, texts)
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  stopPdfWorker = await startTestWorker('pdf')
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: PASSWORD,
    role: 'admin',
  })
  const data = hostileExports()
  for (const [code, files, fullName, branchName] of [
    ['1', data.a, USER_A, BRANCH_A],
    ['2', data.b, USER_B, BRANCH_B],
  ] as const) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
      fullName,
    })
    await createBranch(code, 'LEMON', branchName)
    tokens[code] = await api.login(`p${code}@lemon.cz`, PASSWORD)
    const folder = join(dir, code)
    mkdirSync(folder)
    const upload = await uploadExport(
      ctx.baseUrl,
      tokens[code],
      `/api/upload/LEMON/${code}`,
      writeSampleExport(folder, files)
    )
    expect(upload.status).toBe(202)
    const meta = await waitForUpload(api, tokens[code], `/api/upload/LEMON/${code}/meta`)
    expect(meta.status).toBe('done')
  }
  await until(
    async () => (await api.get('/api/transfers/incoming/LEMON/2', tokens['2'])).body.length === 2
  )
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await stopPdfWorker?.()
  await ctx?.close()
})

describe('hostile names render as text in the pool and transfer screens', () => {
  let seller: Page
  let buyer: Page

  beforeAll(async () => {
    seller = await signedIn('p1@lemon.cz', '/user/dashboard')
    buyer = await signedIn('p2@lemon.cz', '/user/dashboard')
  })

  test('the API stores the names verbatim', async () => {
    const branches = (await api.get('/api/branches/LEMON/1', tokens['1'])).body
    expect(JSON.stringify(branches)).toContain(JSON.stringify(BRANCH_A).slice(1, -1))
    const pool = (await api.get('/api/pool/LEMON/1', tokens['1'])).body
    expect(pool.map((i: any) => i['Název']).sort()).toEqual([ESSENTIALE, PARALEN])
  })

  test('dashboard header, pool and incoming proposals', async () => {
    await expectInert(seller, [USER_A])
    await expectInert(buyer, [USER_B])
    await visit(seller, '/pool', [PARALEN, ESSENTIALE], 'pool-row')
    await visit(buyer, '/transfers/incoming', [PARALEN, ESSENTIALE], 'transfer-row')
    await visit(seller, '/pharmacy/ohrozenci', [PARALEN, ESSENTIALE])
  })

  test('a refusal reason and a confirmed item', async () => {
    const incoming = (await api.get('/api/transfers/incoming/LEMON/2', tokens['2'])).body
    const e5 = incoming.find((i: any) => i.PDK === 'E5')
    const a1 = incoming.find((i: any) => i.PDK === 'A1')
    const reject = await api.post(
      '/api/transfers/reject/LEMON/2',
      { id: e5.id, reason: REASON },
      tokens['2']
    )
    expect(reject.status, JSON.stringify(reject.body)).toBe(200)
    const confirm = await api.post('/api/transfers/confirm/LEMON/2', { ids: [a1.id] }, tokens['2'])
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200)

    await visit(buyer, '/transfers/confirmed', [PARALEN], 'transfer-row')
    await visit(buyer, '/refused', [ESSENTIALE])
    await visit(seller, '/transfers/outgoing', [PARALEN], 'transfer-row')
    await visit(seller, '/pool', [PARALEN, ESSENTIALE], 'pool-row')
  })

  test('the admin pool items list and users list', async () => {
    const admin = await signedIn('boss@lemon.cz', '/admin/dashboard')
    /* Every column on screen: at 1400 px the reason gives way to the (hostile, long) names. */
    await admin.setViewportSize({ width: 1920, height: 1080 })
    await visit(admin, '/poolitems', [PARALEN, ESSENTIALE, REASON], 'poolitem-row')
    await visit(admin, '/admin/users', ['p1', 'p2'])
    await visit(admin, '/pool-stats', [])
    await admin.context().close()
  })

  test('a picked package: list, modal and the print view', async () => {
    const a1 = (await api.get('/api/pool/LEMON/1', tokens['1'])).body.find(
      (i: any) => i.PDK === 'A1'
    )
    const picked = await api.post('/api/transfers/markPicked/LEMON/1', { id: a1.id }, tokens['1'])
    expect(picked.status, JSON.stringify(picked.body)).toBe(200)

    await visit(seller, '/transfers/prepared', [BRANCH_B], 'prepared-row')
    const row = seller.getByTestId('prepared-row').first()
    await row.getByTestId('view-button').click()
    await seller.getByTestId('package-item-row').first().waitFor()
    await expectInert(seller, [BRANCH_B, PARALEN])
    await seller.keyboard.press('Escape')

    const printed = seller.waitForResponse((res) => res.url().includes('/api/transfers/print/'))
    const popup = seller.context().waitForEvent('page')
    await row.getByTestId('print-button').click()
    const response = await printed
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    const tab = await popup
    await tab.waitForURL(/^blob:/)
    await tab.waitForTimeout(1500)
    expect(problems).toEqual([])
    await tab.close()
    await expectInert(seller, [BRANCH_B])
  })

  test('a sent převodka: shipped, received and its detail', async () => {
    const sent = await api.post(
      '/api/transfers/send/LEMON/1',
      { targetPharmacyCode: '2' },
      tokens['1']
    )
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)

    await visit(buyer, '/transfers/received', [BRANCH_A], 'prevodka-row')
    await visit(seller, '/transfers/shipped', [BRANCH_B], 'prevodka-row')
    await buyer.getByTestId('prevodka-row').first().getByTestId('open-button').click()
    await buyer.getByTestId('receipt-row').first().waitFor()
    await expectInert(buyer, [PARALEN])
    await buyer.keyboard.press('Escape')
    await seller.getByTestId('prevodka-row').first().getByTestId('open-button').click()
    await seller.getByTestId('prevodka-item-row').first().waitFor()
    await expectInert(seller, [PARALEN])
    await seller.keyboard.press('Escape')
    const { prevodkaId } = sent.body
    const lines = (await api.get(`/api/transfers/detail/${prevodkaId}`, tokens['2'])).body
    const received = await api.post(
      '/api/transfers/receive/LEMON/2',
      { prevodkaId, receivedItems: lines.map((l: any) => ({ _id: l._id, status: 'přijato' })) },
      tokens['2']
    )
    expect(received.status, JSON.stringify(received.body)).toBe(200)
    await visit(buyer, '/transfers/archive', [BRANCH_A], 'prevodka-row')
    await visit(buyer, '/ledger', [], 'ledger-row')
  })

  test('an inline PDF report in the app frame raises no CSP violation', async () => {
    await seller.goto(`${ctx.baseUrl}/overstock`)
    await seller.getByTestId('pdf-frame').waitFor({ timeout: 30_000 })
    await seller.waitForTimeout(2000)
    const frameType = await seller.getByTestId('pdf-frame').evaluate((el) => el.tagName)
    expect(frameType).toBe('OBJECT')
    await expectInert(seller, [])
  })
})
