import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs, untilSettled } from '../helpers/browser.js'
import { today, uploadAndProcess } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports } from '../helpers/transfers.js'
import { createNamedStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #36, the shell's part: the menu fits a 1366×768 laptop with every entry in sight
| (Saldo included) and its fold control out of the list's way; the header search's stock
| result opens the product's lots with their šarže and expiry, the same screen the menu
| leads to, for a branch and for an admin naming one; the server keeps the branch scope.
| Screenshots at 1366×768 and 1024×768 go to SHOTS.
*/

const PASSWORD = 'heslo1234'
const USER = 'p1@lemon.cz'
const OTHER = 'p2@lemon.cz'
const ADMIN = 'spravce@lemon.cz'
const PARALEN = 'PARALEN 500MG TBL 24'
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'shots-shell-structure')
const dir = mkdtempSync(join(tmpdir(), 'shell-structure-'))

let ctx: TestApp
let browser: Browser
let stopWorkers: (() => Promise<void>)[] = []
let paralenExpiry = ''

/** `YYYY-MM-DD` as the screens write it: `5. 3. 2026`. */
const czechDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return `${d}. ${m}. ${y}`
}

async function shoot(page: Page, name: string) {
  const { width, height } = page.viewportSize()!
  await page.screenshot({ path: join(SHOTS, `${name}-${width}x${height}.png`) })
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  ensureSpaBuilt()
  ctx = await bootApp()
  stopWorkers = [await startTestWorker('imports')]
  await createNamedStaff(['1', '2'])
  const api = apiClient(ctx.baseUrl)
  const exports = transferExports()
  paralenExpiry = addDays(today(), 30)
  const token = await api.login(USER, PASSWORD)
  await uploadAndProcess(ctx, api, { code: '1', token }, exports.a, dir)
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  for (const stop of stopWorkers) await stop()
  await ctx?.close()
})

/** The menu's entries (links, group headers, section titles) with their boxes. */
async function menuEntries(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Hlavní nabídka' })
  await nav.waitFor()
  return nav.evaluate((root) =>
    [
      ...root.querySelectorAll(
        '[data-testid="menu-list"] a, [data-testid="menu-list"] button, [data-testid="menu-list"] p'
      ),
    ]
      .filter(
        (element) =>
          !element.closest(
            '[id^="mantine-"][aria-hidden="true"], .mantine-Collapse-root[aria-hidden="true"]'
          )
      )
      .filter((element) => element.getBoundingClientRect().height > 0)
      .map((element) => {
        const box = element.getBoundingClientRect()
        return {
          text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
          top: box.top,
          bottom: box.bottom,
        }
      })
  )
}

