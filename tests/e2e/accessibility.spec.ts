import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { moderateViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  ensureSpaBuilt,
  fieldState,
  launchChromium,
  openPage,
  signIn,
  untilSettled,
} from '../helpers/browser.js'
import { today, uploadAndProcess } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { createNamedStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| WCAG 2.1 AA in Chromium, screen by screen: axe-core (wcag2a, wcag2aa, wcag21a,
| wcag21aa, and its best practices) finds no critical, serious or moderate violation
| (issue #36: headings in order, landmarks of distinct names), at 1366 and at 1024 px,
| on any route of the SPA's route table
| (read from web/src/app/route-table.tsx, so a new screen is checked without touching
| this file), for each role that may open it, nor in the dialogs; each screen has its
| title and one h1; no page overflows sideways at 390, 768 and 1366 px (a wide table
| scrolls inside its own container); the keyboard alone reaches every transfer screen
| through the sidebar groups; the skip link; form errors under their fields.
| Branches 1 and 2 have a match, a převodka on its way and a task, so lists have rows.
*/

type RouteEntry = { path: string; access: 'public' | 'user' | 'admin' | 'both'; title: string }
type Role = 'user' | 'admin'

/* Read through Vite's glob so the SPA's sources stay out of the tests' type check. */
const tables = import.meta.glob<{ routeTable: RouteEntry[] }>('../../web/src/app/route-table.tsx', {
  eager: true,
})
const routeTable = Object.values(tables)[0].routeTable

const PASSWORD = 'heslo1234'
const USER = 'p1@lemon.cz'
const ADMIN = 'spravce@lemon.cz'
const WIDTHS = [1366, 768, 390]
const dir = mkdtempSync(join(tmpdir(), 'a11y-e2e-'))

let ctx: TestApp
let browser: Browser
let stopWorkers: (() => Promise<void>)[] = []
const pages: Partial<Record<Role | 'public' | 'buyer', Page>> = {}
const ids = { task: '', watchlist: '' }

/** A match A1 + E5 from 1 to 2; 2 confirms E5, 1 picks and sends it; A1 stays proposed. */
async function seedData() {
  const api = apiClient(ctx.baseUrl)
  const exports = transferExports()
  const seller = await api.login(USER, PASSWORD)
  const buyer = await api.login('p2@lemon.cz', PASSWORD)
  await uploadAndProcess(ctx, api, { code: '1', token: seller }, exports.a, dir)
  await uploadAndProcess(ctx, api, { code: '2', token: buyer }, exports.b, dir)
  let incoming: any[] = []
  await until(async () => {
    incoming = (await api.get('/api/transfers/incoming/LEMON/2', buyer)).body
    return Array.isArray(incoming) && incoming.length === 2
  }, 60_000)
  const e5 = incoming.find((item) => item.PDK === 'E5')
  expect((await api.post('/api/transfers/confirm/LEMON/2', { ids: [e5._id] }, buyer)).status).toBe(
    200
  )
  expect((await api.post('/api/transfers/markPicked/LEMON/1', { id: e5._id }, seller)).status).toBe(
    200
  )
  const sent = await api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: '2' }, seller)
  expect(sent.status).toBe(200)

  const admin = await api.login(ADMIN, PASSWORD)
  const task = await api.post(
    '/api/tasks',
    { title: 'Inventura regálu B', pharmacyCodes: ['1'], dueDate: today(), priority: 'high' },
    admin
  )
  expect(task.status).toBeLessThan(300)
  ids.task = String(task.body.id ?? task.body._id)
  const watchlist = await api.post('/api/watchlists/LEMON/1', { name: 'Kardiologie' }, seller)
  expect(watchlist.status).toBeLessThan(300)
  ids.watchlist = String(watchlist.body.id ?? watchlist.body._id)
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorkers = [await startTestWorker('imports'), await startTestWorker('pdf')]
  await createNamedStaff(['1', '2'])
  await seedData()
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  for (const stop of stopWorkers) await stop()
  await ctx?.close()
})

const EMAILS = { user: USER, admin: ADMIN, buyer: 'p2@lemon.cz' }

