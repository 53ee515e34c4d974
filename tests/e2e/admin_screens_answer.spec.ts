import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { today, writeSampleExport, writeXlsx } from '../helpers/exports.js'
import { createBranch, createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #36, the admin screens and the upload screen in Chromium at 1366×768 and 1024×768:
| a failed new upload leaves no stale green result; the data explorer's header row covers
| no result; /admin/jobs and the audit log never scroll sideways, the schedules show five
| rows at once, the audit details read as Czech words; "Spustit teď" asks first, naming
| whom the job reaches, and a cancel starts nothing on the server.
*/

const PASSWORD = 'heslo1234'
const SHOTS = '/tmp/shots-helper-b'
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
] as const
const dir = mkdtempSync(join(tmpdir(), 'admin-answer-e2e-'))

let ctx: TestApp
let browser: Browser
let stopImports: () => Promise<void>
let stopMaintenance: () => Promise<void>

const database = async () => (await import('@adonisjs/lucid/services/db')).default
const queueModule = () => import('#core/queue')

beforeAll(async () => {
  ensureSpaBuilt()
  mkdirSync(SHOTS, { recursive: true })
  ctx = await bootApp()
  stopImports = await startTestWorker('imports')
  stopMaintenance = await startTestWorker('maintenance')
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p4',
    email: 'p4@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '4',
  })
  for (const code of ['5', '6']) await createBranch(code)
  await createBranch('1', 'DRUHA')
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await stopImports?.()
  await stopMaintenance?.()
  await (await queueModule()).closeQueues()
  await ctx?.close()
})

const admin = (size: { width: number; height: number }) =>
  signInAs(browser, ctx.baseUrl, 'boss@lemon.cz', PASSWORD, '/admin/dashboard', {
    viewport: size,
  })

