import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lastMonths } from '#ledger/rules/savings_by_month'
import { moderateViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, openPage, signIn, signInAs } from '../helpers/browser.js'
import { expiryExport, pragueNoonDaysAgo } from '../helpers/dashboard.js'
import { today, uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Goods in transit and the dashboard charts in Chromium. Branch 1 uploads the transfer
| export (A1 50 × 23,50 Kč in 30 days, E5 30 × 180 Kč in 20 days) together with the lots at
| the edges of the expiry chart, so its buckets are: prošlé 200, do 30 dní 325 + 1 175 +
| 5 400 = 6 900, do 60 and 90 dní 6 999,90, do 180 dní 7 029,90 Kč. It sends E5 to branch 2,
| which receives it (5 400 Kč saved this month), and sends A1, whose sent day is then moved 6
| Prague days back: on the way too long.
*/

const PASSWORD = 'heslo1234'
const SCREENS = 'tmp/screens'
const dir = mkdtempSync(join(tmpdir(), 'transit-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
const ids = { delivered: '', late: '' }

/** The transfer export of branch 1 plus the expiry-edge lots of `expiryExport`. */
function branchOneExport() {
  const transfer = transferExports().a
  const edges = expiryExport()
  return {
    sklad: [...transfer.sklad, ...edges.sklad.slice(1)],
    pohyby: [...transfer.pohyby, ...edges.pohyby.slice(1)],
    karty: [...transfer.karty, ...edges.karty.slice(1)],
  }
}

async function prepare() {
  const api = apiClient(ctx.baseUrl)
  const {
    branches: [a, b],
  } = await signInStaff(api, ['1', '2'])
  for (const [code, token, data] of [
    ['1', a, branchOneExport()],
    ['2', b, transferExports().b],
  ] as const) {
    const folder = join(dir, code)
    mkdirSync(folder)
    const files = writeSampleExport(folder, data as Parameters<typeof writeSampleExport>[1])
    expect(
      (await uploadExport(ctx.baseUrl, token, `/api/upload/LEMON/${code}`, files)).status
    ).toBe(202)
    expect((await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)).status).toBe('done')
  }
  const itemOf = async (pdk: string) =>
    (await api.get('/api/pool/LEMON/1', a)).body.find((i: any) => i.PDK === pdk)
  const send = async (pdk: string) => {
    await until(async () => (await itemOf(pdk))?.stav === 'rezervováno')
    const { id } = await itemOf(pdk)
    expect((await api.post('/api/transfers/confirm/LEMON/2', { ids: [id] }, b)).status).toBe(200)
    expect((await api.post('/api/transfers/markPicked/LEMON/1', { id }, a)).status).toBe(200)
    const sent = await api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: '2' }, a)
    return sent.body.prevodkaId as string
  }
  ids.delivered = await send('E5')
  const lines = (await api.get(`/api/transfers/detail/${ids.delivered}`, b)).body
  const receivedItems = lines.map((l: any) => ({ _id: l._id, status: 'přijato' }))
  const receive = { prevodkaId: ids.delivered, receivedItems }
  expect((await api.post('/api/transfers/receive/LEMON/2', receive, b)).status).toBe(200)
  ids.late = await send('A1')
  const { default: db } = await import('@adonisjs/lucid/services/db')
  await db.rawQuery(`UPDATE prevodky SET sent_at = ${pragueNoonDaysAgo(6)} WHERE prevodka_id = ?`, [
    ids.late,
  ])
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorker = await startTestWorker('imports')
  await prepare()
  browser = await launchChromium()
  mkdirSync(SCREENS, { recursive: true })
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

const text = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/[\u00a0\u202f]/g, ' ').trim()

/** The table view of a chart card: each body row's cells, as text. */
async function tableOf(card: Locator, testId: string) {
  await card.getByText('Tabulka', { exact: true }).click()
  const table = card.getByTestId(testId)
  await table.waitFor()
  const rows = table.getByTestId('value-row')
  const out: string[][] = []
  for (let i = 0; i < (await rows.count()); i++) {
    const cells = rows.nth(i).locator('th, td')
    const row: string[] = []
    for (let j = 0; j < (await cells.count()); j++) row.push(await text(cells.nth(j)))
    out.push(row)
  }
  return out
}