/** One signed-in page per role (and one for branch 2), reused from screen to screen. */
async function pageFor(role: Role | 'public' | 'buyer') {
  if (!pages[role]) {
    const page = await openPage(browser, { width: 1366, height: 768 })
    if (role !== 'public') {
      await signIn(page, ctx.baseUrl, EMAILS[role], PASSWORD)
      await page.waitForURL(role === 'admin' ? '**/admin/dashboard' : '**/user/dashboard')
    }
    pages[role] = page
  }
  const page = pages[role]!
  await page.setViewportSize({ width: 1366, height: 768 })
  return page
}

function concretePath(path: string) {
  return path
    .replace(':firma/:pharmacyCode/:id', `LEMON/1/${ids.watchlist}`)
    .replace(':id', ids.task)
}

/** The screen has settled: its h1 is there and nothing is loading any more. */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor()
  await untilSettled(page)
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

const screens = routeTable.flatMap((entry) => {
  const roles: (Role | 'public')[] =
    entry.access === 'both' ? ['user', 'admin'] : [entry.access as Role | 'public']
  return roles.map((role) => ({ ...entry, role }))
})

describe('every screen of the route table', () => {
  test.each(screens)('$path as $role', async ({ path, role, title }) => {
    const page = await pageFor(role)
    await page.goto(`${ctx.baseUrl}${concretePath(path)}`)
    await settle(page)

    const headings = await page.locator('h1').allTextContents()
    expect(headings).toHaveLength(1)
    /* A detail screen is named after what it shows, as its h1 is (issue #25): the task's or
       the list's name, not the route's generic `Detail úkolu`. */
    const named = path.includes(':')
    expect(await page.title()).toBe(`${named ? headings[0] : title} – LEMON`)
    if (named) expect(headings[0]).not.toBe(title)
    const detail = path.includes(':') || path === '/'
    if (!detail) expect(headings[0]).toBe(title)
    expect(await page.locator('main').count()).toBe(1)

    /* Not even a moderate finding: headings in order, landmarks of distinct names (#36);
       at 1024 px too, where the menu is the rail of icons. */
    expect(await moderateViolations(page)).toEqual([])
    if (role !== 'public') {
      await page.setViewportSize({ width: 1024, height: 768 })
      await page.getByRole('button', { name: 'Rozbalit nabídku' }).waitFor()
      await untilSettled(page)
      expect(await moderateViolations(page), `${path} at 1024 px`).toEqual([])
    }

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 800 ? 900 : 768 })
      await untilSettled(page)
      expect(await horizontalOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0)
    }
  })

  test('the 404 screen has its title, its h1 and no violation', async () => {
    const page = await pageFor('public')
    await page.goto(`${ctx.baseUrl}/nic-takoveho`)
    await settle(page)
    expect(await page.title()).toBe('Stránka nenalezena – LEMON')
    expect(await page.locator('h1').allTextContents()).toEqual(['404 – stránka nenalezena'])
    expect(await moderateViolations(page)).toEqual([])
  })
})

/** Opens a screen, then a dialog on it, and returns axe's findings with the dialog open. */
async function dialogFindings(page: Page, path: string, open: (page: Page) => Promise<unknown>) {
  await page.goto(`${ctx.baseUrl}${path}`)
  await settle(page)
  await open(page)
  const dialog = page.getByRole('dialog')
  await dialog.waitFor()
  await untilSettled(page)
  const found = await moderateViolations(page)
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
  return found
}

const button = (name: string) => (page: Page) =>
  page.getByRole('button', { name, exact: true }).first().click()