const shot = (page: Page, name: string, size: { width: number }) =>
  page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png` })

/** The page scrolls sideways when its content is wider than the window. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Whether the whole of an element is inside the window. */
async function inWindow(locator: Locator, page: Page) {
  const box = await locator.boundingBox()
  const view = page.viewportSize()!
  return box !== null && box.y >= 0 && box.y + box.height <= view.height
}

describe.each(SIZES)('the upload screen at $width×$height', (size) => {
  test('a failing new attempt leaves no green result of the last', async () => {
    const files = {
      ...writeSampleExport(dir),
      odpisy: writeXlsx(join(dir, 'odpisy.xlsx'), [
        ['Datum', 'PDK', 'Množství', 'Šarže', 'Důvod'],
        [addDays(today(), -3), 'B2', 1, 'L-B2', 'Poškozený obal'],
      ]),
    }
    /* Named .xlsx, but not a workbook: the upload request itself refuses it (API.md). */
    const broken = join(dir, 'rozbity.xlsx')
    writeFileSync(broken, 'toto není sešit')
    const page = await signInAs(browser, ctx.baseUrl, 'p4@lemon.cz', PASSWORD, '/user/dashboard', {
      viewport: size,
    })
    await page.goto(`${ctx.baseUrl}/upload`)
    await page.getByTestId('last-export').waitFor()
    const input = (kind: string) => page.locator(`input[type=file][name=${kind}]`)
    for (const kind of ['sklad', 'pohyby', 'karty'] as const) {
      await input(kind).setInputFiles(files[kind])
    }
    /* Write-offs are asked for once a month: on the first upload only. */
    if ((await input('odpisy').count()) > 0) await input('odpisy').setInputFiles(files.odpisy)
    const submit = page.getByRole('button', { name: 'Nahrát exporty' })
    await submit.click()
    const result = page.getByTestId('upload-result').filter({ hasText: 'Export zpracován' })
    await page.locator('[data-testid="upload-progress"][data-status="done"]').waitFor({
      timeout: 30_000,
    })
    await result.waitFor()

    await input('sklad').setInputFiles(broken)
    await input('pohyby').setInputFiles(files.pohyby)
    await input('karty').setInputFiles(files.karty)
    await submit.click()
    await page
      .getByTestId('upload-error')
      .filter({ hasText: /^Chyba: / })
      .waitFor()
    expect(await page.getByTestId('upload-result').count()).toBe(0)
    expect(await page.getByTestId('upload-progress').count()).toBe(0)
    await shot(page, 'upload-failed-again', size)

    /* A new choice of files: the error goes too, nothing stale stays. */
    await input('sklad').setInputFiles(files.sklad)
    expect(await page.getByTestId('upload-error').count()).toBe(0)
    await page.context().close()
  })
})

describe.each(SIZES)('the admin screens at $width×$height', (size) => {
  test('the data explorer’s header row covers none of the results', async () => {
    const page = await admin(size)
    await page.goto(`${ctx.baseUrl}/data-explorer?kolekce=pohyby&hledat=L-A1`)
    const rows = page.getByTestId('explorer-row')
    await rows.nth(5).waitFor()
    const header = page.getByTestId('explorer-results').locator('thead')
    for (const scroll of [0, 400]) {
      await page.mouse.move(size.width / 2, size.height / 2)
      await page.mouse.wheel(0, scroll)
      await page.waitForTimeout(200)
      const head = (await header.boundingBox())!
      for (let i = 0; i < 6; i++) {
        const row = rows.nth(i)
        if (!(await inWindow(row, page))) continue
        const box = (await row.boundingBox())!
        /* Above the header (scrolled under it) or below it, never under it in the window. */
        if (box.y + box.height <= head.y + head.height) continue
        expect(intersects(head, box), `row ${i + 1} under the header`).toBe(false)
      }
    }
    /* The first rows stand right under the header, as a table's rows do. */
    await page.mouse.wheel(0, -2000)
    await page.waitForTimeout(200)
    const head = (await header.boundingBox())!
    const first = (await rows.first().boundingBox())!
    expect(Math.abs(first.y - (head.y + head.height))).toBeLessThan(3)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    await shot(page, 'explorer', size)
    await page.context().close()
  })

  test('/admin/jobs: no sideways scrolling, the schedules in one click, a run asks first', async () => {
    const page = await admin(size)
    await page.getByRole('navigation').getByRole('link', { name: 'Úlohy na pozadí' }).click()
    await page.waitForURL('**/admin/jobs')
    const schedulers = page.getByTestId('scheduler-row')
    await schedulers.first().waitFor()
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    let visible = 0
    for (const row of await schedulers.all()) if (await inWindow(row, page)) visible++
    if (size.width === 1366) expect(visible).toBeGreaterThanOrEqual(5)
    /* Nor does any of its tables scroll sideways in its own box. */
    await page.getByTestId('queue-row').first().waitFor()
    const boxes = await page
      .locator('.mantine-TableScrollContainer-scrollContainer')
      .evaluateAll((all) => all.map((box) => box.scrollWidth - box.clientWidth))
    expect(boxes.length).toBeGreaterThan(0)
    expect(boxes.every((excess) => excess <= 0)).toBe(true)
    await shot(page, 'jobs', size)
    await page.screenshot({ path: `${SHOTS}/jobs-full-${size.width}.png`, fullPage: true })

    const db = await database()
    const runs = async () =>
      Number(
        (await db.from('audit_log').where('action', 'operations.run_job').count('* as n').first())
          ?.n ?? 0
      )
    const queued = async () =>
      (
        await (
          await queueModule()
        )
          .getQueue('maintenance')
          .getJobs(['waiting', 'active', 'completed', 'failed'])
      ).filter((j) => j?.name === 'pool.match_all' && String(j.id).startsWith('manual-')).length
    const before = { runs: await runs(), queued: await queued() }

    const run = page.getByRole('button', { name: 'Spustit teď: Párování poolu pro všechny firmy' })
    await run.click()
    const question = page.getByRole('dialog').getByTestId('confirm-question')
    await question.waitFor()
    /* The upload put LEMON's surplus in the pool: LEMON's three branches, not DRUHA's one. */
    expect(await db.from('pool_items').distinct('firma')).toEqual([{ firma: 'LEMON' }])
    expect(await question.textContent()).toBe(
      'Spustí párování nabídek poolu pro všechny firmy (1 firma, 3 pobočky). ' +
        'Může trvat několik minut. Pokračovat?'
    )
    await page.waitForTimeout(300)
    await shot(page, 'jobs-confirm', size)
    await page.getByRole('dialog').getByRole('button', { name: 'Zrušit' }).click()
    await question.waitFor({ state: 'detached' })
    await page.waitForTimeout(500)
    expect(await runs()).toBe(before.runs)
    expect(await queued()).toBe(before.queued)
    expect(await page.getByTestId('feedback').count()).toBe(0)

    await run.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Spustit', exact: true }).click()
    const answer =
      'Úloha „Párování poolu pro všechny firmy“ je ve frontě; výsledek ukáže Poslední běh.'
    await page.getByTestId('feedback').filter({ hasText: answer }).waitFor()
    /* Once: in the page, not again as a toast. */
    expect(await page.getByText(answer).count()).toBe(1)
    expect(await runs()).toBe(before.runs + 1)
    await expect.poll(queued).toBe(before.queued + 1)
    await page.context().close()
  })

  test('the audit log fits the window and reads its details as words', async () => {
    const page = await admin(size)
    await page.goto(`${ctx.baseUrl}/admin/audit?action=auth.login`)
    const row = page.getByTestId('audit-row').filter({ hasText: 'boss@lemon.cz' }).first()
    await row.waitFor()
    const details = row.getByTestId('audit-details')
    expect(await details.innerText()).toMatch(
      /^Způsob přihlášení: heslem\n+Přihlášení \(relace\): /
    )
    expect(await page.getByTestId('audit-table').innerText()).not.toMatch(/method:|session:/)
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
    /* Nor does the table scroll sideways in its own box. */
    const table = page.getByTestId('audit-table')
    const [tableWidth, boxWidth] = await table.evaluate((t) => [
      t.scrollWidth,
      (t.parentElement as HTMLElement).clientWidth,
    ])
    expect(tableWidth).toBeLessThanOrEqual(boxWidth)
    await shot(page, 'audit', size)
    await page.context().close()
  })
})