describe('the user dashboard charts', () => {
  let page: Page

  beforeAll(async () => {
    page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
  })

  test('both charts draw bars from the branch data, with a summary for screen readers', async () => {
    for (const testId of ['expiry-chart', 'pool-savings-chart']) {
      const chart = page.getByTestId(testId).getByTestId('value-bar-chart')
      await chart.locator('.recharts-bar-rectangle path').first().waitFor()
      expect(await chart.getAttribute('role')).toBe('img')
      expect(await chart.getAttribute('aria-label')).toMatch(/: .+\sKč/)
    }
    const expiry = page.getByTestId('expiry-chart').getByTestId('value-bar-chart')
    const summary = await expiry.getAttribute('aria-label')
    expect(summary!.replace(/[\u00a0\u202f]/g, ' ')).toContain('do 30 dní 6 900,00 Kč')
    await page.screenshot({ path: `${SCREENS}/user-dashboard-charts.png`, fullPage: true })
  })

  test('the expiry table view: cumulative values, expired lots apart, unpriced lots noted', async () => {
    const card = page.getByTestId('expiry-chart')
    expect(await tableOf(card, 'expiry-table')).toEqual([
      ['Prošlé', '200,00 Kč', '1'],
      ['do 30 dní', '6 900,00 Kč', '4'],
      ['do 60 dní', '6 999,90 Kč', '5'],
      ['do 90 dní', '6 999,90 Kč', '5'],
      ['do 180 dní', '7 029,90 Kč', '6'],
    ])
    const headers = card.getByRole('columnheader')
    expect(await headers.allTextContents()).toEqual(['Exspirace', 'Hodnota (NCSD)', 'Šarží'])
    expect(await text(card.getByTestId('unpriced-lots'))).toBe('1 šarže bez NCSD není v součtu.')
  })

  test('the pool savings table view: 12 months, this month’s delivery, the total', async () => {
    const card = page.getByTestId('pool-savings-chart')
    const rows = await tableOf(card, 'pool-savings-table')
    expect(rows).toHaveLength(12)
    const months = lastMonths(today(), 12)
    const monthName = new Intl.DateTimeFormat('cs-CZ', { month: 'long', year: 'numeric' })
    const [y, m] = months[11].split('-').map(Number)
    expect(rows[11]).toEqual([monthName.format(new Date(y, m - 1, 1)), '5 400,00 Kč'])
    expect(rows.slice(0, 11).every((row) => row[1] === '0,00 Kč')).toBe(true)
    expect(await text(card.getByTestId('value-total'))).toBe('Celkem5 400,00 Kč')
    /* Both table views open: row headers, the total in the footer, the chart's name. */
    expect(await moderateViolations(page)).toEqual([])
    await page.screenshot({ path: `${SCREENS}/user-dashboard-tables.png`, fullPage: true })
  })
})

describe('empty states', () => {
  test('a branch with nothing expiring and nothing saved says so instead of empty charts', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p2@lemon.cz', PASSWORD)
    const expiry = page.getByTestId('expiry-chart').getByTestId('chart-empty')
    await expiry.filter({ hasText: 'Do 180 dní nevyprší žádné zboží a nic není prošlé.' }).waitFor()
    const savings = page.getByTestId('pool-savings-chart').getByTestId('chart-empty')
    await savings
      .filter({ hasText: 'Za posledních 12 měsíců jiné pobočky z vašeho poolu nic nepřijaly.' })
      .waitFor()
    expect(await page.getByText('Tabulka', { exact: true }).count()).toBe(0)
    await page.screenshot({ path: `${SCREENS}/user-dashboard-empty.png`, fullPage: true })
  })
})

/** Branch 1's dashboard with `block` set up on the page before it loads. */
async function dashboardWith(block: (page: Page) => Promise<unknown>) {
  const page = await openPage(browser)
  await block(page)
  await signIn(page, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
  await page.waitForURL('**/user/dashboard')
  return page
}

describe('lots without NCSD', () => {
  test('when every lot expiring has no NCSD, the card does not say nothing expires', async () => {
    /* An export without the optional NCSD column: the lots count, their value cannot. */
    const page = await dashboardWith((p) =>
      p.route('**/api/dashboard/expiry/**', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            lastBatch: '2026-11-20T08:00:00.000Z',
            today: today(),
            buckets: [null, 30, 60, 90, 180].map((days) => ({
              key: days === null ? 'expired' : `d${days}`,
              days,
              value: 0,
              lots: 0,
            })),
            unpricedLots: 40,
          }),
        })
      )
    )
    const card = page.getByTestId('expiry-chart')
    await card.getByTestId('unpriced-lots').waitFor()
    expect(await text(card.getByTestId('unpriced-lots'))).toBe('40 šarží bez NCSD není v součtu.')
    expect(await card.getByTestId('chart-empty').count()).toBe(0)
    expect((await tableOf(card, 'expiry-table'))[1]).toEqual(['do 30 dní', '0,00 Kč', '0'])
    await page.context().close()
  })
})