describe('the dialogs', () => {
  test('a branch: reject a proposal, a receipt, the items of a převodka, removed items', async () => {
    const buyer = await pageFor('buyer')
    expect(await dialogFindings(buyer, '/transfers/incoming', button('Odmítnout'))).toEqual([])
    expect(await dialogFindings(buyer, '/transfers/received', button('Receipt detail'))).toEqual([])
    const seller = await pageFor('user')
    expect(await dialogFindings(seller, '/transfers/shipped', button('Show items'))).toEqual([])
    expect(
      await dialogFindings(seller, '/transfers/prepared', button('Removed at last export'))
    ).toEqual([])
  })

  test('an admin: edit and delete a user, a new task with its errors, edit a pool item', async () => {
    const admin = await pageFor('admin')
    expect(await dialogFindings(admin, '/admin/users', button('Upravit'))).toEqual([])
    expect(await dialogFindings(admin, '/admin/users', button('Smazat'))).toEqual([])
    expect(
      await dialogFindings(admin, '/admin/tasks', async (page) => {
        await button('Nový úkol')(page)
        const dialog = page.getByRole('dialog')
        await dialog.getByRole('button', { name: 'Vytvořit úkol' }).click()
        /* The spec's texts under their fields, tied to them. */
        await dialog.getByText('Název je povinný.').waitFor()
        expect(await fieldState(dialog.getByLabel('Název'))).toEqual({
          invalid: true,
          description: 'Název je povinný.',
        })
        expect(await fieldState(dialog.getByLabel('Kódy poboček (oddělené čárkou)'))).toEqual({
          invalid: true,
          description: 'Zadej alespoň jeden pharmacyCode (CSV).',
        })
      })
    ).toEqual([])
    expect(await dialogFindings(admin, '/poolitems', button('Upravit'))).toEqual([])
  })

  test('the notifications and, below 900 px, the menu drawer', async () => {
    const buyer = await pageFor('buyer')
    await buyer.goto(`${ctx.baseUrl}/user/dashboard`)
    await settle(buyer)
    await buyer.getByRole('button', { name: /^Upozornění/ }).click()
    await buyer.getByTestId('notifications-list').waitFor()
    /* Past the popover's fade-in, when its colours are its own. */
    await untilSettled(buyer)
    expect(await moderateViolations(buyer)).toEqual([])
    await buyer.keyboard.press('Escape')

    await buyer.setViewportSize({ width: 390, height: 844 })
    expect(await dialogFindings(buyer, '/user/dashboard', button('Nabídka'))).toEqual([])
  })
})

type Focused = { text: string; tag: string; expanded: string | null; outline: number }

/** Presses Tab until the focused element is the one wanted (at most `max` presses). */
async function tabTo(page: Page, wanted: (focused: Focused) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      return {
        text: element.textContent?.trim() ?? '',
        tag: element.tagName,
        expanded: element.getAttribute('aria-expanded'),
        outline: Number.parseFloat(getComputedStyle(element).outlineWidth) || 0,
      }
    })
    if (wanted(focused)) return focused
  }
  throw new Error(`Tab did not reach the element within ${max} presses`)
}