describe('the menu at 1366×768', () => {
  for (const [role, email, home, last] of [
    ['user', USER, '/user/dashboard', 'Profil'],
    ['admin', ADMIN, '/admin/dashboard', 'Auditní záznam'],
  ] as const) {
    test(`every entry of the ${role}'s menu is in sight, the fold control beside Odhlásit`, async () => {
      const page = await signInAs(browser, ctx.baseUrl, email, PASSWORD, home, {
        viewport: SIZES[0],
      })
      await page.getByRole('heading', { level: 1 }).waitFor()
      const entries = await menuEntries(page)
      const labels = entries.map((entry) => entry.text)
      expect(labels).toContain('Šarže a expirace')
      if (role === 'user') expect(labels).toContain('Saldo')
      expect(labels.at(-1)).toBe(last)
      for (const entry of entries)
        expect(entry.bottom, `${entry.text} below the fold`).toBeLessThanOrEqual(768)
      /* The list does not scroll: nothing hides below it. */
      const list = page.getByTestId('menu-list').locator('.mantine-ScrollArea-viewport')
      expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0)
      /* The fold control sits in the menu's bottom edge, outside the scrolling list. */
      const toggle = page.getByTestId('rail-toggle')
      expect(await toggle.textContent()).toBe('Sbalit nabídku')
      expect(await toggle.evaluate((el) => Boolean(el.closest('[data-testid="menu-list"]')))).toBe(
        false
      )
      const toggleBox = (await toggle.boundingBox())!
      const lastBox = entries.at(-1)!
      expect(toggleBox.y).toBeGreaterThanOrEqual(lastBox.bottom)
      expect(toggleBox.y + toggleBox.height).toBeLessThanOrEqual(768)
      const logout = page.getByRole('navigation').getByRole('button', { name: 'Odhlásit' })
      expect(Math.abs((await logout.boundingBox())!.y - toggleBox.y)).toBeLessThan(4)
      await shoot(page, `menu-${role}`)

      /* At 1024 px the menu starts as the rail; its entries and the unfold control fit too. */
      await page.setViewportSize(SIZES[1])
      const unfold = page.getByTestId('rail-toggle')
      await page.getByRole('button', { name: 'Rozbalit nabídku' }).waitFor()
      const rail = page.getByRole('navigation', { name: 'Hlavní nabídka' })
      const icons = await rail
        .locator('[data-testid="menu-list"] a, [data-testid="menu-list"] button')
        .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().bottom))
      expect(icons.length).toBeGreaterThan(10)
      const listBottom = await list.evaluate((el) => el.getBoundingClientRect().bottom)
      for (const bottom of icons) expect(bottom).toBeLessThanOrEqual(listBottom)
      expect(await list.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0)
      expect((await unfold.boundingBox())!.y + 30).toBeLessThanOrEqual(768)
      await shoot(page, `menu-${role}`)
      await page.context().close()
    })
  }
})

describe('the stock result of the header search', () => {
  for (const size of SIZES) {
    test(`a branch: the result opens the product's lots with šarže and expiry (${size.width} px)`, async () => {
      const page = await signInAs(browser, ctx.baseUrl, USER, PASSWORD, '/user/dashboard', {
        viewport: size,
      })
      const search = page.getByTestId('header-search')
      await search.fill('paralen')
      const stock = page.getByTestId('search-stock').getByTestId('search-result')
      await stock.first().waitFor()
      expect(await stock.first().textContent()).toContain(`exp. ${czechDay(paralenExpiry)}`)
      await stock.first().click()
      await page.waitForURL(/\/pharmacy\/sarze\?pdk=A1$/)
      await page.getByRole('heading', { level: 1, name: 'Šarže a expirace' }).waitFor()
      expect(await page.title()).toBe('Šarže a expirace – LEMON')
      const rows = page.getByTestId('lot-row')
      await rows.first().waitFor()
      /* Only the product found; its lot and expiry in their columns, the filter saying so. */
      expect(await rows.count()).toBe(1)
      const row = rows.first()
      expect(await row.textContent()).toContain(PARALEN)
      expect(await row.locator('[data-column="sarze"]').textContent()).toBe('L-A1')
      expect(await row.locator('[data-column="exspirace"]').textContent()).toContain(
        czechDay(paralenExpiry)
      )
      expect(await page.getByTestId('lots-pdk-filter').inputValue()).toBe('A1')
      expect(await page.getByTestId('lots-product').textContent()).toContain('PDK A1')
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      ).toBeLessThanOrEqual(0)
      await shoot(page, 'lots-from-search')

      /* The same screen from the menu: every lot of the branch. */
      await page.goto(`${ctx.baseUrl}/user/dashboard`)
      const nav = page.getByRole('navigation', { name: 'Hlavní nabídka' })
      await nav.getByRole('link', { name: 'Šarže a expirace' }).click()
      await page.waitForURL(/\/pharmacy\/sarze$/)
      await page.getByTestId('lot-row').filter({ hasText: 'ESSENTIALE' }).waitFor()
      const all = await page.getByTestId('lot-row').allTextContents()
      expect(all).toHaveLength(2)
      expect(all.join(' ')).toContain('L-E5')
      expect(all.join(' ')).toContain('L-A1')
      expect(await page.getByTestId('lots-product').count()).toBe(0)
      await shoot(page, 'lots-from-menu')
      await page.context().close()
    })
  }

  test("an admin: the result names the branch and opens that branch's lots", async () => {
    const page = await signInAs(browser, ctx.baseUrl, ADMIN, PASSWORD, '/admin/dashboard', {
      viewport: SIZES[0],
    })
    await page.getByTestId('header-search').fill('paralen')
    const stock = page.getByTestId('search-stock').getByTestId('search-result')
    await stock.first().waitFor()
    await stock.filter({ hasText: 'pobočka 1' }).click()
    await page.waitForURL(/\/pharmacy\/sarze\?pharmacyCode=1&pdk=A1$/)
    const row = page.getByTestId('lot-row').first()
    await row.waitFor()
    expect(await row.locator('[data-column="sarze"]').textContent()).toBe('L-A1')
    await page.context().close()
  })
})

