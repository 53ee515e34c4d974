import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { acceptConfirm, ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
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
  return { sklad, karty, pohyby }
}

async function uploadFor(code: string, data: ReturnType<typeof sampleExport>) {
  const api = apiClient(ctx.baseUrl)
  const token = await api.login(`p${code}@lemon.cz`, PASSWORD)
  const files = writeSampleExport(mkdtempSync(join(dir, `${code}-`)), data)
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
  await uploadFor('1', sampleExport())
  await waitForProposal(await uploadFor('2', buyerExport()))
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

const signInAsBranch = (code: string) =>
  signInAs(browser, ctx.baseUrl, `p${code}@lemon.cz`, PASSWORD)

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

describe('a pool item travels from branch 1 to branch 2', () => {
  let seller: Page
  let buyer: Page
  let prevodkaId: string

  beforeAll(async () => {
    seller = await signInAsBranch('1')
    buyer = await signInAsBranch('2')
  })

  test('B confirms the proposal preselected in /transfers/incoming', async () => {
    await buyer.goto(`${ctx.baseUrl}/transfers/incoming`)
    await buyer.getByRole('heading', { name: 'Návrhy k přijetí' }).waitFor()
    const row = itemRow(buyer)
    await row.waitFor()
    expect(await row.getAttribute('data-stav')).toBe('rezervováno')
    /* Issue #25: the source branch with its name, found by its column (columns may give way).
       The names answer on their own, after the rows or before (issue #28 draws either at once). */
    await expect
      .poll(() => row.locator('[data-column="pharmacyCode"]').textContent())
      .toBe('1 – Lékárna 1')
    expect(await row.getByTestId('transfer-select').isChecked()).toBe(true)
    await buyer.getByTestId('confirm-selected').click()
    await row.waitFor({ state: 'detached' })

    await buyer.goto(`${ctx.baseUrl}/transfers/confirmed`)
    expect(await itemRow(buyer).getAttribute('data-stav')).toBe('potvrzeno')
  })

  test('A picks it in /transfers/outgoing and sends it from /transfers/prepared', async () => {
    await seller.goto(`${ctx.baseUrl}/transfers/outgoing`)
    const row = itemRow(seller)
    await row.getByRole('button', { name: 'Vychystat' }).click()
    await row.waitFor({ state: 'detached' })

    await seller.goto(`${ctx.baseUrl}/transfers/prepared`)
    const pkg = seller.getByTestId('prepared-row').filter({ hasText: '2 – Lékárna 2' })
    await pkg.getByRole('button', { name: 'View' }).click()
    await seller.getByTestId('package-item-row').filter({ hasText: NAME }).waitFor()
    const question = acceptConfirm(seller)
    await seller.getByTestId('modal-send-button').click()
    expect(await question).toBe('Really send the package for branch 2?')
    await seller.getByRole('dialog').waitFor({ state: 'detached' })
    await pkg.waitFor({ state: 'detached' })
    await seller.getByText('No picked items.').waitFor()

    await seller.goto(`${ctx.baseUrl}/transfers/shipped`)
    const shipped = seller.getByTestId('prevodka-row')
    await shipped.waitFor()
    prevodkaId = (await shipped.locator('td').first().textContent())!
    expect(prevodkaId).not.toBe('')
    expect(await shipped.textContent()).toContain('odesláno')
  })

  test('B receives the převodka with every line delivered', async () => {
    await buyer.goto(`${ctx.baseUrl}/transfers/received`)
    const row = buyer.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await row.getByRole('button', { name: 'Receipt detail' }).click()
    const line = buyer.getByTestId('receipt-row').filter({ hasText: NAME })
    await line.waitFor()
    expect(await line.getByTestId('delivered-checkbox').isChecked()).toBe(true)
    const question = acceptConfirm(buyer)
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click()
    expect(await question).toBe('Do you really want to confirm the receipt of this transfer?')
    await buyer
      .getByTestId('feedback')
      .filter({ hasText: `Transfer ${prevodkaId} has been processed.` })
      .waitFor()
    await buyer.getByText('No received transfers.').waitFor()

    await buyer.goto(`${ctx.baseUrl}/transfers/archive`)
    const archived = buyer.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await archived.waitFor()
    expect(await archived.textContent()).toContain('přijato')
  })

  test('both ledgers show the same amount with opposite signs', async () => {
    const a = await ledgerOf(seller)
    const b = await ledgerOf(buyer)
    expect(a).toEqual({ partner: '2', sign: 'positive', amount: '470,00\u00a0Kč' })
    expect(b).toEqual({ partner: '1', sign: 'negative', amount: '470,00\u00a0Kč' })
  })
})
