import { execFileSync } from 'node:child_process'
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { acceptConfirm, ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| The rest of a transfer's life in Chromium (tests/helpers/transfers.ts: branch 1 offers
| PARALEN and ESSENTIALE, both matched to branch 2): B refuses one and cancels the block,
| confirms both; A picks all and prints the převodka (its PDF holds both lines); A sends;
| B receives with ESSENTIALE not delivered and the archive shows the převodka closed.
*/

const PASSWORD = 'heslo1234'
const PARALEN = 'PARALEN 500MG TBL 24'
const ESSENTIALE = 'ESSENTIALE FORTE CPS 50'
const dir = mkdtempSync(join(tmpdir(), 'transfers-more-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
let stopPdfWorker: () => Promise<void>
let seller: Page
let buyer: Page

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorker = await startTestWorker('imports')
  stopPdfWorker = await startTestWorker('pdf')
  const api = apiClient(ctx.baseUrl)
  const data = transferExports()
  for (const [code, files] of [
    ['1', data.a],
    ['2', data.b],
  ] as const) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
    const token = await api.login(`p${code}@lemon.cz`, PASSWORD)
    const folder = join(dir, code)
    mkdirSync(folder)
    expect(
      (
        await uploadExport(
          ctx.baseUrl,
          token,
          `/api/upload/LEMON/${code}`,
          writeSampleExport(folder, files)
        )
      ).status
    ).toBe(202)
    expect((await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)).status).toBe('done')
  }
  const b = await api.login('p2@lemon.cz', PASSWORD)
  await until(async () => (await api.get('/api/transfers/incoming/LEMON/2', b)).body.length === 2)
  browser = await launchChromium()
  seller = await signInAsBranch('1')
  buyer = await signInAsBranch('2')
})

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await stopPdfWorker?.()
  await ctx?.close()
})

const signInAsBranch = (code: string) =>
  signInAs(browser, ctx.baseUrl, `p${code}@lemon.cz`, PASSWORD)

const row = (page: Page, name: string) => page.getByTestId('transfer-row').filter({ hasText: name })