/** The levels of the screen's headings in order, and the names of its table regions. */
async function structure(page: Page) {
  return page.evaluate(() => ({
    levels: [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')]
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => Number(heading.tagName.slice(1))),
    regions: [...document.querySelectorAll('main [role="region"]')].map((region) =>
      region.getAttribute('aria-label')
    ),
  }))
}

describe('headings and landmarks', () => {
  for (const size of SIZES) {
    test(`sections are h2 under the h1, wide tables are regions of distinct names (${size.width} px)`, async () => {
      const page = await signInAs(browser, ctx.baseUrl, ADMIN, PASSWORD, '/admin/dashboard', {
        viewport: size,
      })
      for (const path of ['/admin/dashboard', '/admin/permissions', '/admin/jobs', '/profile']) {
        await page.goto(`${ctx.baseUrl}${path}`)
        await page.locator('main h2').first().waitFor()
        await untilSettled(page)
        const { levels, regions } = await structure(page)
        expect(levels[0], path).toBe(1)
        expect(
          levels.filter((level) => level === 1),
          path
        ).toHaveLength(1)
        /* No level is skipped on the way down. */
        levels.forEach((level, i) => {
          if (i > 0)
            expect(level, `${path}: h${levels[i - 1]} then h${level}`).toBeLessThanOrEqual(
              levels[i - 1] + 1
            )
        })
        expect(new Set(regions).size, `${path}: ${regions.join(' | ')}`).toBe(regions.length)
        if (path === '/admin/permissions') expect(regions.length).toBeGreaterThanOrEqual(2)
        await shoot(page, `structure${path.replaceAll('/', '-')}`)
      }
      await page.context().close()
    })
  }
})

describe('GET /api/pharmacy/lots', () => {
  test('the own branch by default; another branch is 403; an admin names one', async () => {
    const api = apiClient(ctx.baseUrl)
    const own = await api.login(USER, PASSWORD)
    const mine = await api.get('/api/pharmacy/lots?pdk=A1', own)
    expect(mine.status).toBe(200)
    expect(mine.body).toEqual([
      expect.objectContaining({
        pdk: 'A1',
        nazev: PARALEN,
        sarze: 'L-A1',
        exspirace: paralenExpiry,
        zbyvaDni: 30,
        mnozstvi: 50,
      }),
    ])
    const other = await api.login(OTHER, PASSWORD)
    expect((await api.get('/api/pharmacy/lots?pharmacyCode=1', other)).status).toBe(403)
    expect((await api.get('/api/pharmacy/lots', other)).body).toEqual([])
    const admin = await api.login(ADMIN, PASSWORD)
    expect((await api.get('/api/pharmacy/lots', admin)).status).toBe(422)
    const named = await api.get('/api/pharmacy/lots?pharmacyCode=1&sort=exspirace&dir=asc', admin)
    expect(named.body.map((lot: any) => lot.sarze)).toEqual(['L-E5', 'L-A1'])
    expect((await api.get('/api/pharmacy/lots?sort=cena', own)).status).toBe(422)
  })
})
