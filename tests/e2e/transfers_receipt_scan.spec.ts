import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { acceptConfirm, ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { today, uploadAndProcess } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #9 in Chromium: B receives a převodka of three lines from A. A's sklad export has
| an EAN column for PARALEN (20 pcs at 23,50 Kč) and ESSENTIALE (30 pcs at 180 Kč);
| CELASKON (40 pcs at 12,50 Kč) has none. B scans PARALEN's DataMatrix (typed by the
| keyboard like a wedge, with a GS character), which ticks and checks its line; scans
| ESSENTIALE with another lot and sees the warning; lowers CELASKON to 35, is asked for a
| reason, picks poškozeno and confirms. A's archive shows the discrepancy and both ledgers
| 20 × 23,50 + 30 × 180 + 35 × 12,50 = 6 307,50 Kč.
*/

const SCREENS = 'tmp/screens'
const GS = '\u001d'
const PARALEN = 'PARALEN 500MG TBL 24'
const ESSENTIALE = 'ESSENTIALE FORTE CPS 50'
const CELASKON = 'CELASKON 500MG TBL 30'
const dir = mkdtempSync(join(tmpdir(), 'receipt-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
let prevodkaId: string

/** YYMMDD of a day, as AI (17) carries it. */
const yymmdd = (day: string) => day.slice(2).replaceAll('-', '')

function exportsOf(day = today()) {
  const header = ['PDK', 'Název', 'Množství', 'Šarže', 'Exspirace', 'NCSD', 'EAN']
  const karty = [
    ['PDK', 'Název'],
    ['A1', PARALEN],
    ['E5', ESSENTIALE],
    ['C7', CELASKON],
    ['Z9', 'ZINNAT 250MG TBL 10'],
  ]
  const sales = (rows: [string, number][]) => {
    const out: unknown[][] = [['Datum', 'PDK', 'Množství', 'Typ pohybu']]
    for (let i = 0; i < 182; i++)
      for (const [pdk, qty] of rows) out.push([addDays(day, -i), pdk, -qty, 'Prodej'])
    return out
  }
  return {
    a: {
      sklad: [
        header,
        ['A1', PARALEN, 50, 'L-A1', addDays(day, 30), 23.5, '8594000123453'],
        ['E5', ESSENTIALE, 30, 'L-E5', addDays(day, 20), 180, '8591234567893'],
        ['C7', CELASKON, 40, 'L-C7', addDays(day, 25), 12.5, ''],
      ],
      pohyby: sales([['A1', 1]]),
      karty,
    },
    b: {
      sklad: [header, ['Z9', 'ZINNAT 250MG TBL 10', 1, 'L-Z9', null, 99, '']],
      pohyby: sales([
        ['A1', 2],
        ['E5', 3],
        ['C7', 2],
      ]),
      karty,
    },
  }
}

beforeAll(async () => {
  ensureSpaBuilt()
  mkdirSync(SCREENS, { recursive: true })
  ctx = await bootApp()
  stopWorker = await startTestWorker('imports')
  const api = apiClient(ctx.baseUrl)
  const {
    branches: [a, b],
  } = await signInStaff(api, ['1', '2'])
  const data = exportsOf()
  await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
  await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
  const incoming = async () => (await api.get('/api/transfers/incoming/LEMON/2', b)).body as any[]
  await until(async () => (await incoming()).length === 3)
  const ids = (await incoming()).map((i) => i.id)
  expect((await api.post('/api/transfers/confirm/LEMON/2', { ids }, b)).status).toBe(200)
  expect((await api.post('/api/transfers/markPicked/LEMON/1', { ids }, a)).status).toBe(200)
  const sent = await api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: '2' }, a)
  prevodkaId = sent.body.prevodkaId
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

const signInAsBranch = (code: string) =>
  signInAs(browser, ctx.baseUrl, `p${code}@lemon.cz`, 'heslo1234')
const lineOf = (page: Page, name: string) =>
  page.getByTestId('receipt-row').filter({ hasText: name })

async function ledgerAmount(page: Page) {
  await page.goto(`${ctx.baseUrl}/ledger`)
  const saldo = page.getByTestId('ledger-row').getByTestId('saldo')
  await saldo.waitFor()
  const amount = (await saldo.textContent())!.replace(/^[-−]/, '')
  return { sign: await saldo.getAttribute('data-sign'), amount }
}

describe('receipt with a scanner and a short line', () => {
  let buyer: Page

  test('B scans packs into the focused scan input: a matching pack ticks and checks its line', async () => {
    buyer = await signInAsBranch('2')
    await buyer.goto(`${ctx.baseUrl}/transfers/received`)
    const row = buyer.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await row.getByRole('button', { name: 'Receipt detail' }).click()
    await lineOf(buyer, CELASKON).waitFor()
    const input = buyer.getByTestId('scan-input')
    await until(async () => input.evaluate((el) => el === document.activeElement), 5_000)
    /* The live region is there, empty, before the first scan, so its first text is announced. */
    expect(await buyer.getByTestId('scan-message').getAttribute('role')).toBe('status')
    expect(await buyer.getByTestId('scan-message').textContent()).toBe('')

    /* Another lot of ESSENTIALE, typed straight into the modal as a wedge does. */
    const expiryE5 = yymmdd(addDays(today(), 20))
    await buyer.keyboard.type(`]d2010859123456789317${expiryE5}10L-X99${GS}21SN77`)
    await buyer.keyboard.press('Enter')
    const essentiale = lineOf(buyer, ESSENTIALE)
    await essentiale.getByTestId('scan-warning').waitFor()
    expect(await essentiale.getByTestId('scan-warning').textContent()).toBe(
      '⚠ Jiná šarže: na balení L-X99, na převodce L-E5.'
    )
    expect(await essentiale.getByTestId('scan-badge').textContent()).toBe('naskenováno 1×')
    expect(await buyer.getByTestId('scan-message').textContent()).toContain('Jiná šarže')
    expect(await input.inputValue()).toBe('')

    /* PARALEN unticked first, so the scan visibly ticks it. */
    const paralen = lineOf(buyer, PARALEN)
    await paralen.getByTestId('delivered-checkbox').click()
    expect(await paralen.getByTestId('delivered-checkbox').isChecked()).toBe(false)
    await input.click()
    await buyer.keyboard.type(
      `]d2010859400012345317${yymmdd(addDays(today(), 30))}10L-A1${GS}21SN01`
    )
    await buyer.keyboard.press('Enter')
    await paralen.getByTestId('scan-badge').waitFor()
    expect(await paralen.getByTestId('delivered-checkbox').isChecked()).toBe(true)
    expect(await paralen.getByTestId('scan-badge').textContent()).toBe('naskenováno 1×')
    expect(await paralen.getByTestId('scan-warning').count()).toBe(0)
    expect(await paralen.getAttribute('data-scanned')).toBe('true')
    expect(await buyer.getByTestId('scan-message').textContent()).toBe(
      `Naskenováno: ${PARALEN} (šarže L-A1).`
    )

    /* The same pack again counts once; a pack of no line says so. */
    await buyer.keyboard.type(
      `(01)08594000123453(17)${yymmdd(addDays(today(), 30))}(10)L-A1(21)SN01`
    )
    await buyer.keyboard.press('Enter')
    expect(await buyer.getByTestId('scan-message').textContent()).toContain('už bylo naskenováno')
    await buyer.keyboard.type('0105901234123457')
    await buyer.keyboard.press('Enter')
    expect(await buyer.getByTestId('scan-message').textContent()).toBe(
      'Naskenované balení (GTIN 05901234123457) nepatří k žádné položce této převodky.'
    )
    expect(await paralen.getByTestId('scan-badge').textContent()).toBe('naskenováno 1×')
    /* A wedge that sends GS as Ctrl+] (which types nothing in a browser) works too. */
    await buyer.keyboard.type(`]d2010859123456789317${expiryE5}10L-X99`)
    await buyer.keyboard.press('Control+BracketRight')
    await buyer.keyboard.type('21SN78')
    await buyer.keyboard.press('Enter')
    await essentiale.getByText('naskenováno 2×').waitFor()
    expect(await buyer.getByTestId('scan-message').textContent()).toContain(
      `${ESSENTIALE} (šarže L-X99): Jiná šarže`
    )
    await buyer.screenshot({ path: `${SCREENS}/receipt-scan-warning.png`, fullPage: true })
  })

  test('a lower quantity needs a reason; with poškozeno the receipt is confirmed', async () => {
    const celaskon = lineOf(buyer, CELASKON)
    expect(await celaskon.getByTestId('receipt-reason').count()).toBe(0)
    const quantity = celaskon.getByTestId('received-quantity')
    await quantity.fill('35')
    const reason = celaskon.getByTestId('receipt-reason')
    await reason.waitFor()
    await celaskon.getByText('Vyberte důvod rozdílu.').waitFor()

    let prompted = false
    buyer.once('dialog', (dialog) => {
      prompted = true
      void dialog.dismiss()
    })
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click()
    const invalid = buyer.getByTestId('receipt-invalid')
    await invalid.waitFor()
    expect(await invalid.textContent()).toBe(
      `U položky ${CELASKON} je přijato 35 z 40: vyberte důvod rozdílu (poškozeno, chybí, jiná šarže, jiná exspirace, jiné).`
    )
    expect(prompted).toBe(false)
    /* Nor the product's own question (issue #25 moved it from the browser's confirm). */
    expect(await buyer.getByTestId('confirm-question').count()).toBe(0)
    buyer.removeAllListeners('dialog')
    await buyer.screenshot({ path: `${SCREENS}/receipt-reason-required.png`, fullPage: true })

    await reason.click()
    await buyer.getByRole('option', { name: 'poškozeno' }).click()
    expect(await reason.inputValue()).toBe('poškozeno')
    expect(await celaskon.getByText('Vyberte důvod rozdílu.').count()).toBe(0)
    /* The line is fixed: the alert of the refused Confirm goes without another click. */
    expect(await invalid.count()).toBe(0)

    const question = acceptConfirm(buyer)
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click()
    expect(await question).toBe('Do you really want to confirm the receipt of this transfer?')
    await buyer
      .getByTestId('feedback')
      .filter({ hasText: `Transfer ${prevodkaId} has been processed.` })
      .waitFor()
    await buyer.getByText('No received transfers.').waitFor()
  })

  test("A's archive shows the discrepancy, sent vs received and the reason", async () => {
    const seller = await signInAsBranch('1')
    await seller.goto(`${ctx.baseUrl}/transfers/archive`)
    const row = seller.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await row.waitFor()
    expect(await row.textContent()).toContain('uzavřeno')
    expect(await row.getByTestId('discrepancy-badge').textContent()).toBe('rozdíl při příjmu: 1')
    await seller.screenshot({ path: `${SCREENS}/receipt-archive-list.png`, fullPage: true })
    await row.getByRole('button', { name: 'Show items' }).click()
    const line = seller.getByTestId('prevodka-item-row').filter({ hasText: CELASKON })
    await line.waitFor()
    const cells = await line.locator('td').allTextContents()
    expect(cells).toEqual(['C7', CELASKON, '40', '35', 'poškozeno', expect.any(String), 'L-C7'])
    const full = await seller
      .getByTestId('prevodka-item-row')
      .filter({ hasText: PARALEN })
      .locator('td')
      .allTextContents()
    expect(full.slice(2, 5)).toEqual(['20', '20', '—'])
    /* Past the modal's opening transition, so the picture is not half transparent. */
    await seller.waitForTimeout(400)
    await seller.screenshot({ path: `${SCREENS}/receipt-archive-discrepancy.png`, fullPage: true })

    const amount = '6\u00a0307,50\u00a0Kč'
    expect(await ledgerAmount(seller)).toEqual({ sign: 'positive', amount })
    expect(await ledgerAmount(buyer)).toEqual({ sign: 'negative', amount })
  })
})
