import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '../../app/core/calendar.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, openPage, signIn } from '../helpers/browser.js'
import {
  sampleExport,
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
} from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| A transfer end to end in Chromium against the built SPA and the real imports worker.
| Branch 1 (A) holds PARALEN A1 it will not sell before expiry (sample export: 50 pcs,
| 30 days left, sells 1/day → surplus 20 offered in the pool); branch 2 (B) sells A1
| 2/day and holds 2 pcs, so matching reserves the item for B with probability
| min(100, 100 × 2 × (30 − 7) / 20) = 100. B confirms, A picks and sends, B receives;
| the ledger then shows 20 × 23,50 Kč = 470,00 Kč on both sides with opposite signs.
*/

const PASSWORD = 'heslo1234'
const NAME = 'PARALEN 500MG TBL 24'
const dir = mkdtempSync(join(tmpdir(), 'transfers-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>

/** B sells A1 2/day over the consumption window and holds 2 pcs of a far-expiring lot. */
function buyerExport(day = today()) {
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'Šarže', 'Exspirace', 'NCSD', 'PC', 'Dodavatel'],
    ['A1', NAME, 2, '0012345', 'L-B-A1', addDays(day, 400), 23.5, 39.9, 'Zentiva'],
  ]
  const karty = [
    ['PDK', 'Název přípravku', 'Min. zásoba', 'Max. zásoba', 'Volně prodejný'],
    ['A1', NAME, 5, 80, 'ano'],
  ]
  const pohyby: unknown[][] = [['Datum pohybu', 'PDK', 'Množství', 'Typ pohybu', 'Cena', 'Šarže']]
  for (let i = 0; i < 182; i++) pohyby.push([addDays(day, -i), 'A1', -2, 'Prodej', 39.9, 'L-B-A1'])
  for (let i = 0; i < 182; i++) pohyby.push([addDays(day, -i), 'E5', -3, 'Prodej', 259, ''])
  karty.push(['E5', 'ESSENTIALE FORTE CPS 50', 0, 10, 'ano'])
  return { sklad, karty, pohyby }
}

async function uploadFor(code: string, data: ReturnType<typeof sampleExport>) {
  const api = apiClient(ctx.baseUrl)
  const token = await api.login(`p${code}@lemon.cz`, PASSWORD)
  mkdirSync(join(dir, code))
  const files = writeSampleExport(join(dir, code), data)
  const res = await uploadExport(ctx.baseUrl, token, `/api/upload/LEMON/${code}`, files)
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300)
  const meta = await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)
  expect(meta.status, JSON.stringify(meta)).toBe('done')
  return token
}

/** Matching runs just after an upload is marked done; wait for B's proposal. */
async function waitForProposal(token: string, timeoutMs = 60_000) {
  const api = apiClient(ctx.baseUrl)
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const res = await api.get('/api/transfers/incoming/LEMON/2', token)
    if (Array.isArray(res.body) && res.body.some((item: any) => item.PDK === 'A1')) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the pool item of branch 1 was not matched to branch 2')
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorker = await startTestWorker('imports')
  for (const code of ['1', '2']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
  }
  const a = sampleExport()
  a.sklad.push([
    'E5',
    'ESSENTIALE FORTE CPS 50',
    30,
    '0054321',
    'L-E5',
    addDays(today(), 20),
    180,
    259,
    'Sanofi',
  ])
  a.karty.push(['E5', 'ESSENTIALE FORTE CPS 50', 0, 10, 'ano'])
  await uploadFor('1', a)
  await waitForProposal(await uploadFor('2', buyerExport()))
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

async function signInAs(code: string): Promise<Page> {
  const page = await openPage(browser)
  await signIn(page, ctx.baseUrl, `p${code}@lemon.cz`, PASSWORD)
  await page.waitForURL('**/user/dashboard')
  return page
}

/** Accepts the next window.confirm, checking its question. */
function acceptConfirm(page: Page, question: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm')
    expect(dialog.message()).toBe(question)
    await dialog.accept()
  })
}

