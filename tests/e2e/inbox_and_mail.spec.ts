import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { sparePort } from '../helpers/app_process.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { sampleExport, today, writeXlsx } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { startSmtpServer } from '../helpers/smtp.js'
import { until } from '../helpers/transfers.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #17 in Chromium against the built SPA, with a real SMTP server: branch 1's exports
| came from the inbox and its upload screen says so; a refused file shows on /admin/jobs
| with its reason and the admin puts it back; the watchlist's "Odeslat e-mailem" mails the
| PDF; the profile's digest switch is saved. INBOX_SCREENSHOTS=<dir> keeps screenshots.
*/

const PASSWORD = 'heslo1234'
/* The suite's own spare port (TEST_PORT + 42), so parallel suites do not collide. */
const SMTP_PORT = sparePort(22)
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
process.env.APP_URL = 'https://lemon.example.cz'
const INBOX = mkdtempSync(join(tmpdir(), 'e2e-inbox-'))
process.env.EXPORT_INBOX = INBOX
const SHOTS = process.env.INBOX_SCREENSHOTS

let ctx: TestApp
let browser: Browser
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const stops: (() => Promise<void>)[] = []

const shot = async (page: import('playwright-core').Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, name), fullPage: true })
}

beforeAll(async () => {
  ensureSpaBuilt()
  smtp = await startSmtpServer(SMTP_PORT)
  ctx = await bootApp()
  /* "Vrátit do složky" is done by the host that scans the inbox (its `inbox` queue). */
  for (const queue of ['imports', 'pdf', 'mail', 'inbox'] as const)
    stops.push(await startTestWorker(queue))
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p1',
    email: 'p1@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '1',
  })
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `INSERT INTO price_lists (kind, valid_from, source, rows) VALUES ('uhrady', ?, 'u.xlsx', 1) RETURNING id`,
    [addDays(today(), -5)]
  )
  await db.rawQuery(
    `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplatek) VALUES (?, '0054321', 'IBALGIN 400 TBL 30', 100, 12.5)`,
    [rows[0].id]
  )

  // Branch 1's nightly export lands in its folder, with a marker; a stray file beside it.
  const folder = join(INBOX, 'LEMON', '1')
  mkdirSync(folder, { recursive: true })
  const data = sampleExport()
  writeXlsx(join(folder, 'sklad.xlsx'), data.sklad)
  writeXlsx(join(folder, 'pohyby.xlsx'), data.pohyby)
  writeXlsx(join(folder, 'karty.xlsx'), data.karty)
  writeFileSync(join(folder, 'poznamky.docx'), 'not an export')
  writeFileSync(join(folder, 'hotovo.done'), '')
  const { scanInbox } = await import('#inbox/services/scan_inbox')
  expect(await scanInbox(new Date())).toMatchObject({ submitted: 1, refused: 1 })
  const api = apiClient(ctx.baseUrl)
  const token = await api.login('p1@lemon.cz', PASSWORD)
  await until(
    async () => (await api.get('/api/upload/LEMON/1/meta', token)).body.status === 'done',
    60_000
  )
  await scanInbox(new Date())
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  ;(await import('#mail/services/smtp_transport')).closeSmtpTransport()
  await ctx?.close()
  await smtp?.close()
})

describe('hands-free exports and e-mail on the screens', () => {
  test('the upload screen says the last export came from the inbox folder', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    await page.goto(`${ctx.baseUrl}/upload`)
    await page
      .getByTestId('last-export')
      .getByText(/^Poslední export: /)
      .waitFor()
    expect(await page.getByTestId('last-export-origin').innerText()).toBe(
      'Nahráno automaticky ze složky LEMON/1'
    )
    await shot(page, 'upload.png')
    await page.close()
  })

  test('/admin/jobs: the folder’s last set, the refused file with its reason, put back by the admin', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'boss@lemon.cz', PASSWORD, '/admin/dashboard')
    await page.goto(`${ctx.baseUrl}/admin/jobs`)
    const row = page.getByTestId('inbox-row').filter({ hasText: 'LEMON/1' })
    await row.getByText('Zpracováno').waitFor()
    await row.getByText('1 – Lékárna 1').waitFor()
    await row.getByText('sklad: sklad.xlsx, pohyby: pohyby.xlsx, karty: karty.xlsx').waitFor()
    await row.getByText('poznamky.docx').waitFor()
    await row.getByText(/Soubor není sešit xlsx/).waitFor()
    await page.getByText('Posledních 50 odeslaných nebo neodeslaných e-mailů.').waitFor()
    await shot(page, 'admin-jobs.png')
    await row.getByRole('button', { name: 'Vrátit do složky' }).click()
    await page
      .getByTestId('feedback')
      .getByText(
        'Soubor poznamky.docx je zpět ve složce LEMON/1; zpracuje se při příštím průchodu.'
      )
      .waitFor()
    expect(readdirSync(join(INBOX, 'LEMON', '1'))).toContain('poznamky.docx')
    await row.getByText('Žádné').waitFor()
    await page.close()
  })

  test('Odeslat e-mailem sends the PDF; the mailto link stays', async () => {
    const api = apiClient(ctx.baseUrl)
    const token = await api.login('p1@lemon.cz', PASSWORD)
    const created = await api.post(
      '/api/watchlists/LEMON/1',
      { name: 'Astma', email: 'lekar@ordinace.example.cz' },
      token
    )
    await api.post(`/api/watchlists/LEMON/1/${created.body.id}/items`, { sukl: '0054321' }, token)
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    await page.goto(`${ctx.baseUrl}/watchlists/LEMON/1/${created.body.id}`)
    expect(await page.getByTestId('prepare-mail').getAttribute('href')).toMatch(/^mailto:lekar@/)
    await page.getByRole('button', { name: 'Odeslat e-mailem' }).click()
    await page
      .getByTestId('feedback')
      .getByText('E-mail s PDF se odesílá na lekar@ordinace.example.cz.')
      .waitFor()
    await shot(page, 'watchlist.png')
    /* Issue #27: the subject names the branch; the list's name is in the text as data. */
    const { mail } = await smtp.waitFor('lekar@ordinace.example.cz', /^Sledované léky – pobočka 1/)
    expect(mail.text).toContain('Název seznamu: „Astma“')
    expect(mail.attachments.map((a) => a.filename)).toEqual([`watchlist_1_${created.body.id}.pdf`])
    await page.close()
  })

  test('the profile’s morning digest switch is saved', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    await page.goto(`${ctx.baseUrl}/profile`)
    const toggle = page.getByRole('switch', { name: 'Posílat mi ranní přehled e-mailem' })
    expect(await toggle.isChecked()).toBe(false)
    await toggle.click({ force: true })
    await page.getByTestId('feedback').getByText('Změny uloženy.').waitFor()
    expect(await toggle.isChecked()).toBe(true)
    await shot(page, 'profile.png')
    await page.reload()
    await page.getByRole('switch', { name: 'Posílat mi ranní přehled e-mailem' }).waitFor()
    expect(
      await page.getByRole('switch', { name: 'Posílat mi ranní přehled e-mailem' }).isChecked()
    ).toBe(true)
    await page.close()
  })
})