/** Clicks a print button and reads the PDF it asked for (the browser hands it to its viewer). */
async function printedText(page: Page, button: ReturnType<Page['getByTestId']>, file: string) {
  const printed = page.waitForResponse((res) => res.url().includes('/api/transfers/prevodka/'))
  await button.click()
  const response = await printed
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const pdf = await fetch(response.url(), { headers: { authorization: `Bearer ${token}` } })
  writeFileSync(join(dir, file), Buffer.from(await pdf.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', join(dir, file), '-']).toString()
}

describe('refusal, print and a partial receipt in Chromium', () => {
  test('B refuses ESSENTIALE with a reason, sees it in /refused, cancels the block and gets it offered again', async () => {
    await buyer.goto(`${ctx.baseUrl}/transfers/incoming`)
    await row(buyer, ESSENTIALE).getByTestId('reject-button').click()
    await buyer.getByTestId('reject-reason').fill('Nemáme místo')
    await buyer.getByTestId('reject-submit').click()
    await row(buyer, ESSENTIALE).waitFor({ state: 'detached' })

    await buyer.goto(`${ctx.baseUrl}/refused`)
    const refused = buyer.getByTestId('refused-row').filter({ hasText: ESSENTIALE })
    await refused.waitFor()
    expect(await refused.textContent()).toContain('Nemáme místo')
    await refused.getByTestId('cancel-block-button').click()
    await refused.waitFor({ state: 'detached' })

    await buyer.goto(`${ctx.baseUrl}/transfers/incoming`)
    await row(buyer, ESSENTIALE).waitFor()
    await row(buyer, PARALEN).waitFor()
  })

  test('B confirms both; A picks all and prints a převodka holding both lines', async () => {
    await buyer.getByTestId('confirm-selected').click()
    await row(buyer, PARALEN).waitFor({ state: 'detached' })

    await seller.goto(`${ctx.baseUrl}/transfers/outgoing`)
    await row(seller, ESSENTIALE).waitFor()
    await seller.getByTestId('pick-all').click()
    await row(seller, PARALEN).waitFor({ state: 'detached' })

    await seller.goto(`${ctx.baseUrl}/transfers/prepared`)
    const pkg = seller.getByTestId('prepared-row').filter({ hasText: '2 – Lékárna 2' })
    const printed = seller.waitForResponse((res) =>
      res.url().includes('/api/transfers/print/LEMON/1/2')
    )
    await pkg.getByTestId('print-button').click()
    const response = await printed
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    /* The browser hands the PDF to its viewer; read the same document the button asked for. */
    const token = await seller.evaluate(() => localStorage.getItem('token'))
    const pdf = await fetch(response.url(), { headers: { authorization: `Bearer ${token}` } })
    const file = join(dir, 'prevodka.pdf')
    writeFileSync(file, Buffer.from(await pdf.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
    expect(text).toMatch(/A1\s+PARALEN 500MG TBL 24\s+20/)
    expect(text).toMatch(/E5\s+ESSENTIALE FORTE CPS 50\s+30/)
    expect(text).toMatch(/Do pobočky:\s+2 – Lékárna 2/)
  })

  test('A sends; B receives with ESSENTIALE not delivered; the archive shows the převodka closed', async () => {
    const pkg = seller.getByTestId('prepared-row').filter({ hasText: '2 – Lékárna 2' })
    const question = acceptConfirm(seller)
    await pkg.getByTestId('send-button').click()
    expect(await question).toBe('Really send the package for branch 2?')
    await pkg.waitFor({ state: 'detached' })

    await buyer.goto(`${ctx.baseUrl}/transfers/received`)
    const prevodka = buyer.getByTestId('prevodka-row')
    await prevodka.waitFor()
    const prevodkaId = (await prevodka.locator('td').first().textContent())!
    await prevodka.getByRole('button', { name: 'Receipt detail' }).click()
    const missing = buyer.getByTestId('receipt-row').filter({ hasText: ESSENTIALE })
    await missing.getByTestId('delivered-checkbox').uncheck()
    const receipt = acceptConfirm(buyer)
    await buyer.getByRole('button', { name: 'Confirm receipt' }).click()
    expect(await receipt).toBe('Do you really want to confirm the receipt of this transfer?')
    await buyer
      .getByTestId('feedback')
      .filter({ hasText: `Transfer ${prevodkaId} has been processed.` })
      .waitFor()

    await buyer.goto(`${ctx.baseUrl}/transfers/archive`)
    const archived = buyer.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await archived.waitFor()
    expect(await archived.textContent()).toContain('uzavřeno')
  })

  test('the sent převodka prints again: A from Odeslané and its detail, B from Archiv', async () => {
    await seller.goto(`${ctx.baseUrl}/transfers/shipped`)
    const shipped = seller.getByTestId('prevodka-row').first()
    await shipped.waitFor()
    const prevodkaId = (await shipped.locator('td').first().textContent())!
    const expectDocument = (text: string) => {
      expect(text).toContain(`Převodka ${prevodkaId}`)
      expect(text).toMatch(new RegExp(`Číslo převodky:\\s+${prevodkaId}`))
      expect(text).toMatch(/Z pobočky:\s+1 – Lékárna 1/)
      expect(text).toMatch(/Do pobočky:\s+2 – Lékárna 2/)
      expect(text).toMatch(/A1\s+PARALEN 500MG TBL 24\s+20/)
      expect(text).toMatch(/E5\s+ESSENTIALE FORTE CPS 50\s+30/)
    }
    expectDocument(await printedText(seller, shipped.getByTestId('reprint-button'), 'shipped.pdf'))

    await shipped.getByTestId('open-button').click()
    const detail = seller.getByRole('dialog', { name: `Transfer ${prevodkaId}` })
    await detail.getByTestId('prevodka-item-row').first().waitFor()
    expectDocument(
      await printedText(seller, detail.getByTestId('reprint-detail-button'), 'detail.pdf')
    )
    await detail.getByRole('button', { name: 'Close' }).click()

    await buyer.goto(`${ctx.baseUrl}/transfers/archive`)
    const archived = buyer.getByTestId('prevodka-row').filter({ hasText: prevodkaId })
    await archived.waitFor()
    expectDocument(await printedText(buyer, archived.getByTestId('reprint-button'), 'archive.pdf'))
  })
})