const itemRow = (page: Page) => page.getByTestId('transfer-row').filter({ hasText: NAME })

/** The balance of the page's only ledger row: its partner, sign and amount. */
async function ledgerOf(page: Page) {
  await page.goto(`${ctx.baseUrl}/ledger`)
  const row = page.getByTestId('ledger-row')
  await row.waitFor()
  expect(await row.count()).toBe(1)
  const saldo = row.getByTestId('saldo')
  const partner = await row.locator('td').first().textContent()
  return {
    partner,
    sign: await saldo.getAttribute('data-sign'),
    amount: (await saldo.textContent())!.replace(/^[-−]/, ''),
  }
}

const rowOf = (page: Page, name: string) =>
  page.getByTestId('transfer-row').filter({ hasText: name })
describe('side flows 2', () => {
  test(
    'cancel confirmation, not delivered, print, removed + reopen',
    { timeout: 120_000 },
    async () => {
      const buyer = await signInAs('2')
      const seller = await signInAs('1')
      const logs: string[] = []
      for (const p of [buyer, seller])
        p.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 200)}`))
      seller.context().on('page', (p) => logs.push('NEW TAB ' + p.url()))
      await buyer.goto(`${ctx.baseUrl}/transfers/incoming`)
      await rowOf(buyer, 'ESSENTIALE').waitFor()
      console.log(
        'incoming count',
        await buyer.getByTestId('transfer-row').count(),
        await buyer.getByTestId('selected-count').textContent()
      )
      await buyer.getByTestId('confirm-selected').click()
      await buyer.getByTestId('empty-text').waitFor()
      await buyer.goto(`${ctx.baseUrl}/transfers/confirmed`)
      await rowOf(buyer, NAME).getByRole('button', { name: 'Zrušit potvrzení' }).click()
      await rowOf(buyer, NAME).waitFor({ state: 'detached' })
      await buyer.goto(`${ctx.baseUrl}/transfers/incoming`)
      await buyer.waitForTimeout(1000)
      console.log(
        'incoming after cancel confirmation',
        await buyer.getByTestId('transfer-row').allTextContents()
      )
      await buyer.getByTestId('confirm-selected').click()
      await buyer.getByTestId('empty-text').waitFor()

      await seller.goto(`${ctx.baseUrl}/transfers/outgoing`)
      await rowOf(seller, 'ESSENTIALE').getByRole('button', { name: 'Nedodáno' }).click()
      await rowOf(seller, 'ESSENTIALE').waitFor({ state: 'detached' })
      await seller.getByRole('button', { name: 'Vychystat vše' }).click()
      await seller.getByTestId('empty-text').waitFor()
      await seller.goto(`${ctx.baseUrl}/pool`)
      await seller.waitForTimeout(800)
      console.log('pool A', await seller.getByTestId('pool-row').allTextContents())
      await seller.goto(`${ctx.baseUrl}/transfers/prepared`)
      await seller.getByTestId('print-button').click()
      await seller.waitForTimeout(1500)
      // a newer export without lot L-A1
      const next = sampleExport()
      next.sklad = next.sklad.filter((row) => row[0] !== 'A1')
      await uploadFor('1', next)
      await seller.reload()
      await seller.getByTestId('removed-button').click()
      const removed = seller.getByTestId('removed-row')
      await removed.waitFor()
      console.log('removed', await removed.allTextContents())
      await seller.screenshot({ path: '/tmp/h5shots/side-removed.png' })
      await removed.getByRole('button', { name: 'Reopen' }).click()
      await seller.waitForTimeout(1500)
      console.log('removed after reopen', await seller.getByTestId('removed-row').allTextContents())
      await removed
        .getByRole('button', { name: 'Reopen' })
        .click()
        .catch(() => {})
      await seller.waitForTimeout(1000)
      console.log('reopen error', await seller.getByTestId('reopen-error').allTextContents())
      await seller.screenshot({ path: '/tmp/h5shots/side-reopen.png' })
      console.log(logs.join('\n'))
    }
  )
})