describe('keyboard only', () => {
  test('the skip link is the first Tab stop and jumps past the header and the menu', async () => {
    const page = await pageFor('user')
    await page.goto(`${ctx.baseUrl}/user/dashboard`)
    await settle(page)
    const first = await tabTo(page, () => true, 1)
    expect(first.text).toBe('Přeskočit na obsah')
    const box = await page.getByText('Přeskočit na obsah').boundingBox()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(first.outline).toBeGreaterThanOrEqual(2)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  })

  test('the sidebar groups open from the keyboard and lead to every transfer screen', async () => {
    const page = await pageFor('user')
    await page.goto(`${ctx.baseUrl}/user/dashboard`)
    await settle(page)
    const walk: [group: string, items: [label: string, title: string, path: string][]][] = [
      [
        'Poukázky',
        [
          ['Nahrání poukázek', 'Nahrání poukázek', '/poukazky-upload'],
          ['Report poukázek', 'Report poukázek', '/poukazky-report'],
        ],
      ],
      [
        'Transfers - receiving',
        [
          ['Návrhy k přijetí', 'Návrhy k přijetí', '/transfers/incoming'],
          ['Potvrzené', 'Potvrzené převody', '/transfers/confirmed'],
          ['Přijaté', 'Přijaté převodky', '/transfers/received'],
          ['Archiv', 'Archiv převodek', '/transfers/archive'],
        ],
      ],
      [
        'Transfers - issuing',
        [
          ['K odeslání', 'Položky k odeslání', '/transfers/outgoing'],
          ['Vychystané', 'Vychystané položky', '/transfers/prepared'],
          ['Odeslané', 'Odeslané převodky', '/transfers/shipped'],
        ],
      ],
    ]
    for (const [index, [group, items]] of walk.entries()) {
      const header = await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === group)
      expect(header.expanded).toBe('false')
      expect(header.outline).toBeGreaterThanOrEqual(2)
      /* Enter opens one group, Space the next: both work on a button. */
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space')
      await untilSettled(page)
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe(
        'true'
      )
      for (const [label, title, path] of items) {
        await tabTo(page, (f) => f.tag === 'A' && f.text === label)
        await page.keyboard.press('Enter')
        await page.waitForURL(`**${path}`)
        await page.getByRole('heading', { level: 1, name: title }).waitFor()
        expect(await page.title()).toBe(`${title} – LEMON`)
        expect(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-current'))
        ).toBe('page')
      }
    }
  })

  test('below 900 px the burger opens the menu as a drawer, Escape closes it', async () => {
    const page = await pageFor('user')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${ctx.baseUrl}/user/dashboard`)
    await settle(page)
    expect(await page.getByRole('navigation').count()).toBe(0)
    const burger = await tabTo(page, (f) => f.tag === 'BUTTON' && f.expanded !== null)
    expect(burger.expanded).toBe('false')
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Nabídka' })
    await drawer.waitFor()
    expect(await drawer.getByRole('navigation', { name: 'Hlavní nabídka' }).count()).toBe(1)
    await page.keyboard.press('Escape')
    await drawer.waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Nabídka'
    )

    await page.keyboard.press('Enter')
    await drawer.waitFor()
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'Transfers - receiving')
    await page.keyboard.press('Enter')
    await tabTo(page, (f) => f.tag === 'A' && f.text === 'Archiv')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/transfers/archive')
    await drawer.waitFor({ state: 'hidden' })
    await page.getByRole('heading', { level: 1, name: 'Archiv převodek' }).waitFor()
  })
})

describe('form errors', () => {
  test('an empty sign-in says in Czech under each field what is missing', async () => {
    const page = await pageFor('public')
    await page.goto(`${ctx.baseUrl}/login`)
    await settle(page)
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(
      true
    )
    await tabTo(page, (f) => f.tag === 'BUTTON' && f.text === 'Přihlásit')
    await page.keyboard.press('Enter')
    const email = page.getByRole('textbox', { name: 'E-mail' })
    const password = page.getByLabel('Heslo', { exact: false }).first()
    await page.getByText('Vyplňte e-mail.').waitFor()
    expect(await fieldState(email)).toEqual({ invalid: true, description: 'Vyplňte e-mail.' })
    expect(await fieldState(password)).toEqual({ invalid: true, description: 'Vyplňte heslo.' })
    expect(await email.evaluate((e) => e === document.activeElement)).toBe(true)
    expect(await moderateViolations(page)).toEqual([])

    await email.fill('jana')
    expect((await fieldState(email)).invalid).toBe(false)
    await page.getByRole('button', { name: 'Přihlásit' }).click()
    expect(await fieldState(email)).toEqual({
      invalid: true,
      description: 'Zadejte platnou e-mailovou adresu.',
    })
  })

  test("the server's message appears under its field, in the right plural", async () => {
    const page = await pageFor('public')
    await page.goto(`${ctx.baseUrl}/register`)
    await settle(page)
    const username = page.getByLabel('Uživatelské jméno')
    await username.fill('ab')
    await page.getByLabel('E-mail').fill('nova@lemon.cz')
    await page.getByLabel('Heslo', { exact: false }).first().fill('heslo12345')
    await page.getByRole('button', { name: 'Zaregistrovat' }).click()
    await page.getByText('Registrace se nezdařila. Možná uživatel existuje.').waitFor()
    expect(await fieldState(username)).toEqual({
      invalid: true,
      description: 'Pole uživatelské jméno musí mít alespoň 3 znaky.',
    })
  })
})