describe('a chart that cannot be shown', () => {
  const UNAVAILABLE = 'Graf je dočasně nedostupný.'

  test('its data request fails: the card says the chart is temporarily unavailable', async () => {
    const page = await dashboardWith((p) =>
      p.route('**/api/dashboard/expiry/**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'INTERNAL', message: 'Chyba serveru.' }),
        })
      )
    )
    const expiry = page.getByTestId('expiry-chart')
    await expiry.getByTestId('chart-unavailable').waitFor()
    expect(await text(expiry.getByTestId('chart-unavailable'))).toBe(UNAVAILABLE)
    expect(await expiry.getByText('Tabulka', { exact: true }).count()).toBe(0)
    expect(await expiry.getByTestId('value-bar-chart').count()).toBe(0)
    /* The other card has its data and draws its chart. */
    const savings = page.getByTestId('pool-savings-chart')
    await savings.locator('.recharts-bar-rectangle path').first().waitFor()
    expect(await savings.getByTestId('chart-unavailable').count()).toBe(0)
    await page.screenshot({
      path: `${SCREENS}/user-dashboard-chart-unavailable.png`,
      fullPage: true,
    })
    await page.context().close()
  })

  test('the chart code fails to load: both cards say so and their table views still work', async () => {
    const page = await dashboardWith((p) =>
      p.route('**/assets/value-bar-chart-*.js', (route) => route.abort())
    )
    for (const testId of ['expiry-chart', 'pool-savings-chart']) {
      const card = page.getByTestId(testId)
      await card.getByTestId('chart-unavailable').waitFor()
      expect(await text(card.getByTestId('chart-unavailable'))).toBe(UNAVAILABLE)
    }
    const expiry = page.getByTestId('expiry-chart')
    expect((await tableOf(expiry, 'expiry-table'))[1]).toEqual(['do 30 dní', '6 900,00 Kč', '4'])
    expect(await expiry.getByTestId('chart-unavailable').count()).toBe(0)
    await expiry.getByText('Graf', { exact: true }).click()
    await expiry.getByTestId('chart-unavailable').waitFor()
    await page.context().close()
  })
})

describe('goods in transit', () => {
  test('the shipped page shows the days on the way and highlights the late převodka', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    await page.goto(`${ctx.baseUrl}/transfers/shipped`)
    const late = page.getByTestId('prevodka-row').filter({ hasText: ids.late })
    await late.waitFor()
    expect(await late.getAttribute('data-long-in-transit')).toBe('true')
    expect(await text(late.getByTestId('transit-days'))).toBe('6 dní')
    expect(await text(late.getByTestId('long-transit-badge'))).toBe('⚠ Na cestě déle než 5 dní')
    const delivered = page.getByTestId('prevodka-row').filter({ hasText: ids.delivered })
    expect(await delivered.getAttribute('data-long-in-transit')).toBe('false')
    expect(await text(delivered.getByTestId('transit-days'))).toBe('doručeno za 0 dní')
    expect(await page.getByRole('columnheader', { name: 'Dní na cestě' }).count()).toBe(1)
    await page.screenshot({ path: `${SCREENS}/shipped-transit.png`, fullPage: true })
  })

  test('the admin dashboard lists it; the admin ledger shows it with its days', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'boss@lemon.cz', PASSWORD, '/admin/dashboard')
    const card = page.getByTestId('long-transit-card')
    await card.getByRole('heading', { name: 'Převodky na cestě déle než 5 dní' }).waitFor()
    const row = card.getByTestId('in-transit-row')
    await row.waitFor()
    expect(await row.count()).toBe(1)
    const cells = await row.locator('td').allTextContents()
    expect(cells.slice(0, 3)).toEqual([ids.late, '1 – Lékárna 1', '2 – Lékárna 2'])
    expect(cells[3]).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}$/)
    expect(cells[4].replace(/\u00a0/g, ' ')).toBe('6 dní⚠ Na cestě déle než 5 dní')
    expect(await card.getByTestId('in-transit-more').count()).toBe(0)
    await page.screenshot({ path: `${SCREENS}/admin-dashboard-transit.png`, fullPage: true })

    await page.goto(`${ctx.baseUrl}/ledger-admin`)
    const section = page.getByTestId('in-transit-section')
    await section.getByTestId('in-transit-row').filter({ hasText: ids.late }).waitFor()
    /* The ledger and the transit list load separately; wait for the ledger's rows too. */
    await page.getByTestId('ledger-row').nth(1).waitFor()
    expect(await page.getByTestId('ledger-row').count()).toBe(2)
    await page.screenshot({ path: `${SCREENS}/ledger-admin-transit.png`, fullPage: true })
  })

  test('more on the way than the list holds: the oldest page is asked for and the total said', async () => {
    const page = await openPage(browser)
    const asked: URL[] = []
    await page.route('**/api/transfers/in-transit?**', async (route) => {
      asked.push(new URL(route.request().url()))
      const response = await route.fetch()
      /* The server's own page, as if 250 převodky of the firma were on the way. */
      await route.fulfill({ response, headers: { ...response.headers(), 'x-total-count': '250' } })
    })
    await signIn(page, ctx.baseUrl, 'boss@lemon.cz', PASSWORD)
    await page.waitForURL('**/admin/dashboard')
    const card = page.getByTestId('long-transit-card')
    await card.getByTestId('in-transit-more').waitFor()
    expect(await text(card.getByTestId('in-transit-more'))).toBe(
      'Zobrazeno nejstarších: 1. Na cestě celkem: 250.'
    )
    expect(await card.getByTestId('in-transit-row').count()).toBe(1)
    expect(asked.map((u) => Object.fromEntries(u.searchParams))).toEqual([
      { firma: 'LEMON', longOnly: 'true', page: '1', limit: '100' },
    ])
    await page.context().close()
  })
})
