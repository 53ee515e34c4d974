import { hostname } from 'node:os'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { until } from '../helpers/transfers.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| /admin/jobs end to end in Chromium against the built SPA (run `vite build` first): the
| maintenance worker has registered its schedulers; the PDF purge failed while its table
| was away; the admin sees the schedulers and the failed job, and retries it once the
| table is back, after which the job is no longer failed and its last run is OK.
*/

const PASSWORD = 'heslo1234'
const SCREENSHOT = process.env.ADMIN_JOBS_SCREENSHOT

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>

const database = async () => (await import('@adonisjs/lucid/services/db')).default
const queueModule = () => import('#core/queue')

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorker = await startTestWorker('maintenance')
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  await createUser({
    username: 'p1',
    email: 'p1@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '1',
  })
  const { getQueue, getQueueEvents } = await queueModule()
  const queue = getQueue('maintenance')
  const events = await getQueueEvents('maintenance')
  await (
    await queue.add('tasks.create_stale_export_tasks', {}, { jobId: 'staleness-1' })
  ).waitUntilFinished(events, 30_000)
  const db = await database()
  await db.rawQuery('ALTER TABLE generated_pdfs RENAME TO generated_pdfs_away')
  try {
    const purge = await queue.add('pdf.purge_documents', {}, { jobId: 'purge-1' })
    await expect(purge.waitUntilFinished(events, 30_000)).rejects.toThrow()
  } finally {
    await db.rawQuery('ALTER TABLE generated_pdfs_away RENAME TO generated_pdfs')
  }
  browser = await launchChromium()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await (await queueModule()).closeQueues()
  await ctx?.close()
})

describe('background jobs page', () => {
  test(
    'an admin sees the schedulers and a failed job and retries it',
    { timeout: 90_000 },
    async () => {
      const page = await signInAs(
        browser,
        ctx.baseUrl,
        'boss@lemon.cz',
        PASSWORD,
        '/admin/dashboard'
      )
      await page.getByRole('navigation').getByRole('link', { name: 'Úlohy na pozadí' }).click()
      await page.waitForURL('**/admin/jobs')
      await page.getByRole('heading', { name: 'Úlohy na pozadí', level: 1 }).waitFor()

      const queueRow = (name: string) => page.getByTestId('queue-row').filter({ hasText: name })
      await queueRow('Údržba').waitFor()
      /* Importy, PDF, Údržba, E-maily and the inbox's own queue (issue #29). */
      expect(await page.getByTestId('queue-row').count()).toBe(5)
      await queueRow('Složka exportů').waitFor()
      /* Fronta, Čeká, Běží, Selhalo, Odloženo (the schedulers' next runs: every maintenance
         schedule but the inbox's, which its own queue serves), Dokončeno, and the workers
         serving it, named by their host. */
      const cells = await queueRow('Údržba').locator('td').allInnerTexts()
      expect(cells.slice(1)).toEqual(['0', '0', '1', '10', '1', `1 (${hostname()})`])
      expect(await queueRow('Složka exportů').locator('td').last().innerText()).toBe('žádný')

      const schedulers = page.getByTestId('scheduler-row')
      expect(await schedulers.count()).toBe(11)
      const scheduler = (code: string) => schedulers.filter({ hasText: code })
      await scheduler('pool.match_all').getByText('denně v 2:00').waitFor()
      await scheduler('pool.match_all').getByText('Zatím neběžela').waitFor()
      const staleness = scheduler('tasks.create_stale_export_tasks')
      await staleness.getByText('Úkoly „Nahrajte exporty“ pro pobočky se starým exportem').waitFor()
      await staleness.getByText('OK', { exact: true }).waitFor()
      await staleness.getByText('created: 1, branches: LEMON/1').waitFor()
      await scheduler('tasks.notify_due_today')
        .getByText('Upozornění na úkoly s dnešním termínem')
        .waitFor()
      await scheduler('notifications.purge').getByText('denně v 3:50').waitFor()
      await scheduler('audit.purge')
        .getByText('Mazání auditních záznamů starších 2 let a starých přihlášení')
        .waitFor()
      await scheduler('audit.purge').getByText('denně v 3:55').waitFor()
      await scheduler('mail.purge')
        .getByText('Mazání odeslaných a nedoručených e-mailů starších 90 dní')
        .waitFor()
      await scheduler('mail.purge').getByText('denně v 4:00').waitFor()
      const purge = scheduler('pdf.purge_documents')
      await purge.getByText('Chyba', { exact: true }).waitFor()
      await purge.getByText(/generated_pdfs/).waitFor()

      const failed = page.getByTestId('failed-job-row')
      expect(await failed.count()).toBe(1)
      await failed.getByText('purge-1').waitFor()
      await failed.getByText('Mazání vygenerovaných PDF starších 30 dní').waitFor()
      expect(await failed.getByText(/relation "generated_pdfs" does not exist/).count()).toBe(1)
      if (SCREENSHOT) await page.screenshot({ path: SCREENSHOT, fullPage: true })

      await failed.getByRole('button', { name: 'Znovu spustit' }).click()
      await page
        .getByTestId('feedback')
        .filter({
          hasText:
            'Úloha „Mazání vygenerovaných PDF starších 30 dní“ byla znovu zařazena do fronty.',
        })
        .waitFor()
      const { getQueue } = await queueModule()
      await until(
        async () => (await getQueue('maintenance').getJob('purge-1'))?.returnvalue !== null
      )

      await page.getByRole('button', { name: 'Obnovit' }).click()
      await page.getByText('Žádné selhané úlohy.').waitFor()
      await purge.getByText('OK', { exact: true }).waitFor()
      await purge.getByText('purged: 0').waitFor()
      await page.context().close()
    }
  )

  test('a branch user opening /admin/jobs is sent to the user dashboard', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    await page.goto(`${ctx.baseUrl}/admin/jobs`)
    await page.waitForURL('**/user/dashboard')
    expect(await page.getByText('Úlohy na pozadí').count()).toBe(0)
    await page.context().close()
  })
})
