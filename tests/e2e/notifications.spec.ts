import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { bellLabel } from '#notifications/rules/notification_text'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  ensureSpaBuilt,
  launchChromium,
  openPage,
  signIn,
  signInAs,
  type PageOptions,
} from '../helpers/browser.js'
import { today, uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| The bell in Chromium: branch 2's user has the app open; branch 1 sends a převodka to
| branch 2 through the API; the bell's count goes up without a reload (server-sent
| events), the list shows the Czech text, and clicking it opens /transfers/received and
| marks it read. Screenshots of the open list land in tmp/screens. Each test reads the
| counts it starts from off the API, so it passes alone and in any order.
*/

const PASSWORD = 'heslo1234'
/* The bell lists the latest this many (web/…/list-notifications). */
const BELL_LIMIT = 20
const SHOTS = 'tmp/screens'
const dir = mkdtempSync(join(tmpdir(), 'notifications-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorker: () => Promise<void>
let api: ReturnType<typeof apiClient>
const tokens: Record<string, string> = {}

async function upload(code: string, data: any) {
  const files = writeSampleExport(mkdtempSync(join(dir, `${code}-`)), data)
  const res = await uploadExport(ctx.baseUrl, tokens[code], `/api/upload/LEMON/${code}`, files)
  expect(res.status).toBe(202)
  const meta = await waitForUpload(api, tokens[code], `/api/upload/LEMON/${code}/meta`)
  expect(meta.status).toBe('done')
}

const bell = (page: Page) => page.getByRole('button', { name: 'Upozornění' })
const count = (page: Page) => page.getByTestId('notifications-count')

/** Resolves once the bell got its count from the server. */
const bellCounted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/notifications/unread-count'))

/** A page of `email`'s dashboard once the bell has its first count from the server. */
async function signInToBell(email: string, options: PageOptions = {}) {
  const page = await openPage(browser, undefined, options)
  const counted = bellCounted(page)
  await signIn(page, ctx.baseUrl, email, PASSWORD)
  await page.waitForURL('**/user/dashboard')
  await counted
  return page
}

/** The count on the bell; without a badge, 0. */
async function shownCount(page: Page) {
  return (await count(page).count()) === 0 ? 0 : Number(await count(page).textContent())
}

/** What the server has for `p{code}` (or another key of `tokens`): unread, and listed by the bell. */
async function countsOf(who: string) {
  const { body } = await api.get('/api/notifications', tokens[who])
  return { unread: body.unread as number, listed: Math.min(body.total as number, BELL_LIMIT) }
}

async function taskDueToday(code: string, title: string) {
  const res = await api.post(
    '/api/tasks',
    { title, pharmacyCodes: [code], dueDate: today() },
    tokens.admin
  )
  expect(res.status).toBe(201)
}

/** CSP violations and failed requests would show up in the console. */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  for (const code of ['1', '2', '3', '4']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
      fullName: `Lékárník ${code}`,
    })
    tokens[code] = await api.login(`p${code}@lemon.cz`, PASSWORD)
  }
  /* A colleague at branch 2: reading is per user, so what p2 read stays unread for them. */
  await createUser({
    username: 'p2b',
    email: 'p2b@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '2',
  })
  tokens.p2b = await api.login('p2b@lemon.cz', PASSWORD)
  await createUser({ username: 'boss', email: 'boss@lemon.cz', password: PASSWORD, role: 'admin' })
  tokens.admin = await api.login('boss@lemon.cz', PASSWORD)
  const data = transferExports()
  await upload('1', data.a)
  await upload('2', data.b)
  const incoming = async () =>
    (await api.get('/api/transfers/incoming/LEMON/2', tokens['2'])).body as any[]
  await until(async () => (await incoming()).length === 2)
  const a1 = (await incoming()).find((i) => i.PDK === 'A1')
  const post = (action: string, code: string, body: unknown) =>
    api.post(`/api/transfers/${action}/LEMON/${code}`, body, tokens[code])
  expect((await post('confirm', '2', { ids: [a1.id] })).status).toBe(200)
  expect((await post('markPicked', '1', { id: a1.id })).status).toBe(200)
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await stopWorker?.()
  await ctx?.close()
})

/* A test that failed half-way leaves no tab, and no stream, to the next one's counts. */
afterEach(async () => {
  for (const context of browser?.contexts() ?? []) await context.close()
})

describe('the header bell', () => {
  test('a převodka sent to my branch rings the bell live; opening it lands on /transfers/received', async () => {
    const page = await signInToBell('p2@lemon.cz', { liveNotifications: true })
    const errors = consoleErrors(page)
    const before = await countsOf('2')
    await expect.poll(() => shownCount(page)).toBe(before.unread)
    await page.evaluate(() => ((window as any).sameDocument = true))

    const sent = await api.post(
      '/api/transfers/send/LEMON/1',
      { targetPharmacyCode: '2' },
      tokens['1']
    )
    expect(sent.status).toBe(200)
    const prevodkaId = sent.body.prevodkaId as string
    await expect.poll(() => shownCount(page), { timeout: 10_000 }).toBe(before.unread + 1)
    expect(await page.evaluate(() => (window as any).sameDocument)).toBe(true)
    // The button says the count in words; the badge is hidden from screen readers.
    const named = page.getByRole('button', { name: bellLabel(before.unread + 1), exact: true })
    expect(await named.count()).toBe(1)
    expect(await count(page).getAttribute('aria-hidden')).toBe('true')

    await bell(page).click()
    const list = page.getByTestId('notifications-list')
    const items = list.getByTestId('notification-item')
    await items.first().waitFor()
    expect(await named.getAttribute('aria-expanded')).toBe('true')
    expect(await named.getAttribute('aria-controls')).toBe(await list.getAttribute('id'))
    expect(await items.count()).toBe(Math.min(before.listed + 1, BELL_LIMIT))
    const first = items.first()
    expect(await first.getAttribute('data-unread')).toBe('true')
    expect(await first.textContent()).toContain('Nová převodka k přijetí')
    expect(await first.textContent()).toContain(
      `Pobočka 1 vám odeslala převodku ${prevodkaId} (1 položka).`
    )
    expect(await first.textContent()).toContain('právě teď')
    expect(await first.getByText('Nepřečteno', { exact: true }).count()).toBe(1)
    // Every unread item, and only those, starts with the hidden word.
    const unreadItems = list.locator('[data-testid="notification-item"][data-unread="true"]')
    const saidUnread = list.getByRole('button', { name: /^Nepřečteno / })
    expect(await saidUnread.count()).toBe(await unreadItems.count())
    // The matching of the uploads proposed two items to branch 2: one notification.
    expect(await items.filter({ hasText: '2 nové návrhy k převzetí' }).count()).toBe(1)
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${SHOTS}/notifications-bell-open.png` })

    await first.click()
    await page.waitForURL('**/transfers/received')
    await page.getByText(prevodkaId).first().waitFor()
    await expect.poll(() => shownCount(page)).toBe(before.unread)
    await list.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => (window as any).sameDocument)).toBe(true)
    expect(errors.filter((e) => /Content Security Policy|Failed to load/i.test(e))).toEqual([])

    // Read for this user only: the server still counts it unread for a colleague.
    const readBy = async (who: string) => {
      const { notifications } = (await api.get('/api/notifications', tokens[who])).body
      return notifications.find((n: any) => n.text.includes(prevodkaId)).read
    }
    expect(await readBy('2')).toBe(true)
    expect(await readBy('p2b')).toBe(false)
    await page.context().close()
  })

  test('two tabs share one stream; when the leading tab closes, the other takes it over', async () => {
    const { clientCount } = await import('#notifications/services/stream_hub')
    const first = await signInToBell('p2@lemon.cz', { liveNotifications: true })
    await expect.poll(() => clientCount()).toBe(1)
    const context = first.context()
    /* The second tab's own stream requests: the leading tab's stream may reconnect (the server
       ends a stream whose session check failed, and the browser opens it again), which is
       not a second stream. */
    const streamRequests: string[] = []
    const second = await context.newPage()
    second.on('request', (r) => {
      if (r.url().endsWith('/api/notifications/stream')) streamRequests.push(r.url())
    })
    /* Held back when it takes over, so a signal surely comes while no stream is open. */
    let openGate = () => {}
    const gate = new Promise<void>((resolve) => (openGate = resolve))
    await second.route('**/api/notifications/stream', async (route) => {
      await gate
      await route.continue()
    })
    const counted = bellCounted(second)
    await second.goto(`${ctx.baseUrl}/user/dashboard`)
    await counted
    const before = (await countsOf('2')).unread
    for (const page of [first, second]) await expect.poll(() => shownCount(page)).toBe(before)

    // The bell polls every 30 s when not live: an update within 10 s came over the stream.
    await taskDueToday('2', 'Převzít zásilku')
    for (const page of [first, second]) {
      await expect.poll(() => shownCount(page), { timeout: 10_000 }).toBe(before + 1)
    }
    expect(streamRequests).toEqual([])
    await expect.poll(() => clientCount()).toBe(1)

    await first.close()
    await expect.poll(() => streamRequests.length).toBe(1)
    await expect.poll(() => clientCount()).toBe(0)
    // Its signal is lost: the new leader refreshes once its stream is open.
    await taskDueToday('2', 'Zkontrolovat teploty')
    openGate()
    await expect.poll(() => clientCount()).toBe(1)
    await expect.poll(() => shownCount(second), { timeout: 10_000 }).toBe(before + 2)
    await taskDueToday('2', 'Vyvětrat sklad')
    await expect.poll(() => shownCount(second), { timeout: 10_000 }).toBe(before + 3)
    await context.close()
  })

  test('another user signed in in another tab gets a stream of their own', async () => {
    const { clientCount } = await import('#notifications/services/stream_hub')
    const first = await signInToBell('p2@lemon.cz', { liveNotifications: true })
    await expect.poll(() => clientCount()).toBe(1)
    const second = await first.context().newPage()
    const counted = bellCounted(second)
    await signIn(second, ctx.baseUrl, 'p4@lemon.cz', PASSWORD)
    await second.waitForURL('**/user/dashboard')
    await counted
    // Sharing the first tab's stream would leave one, carrying branch 2's signals.
    await expect.poll(() => clientCount()).toBe(2)
    const before = (await countsOf('4')).unread
    await expect.poll(() => shownCount(second)).toBe(before)
    await taskDueToday('4', 'Objednat teploměr')
    await expect.poll(() => shownCount(second), { timeout: 10_000 }).toBe(before + 1)
    await first.context().close()
  })

  test('a failed "mark read" says so in the list, also after the opened item navigated away', async () => {
    await taskDueToday('2', 'Zkontrolovat lékárničku')
    const before = await countsOf('p2b')
    const page = await signInToBell('p2b@lemon.cz')
    await expect.poll(() => shownCount(page)).toBe(before.unread)
    const failed = page.getByTestId('mark-read-error')
    await page.route('**/api/notifications/read', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Chyba serveru.' }),
      })
    )
    await bell(page).click()
    const item = page
      .getByTestId('notification-item')
      .filter({ hasText: 'Zkontrolovat lékárničku' })
    await item.click()
    await page.waitForURL('**/tasks/*')
    await bell(page).click()
    await failed.waitFor()
    expect(await failed.textContent()).toBe('Upozornění se nepodařilo označit jako přečtené.')
    expect(await item.getAttribute('data-unread')).toBe('true')
    expect(await shownCount(page)).toBe(before.unread)

    await page.unroute('**/api/notifications/read')
    await page.getByRole('button', { name: 'Označit vše jako přečtené' }).click()
    await expect.poll(() => shownCount(page)).toBe(0)
    expect(await failed.count()).toBe(0)
    await page.context().close()
  })

  test('"Označit vše jako přečtené" clears the count; a branch without any says so', async () => {
    await taskDueToday('2', 'Doplnit regál')
    const before = await countsOf('2')
    const page = await signInToBell('p2@lemon.cz')
    await expect.poll(() => shownCount(page)).toBe(before.unread)
    await bell(page).click()
    await page.getByRole('button', { name: 'Označit vše jako přečtené' }).click()
    await expect.poll(() => count(page).count()).toBe(0)
    const unreadItems = page.locator('[data-testid="notification-item"][data-unread="true"]')
    await expect.poll(() => unreadItems.count()).toBe(0)
    expect(await page.getByTestId('notification-item').count()).toBe(before.listed)
    expect(await page.getByTestId('notifications-list').getByText('Nepřečteno').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Upozornění', exact: true }).count()).toBe(1)
    expect(await countsOf('2')).toEqual({ unread: 0, listed: before.listed })
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${SHOTS}/notifications-bell-read.png` })
    await page.context().close()

    expect(await countsOf('3')).toEqual({ unread: 0, listed: 0 })
    const empty = await signInAs(browser, ctx.baseUrl, 'p3@lemon.cz', PASSWORD)
    await bell(empty).click()
    await empty.getByText('Žádná upozornění.').waitFor()
    expect(await count(empty).count()).toBe(0)
    await empty.waitForTimeout(300)
    await empty.screenshot({ path: `${SHOTS}/notifications-bell-empty.png` })
    await empty.context().close()
  })
})
