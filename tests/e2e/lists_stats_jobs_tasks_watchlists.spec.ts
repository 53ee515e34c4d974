import { readFileSync } from 'node:fs'
import type { Browser, Page, Response } from 'playwright-core'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seriousViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { failJobs } from '../helpers/failed_jobs.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems } from '../helpers/list_data.js'
import { createBranch, signInStaff } from '../helpers/users.js'

/*
| The lists that paged in the browser until issue #16's leftovers, now paged, searched and
| sorted by the server in Chromium: the pool statistics of 120 branches, the failed jobs,
| the data explorer's results, the price-list history, my tasks (its three tabs and the
| folded done section) and the watchlists. Each keeps its state in the URL, exports to
| Excel and has no serious accessibility violation with rows on screen.
*/

const PASSWORD = 'heslo1234'
const SCREENS = 'tmp/screens'
const BRANCHES = 120

let ctx: TestApp
let browser: Browser
let admin: Page
let branch: Page

/** The next answer of `path` whose query matches. */
const answer = (page: Page, path: string, match: (params: URLSearchParams) => boolean) =>
  page.waitForResponse((r: Response) => {
    const url = new URL(r.url())
    return url.pathname === `/api${path}` && match(url.searchParams)
  })
const total = async (page: Page) =>
  Number((await page.getByTestId('list-total').first().textContent())!.replace(/\D/g, ''))
const rowTexts = (page: Page, testId: string) => page.getByTestId(testId).allInnerTexts()

async function exported(page: Page) {
  const download = page.waitForEvent('download')
  await page.getByTestId('list-export').first().click()
  const file = await download
  const book = XLSX.read(readFileSync((await file.path())!))
  return {
    name: file.suggestedFilename(),
    rows: XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 }),
  }
}

async function seed() {
  const api = apiClient(ctx.baseUrl)
  const { admin: adminToken, branches } = await signInStaff(api, ['1', '2'])
  const { default: db } = await import('@adonisjs/lucid/services/db')

  for (let code = 3; code <= BRANCHES; code++)
    await createBranch(String(code), 'LEMON', code === 37 ? 'Brno – Líšeň' : `Lékárna ${code}`)
  await seedPoolItems(
    Array.from({ length: BRANCHES }, (_, n) =>
      Array.from({ length: 1 + (n % 4) }, (__, i) => ({
        source: String(n + 1),
        stav: 'aktivní',
        nazev: n < 70 && i === 0 ? 'IBALGIN 400 TBL 30' : `Přípravek ${n}-${i}`,
        pdk: `S${n}-${i}`,
        mnozstvi: 1 + ((n * 7) % 40),
      }))
    ).flat()
  )
  await failJobs([
    { queue: 'pdf', name: 'pdf.render', reason: 'Šablona převodky chybí' },
    { queue: 'pdf', name: 'pdf.render', reason: 'Písmo DejaVu nenalezeno' },
    {
      queue: 'imports',
      name: 'exports.process_export',
      reason: 'Soubor sklad.xlsx nemá sloupec PDK',
    },
  ])
  await db.table('price_lists').multiInsert(
    Array.from({ length: 15 }, (_, n) => ({
      kind: 'leaflet',
      valid_from: `2026-${String(1 + (n % 12)).padStart(2, '0')}-01`,
      valid_to: `2026-${String(1 + (n % 12)).padStart(2, '0')}-28`,
      source: n === 4 ? 'Leták únor.xlsx' : `letak-${n}.xlsx`,
      rows: 100 + n,
    }))
  )
  for (let n = 0; n < 63; n++) {
    const res = await api.post(
      '/api/tasks',
      {
        title: n === 7 ? 'Školení BOZP' : `Úkol ${String(n).padStart(2, '0')}`,
        pharmacyCodes: ['1'],
        priority: ['high', 'medium', 'low'][n % 3],
        dueDate: n % 10 === 9 ? null : `2026-12-${String(1 + (n % 28)).padStart(2, '0')}`,
      },
      adminToken
    )
    expect(res.status).toBe(201)
    if (n >= 60)
      await api.call('PUT', `/api/tasks/${res.body.id}/complete`, {
        body: { done: true },
        token: branches[0],
      })
  }
  for (let n = 0; n < 55; n++) {
    const name = n === 11 ? 'Čaje a sirupy' : `Seznam ${String(n).padStart(2, '0')}`
    expect((await api.post('/api/watchlists/LEMON/1', { name }, branches[0])).status).toBe(201)
  }
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  await seed()
  browser = await launchChromium()
  admin = await signInAs(browser, ctx.baseUrl, 'boss@lemon.cz', PASSWORD, '/admin/dashboard', {
    viewport: { width: 1366, height: 768 },
  })
  branch = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD, '/user/dashboard', {
    viewport: { width: 1366, height: 768 },
  })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await (await import('#core/queue')).closeQueues()
  await ctx?.close()
})

describe('pool statistics of a chain', () => {
  test('50 branches a page of 120; search and sort ask the server; the URL keeps them', async () => {
    await admin.goto(`${ctx.baseUrl}/pool-stats`)
    await admin.getByTestId('pool-stats-row').first().waitFor()
    expect(await admin.getByTestId('pool-stats-row').count()).toBe(50)
    expect(await total(admin)).toBe(BRANCHES)
    expect(await seriousViolations(admin)).toEqual([])

    let asked = answer(admin, '/pool/LEMON/stats', (p) => p.get('q') === 'lisen')
    await admin.getByTestId('list-search').fill('lisen')
    await asked
    await admin.getByTestId('pool-stats-row').filter({ hasText: '37 – Brno – Líšeň' }).waitFor()
    /* Branch 37 is on the first page too: wait for the answer to be painted, not just received. */
    await expect.poll(() => admin.getByTestId('pool-stats-row').count()).toBe(1)

    await admin.getByTestId('list-search').fill('')
    await admin.waitForURL((url) => !url.searchParams.has('q'))
    asked = answer(admin, '/pool/LEMON/stats', (p) => p.get('sort') === 'total')
    await admin.getByTestId('sort-total').click()
    await asked
    asked = answer(admin, '/pool/LEMON/stats', (p) => p.get('dir') === 'desc')
    await admin.getByTestId('sort-total').click()
    await asked
    await admin.waitForURL(/sort=total&dir=desc/)
    await admin.reload()
    await admin.getByTestId('pool-stats-row').first().waitFor()
    const first = await rowTexts(admin, 'pool-stats-row')
    expect(first[0]).toMatch(/\t4\t/)
    const file = await exported(admin)
    expect(file.name).toMatch(/^statistiky_poolu_\d{4}_\d{2}_\d{2}\.xlsx$/)
    expect(file.rows[0]).toEqual([
      'Pobočka',
      'Název pobočky',
      'Celkem',
      'Ležáci',
      'Ohroženci',
      'Ležáci i ohroženci',
      'Prázdné řádky',
    ])
    expect(file.rows).toHaveLength(BRANCHES + 1)
    expect(file.rows[1][2]).toBe(4)
    await admin.screenshot({ path: `${SCREENS}/pool-stats-1366.png` })
  })
})

describe('failed jobs', () => {
  test('filtered by queue and searched by the server', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/jobs`)
    const rows = admin.getByTestId('failed-job-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(3)
    expect(await seriousViolations(admin)).toEqual([])

    const asked = answer(admin, '/admin/jobs', (p) => p.get('q') === 'dejavu')
    await admin.getByTestId('list-search').fill('dejavu')
    await asked
    await rows.filter({ hasText: 'Písmo DejaVu nenalezeno' }).waitFor()
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="failed-job-row"]').length === 1
    )
    await admin.getByTestId('list-search').fill('')
    await admin.waitForURL((url) => !url.searchParams.has('q'))
    await admin.getByTestId('queue-filter').click()
    await admin.getByRole('option', { name: 'Importy exportů' }).click()
    await admin.waitForURL(/queue=imports/)
    await rows.filter({ hasText: 'Soubor sklad.xlsx nemá sloupec PDK' }).waitFor()
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="failed-job-row"]').length === 1
    )
  })
})

describe('the data explorer', () => {
  test('70 records in pages of 50, sorted by a header; the search is in the URL', async () => {
    await admin.goto(`${ctx.baseUrl}/data-explorer`)
    await admin.getByPlaceholder('Hledat podle názvu, PDK nebo šarže…').fill('ibalgin')
    const asked = answer(admin, '/search', (p) => p.get('page') === '1')
    await admin.getByRole('button', { name: 'Vyhledat' }).click()
    expect((await asked).request().postDataJSON()).toEqual({
      collection: 'poolitems',
      query: 'ibalgin',
    })
    const rows = admin.getByTestId('explorer-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(50)
    expect(await admin.getByTestId('list-total').textContent()).toBe('Nalezeno: 70')
    expect(await seriousViolations(admin)).toEqual([])

    let sorted = answer(admin, '/search', (p) => p.get('sort') === 'mnozstvi')
    await admin.getByTestId('sort-mnozstvi').click()
    await sorted
    sorted = answer(admin, '/search', (p) => p.get('dir') === 'desc')
    await admin.getByTestId('sort-mnozstvi').click()
    await sorted
    await admin.waitForURL(/kolekce=poolitems&hledat=ibalgin.*sort=mnozstvi&dir=desc/)
    await admin.reload()
    await rows.first().waitFor()
    const quantities = await rows.evaluateAll((trs) =>
      trs.map((tr) => Number(tr.querySelector('[data-column="mnozstvi"]')!.textContent))
    )
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a))
    expect(quantities[0]).toBe(40)
    await admin.getByRole('button', { name: 'Stránka 2', exact: true }).click()
    await admin.waitForURL(/page=2/)
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="explorer-row"]').length === 20
    )
    const file = await exported(admin)
    expect(file.name).toMatch(/^explorer_poolitems_\d{4}_\d{2}_\d{2}\.xlsx$/)
    expect(file.rows).toHaveLength(71)
    await admin.screenshot({ path: `${SCREENS}/explorer-1366.png` })
  })
})

describe('the price-list history', () => {
  test('10 uploads a page; searched and sorted by the server', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/leaflet-upload`)
    const rows = admin.getByTestId('price-list-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(10)
    expect(await total(admin)).toBe(15)
    expect(await seriousViolations(admin)).toEqual([])
    const asked = answer(admin, '/leaflet-admin/list', (p) => p.get('q') === 'unor')
    await admin.getByTestId('list-search').fill('unor')
    await asked
    await rows.filter({ hasText: 'Leták únor.xlsx' }).waitFor()
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="price-list-row"]').length === 1
    )
    await admin.getByTestId('list-search').fill('')
    await admin.waitForURL((url) => !url.searchParams.has('q'))
    await admin.getByTestId('sort-rows').click()
    await admin.waitForURL(/sort=rows/)
    await rows.first().filter({ hasText: 'letak-0.xlsx' }).waitFor()
    await admin.screenshot({ path: `${SCREENS}/leaflet-history-1366.png`, fullPage: true })
  })
})

describe('my tasks', () => {
  test('the three tabs page on the server; Vše folds the done tasks away', async () => {
    await branch.goto(`${ctx.baseUrl}/tasks`)
    const rows = branch.getByTestId('task-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(50)
    expect(await total(branch)).toBe(60)
    /* Without a sort, the screen's order: by due date, tasks without one last. */
    const firstPage = await rowTexts(branch, 'task-row')
    expect(firstPage[0]).toContain('1. 12. 2026')

    await branch.getByRole('tab', { name: 'Hotové' }).click()
    await branch.waitForURL(/tab=done/)
    await branch.waitForFunction(
      () => document.querySelectorAll('[data-testid="task-row"]').length === 3
    )
    expect(await total(branch)).toBe(3)

    await branch.getByRole('tab', { name: 'Vše' }).click()
    await branch.waitForURL(/tab=all/)
    const section = branch.getByRole('button', { name: 'Hotové úkoly (3)' })
    await section.waitFor()
    expect(await section.getAttribute('aria-expanded')).toBe('false')
    await branch.waitForFunction(
      () => document.querySelectorAll('[data-testid="task-row"]').length === 53
    )
    expect(await rows.filter({ visible: true }).count()).toBe(50)
    await section.click()
    /* The section unfolds with a transition: its rows become visible as it opens. */
    await expect.poll(() => rows.filter({ visible: true }).count()).toBe(53)
    expect(await seriousViolations(branch)).toEqual([])

    const asked = answer(branch, '/tasks/my', (p) => p.get('q') === 'skoleni')
    await branch.getByTestId('list-search').fill('skoleni')
    await asked
    await rows.filter({ hasText: 'Školení BOZP' }).waitFor()
    await branch.waitForFunction(
      () => document.querySelectorAll('[data-testid="task-row"]').length === 1
    )
    /* No done task matches: the folded section goes. */
    expect(await branch.getByRole('button', { name: /^Hotové úkoly/ }).count()).toBe(0)
    await branch.reload()
    await rows.filter({ hasText: 'Školení BOZP' }).waitFor()
    expect(await branch.getByRole('tab', { name: 'Vše' }).getAttribute('aria-selected')).toBe(
      'true'
    )

    await rows.filter({ hasText: 'Školení BOZP' }).getByRole('checkbox').click()
    await branch.getByRole('tab', { name: 'Hotové' }).click()
    await rows.filter({ hasText: 'Školení BOZP' }).waitFor()
    await branch.screenshot({ path: `${SCREENS}/my-tasks-1366.png` })
  })
})

describe('watchlists', () => {
  test('55 watchlists in pages; searched, sorted; edited in place on page 2', async () => {
    await branch.goto(`${ctx.baseUrl}/watchlists`)
    const rows = branch.getByTestId('watchlist-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(50)
    expect(await total(branch)).toBe(55)
    expect(await seriousViolations(branch)).toEqual([])

    const asked = answer(branch, '/watchlists/LEMON/1', (p) => p.get('q') === 'caje')
    await branch.getByTestId('list-search').fill('caje')
    await asked
    await rows.filter({ hasText: 'Čaje a sirupy' }).waitFor()
    await branch.waitForFunction(
      () => document.querySelectorAll('[data-testid="watchlist-row"]').length === 1
    )
    await branch.getByTestId('list-search').fill('')
    await branch.waitForURL((url) => !url.searchParams.has('q'))
    await branch.getByTestId('sort-name').click()
    await branch.getByTestId('sort-name').click()
    await branch.waitForURL(/sort=name&dir=desc/)
    await rows.first().filter({ hasText: 'Seznam 54' }).waitFor()
    await branch.getByRole('button', { name: 'Stránka 2', exact: true }).click()
    await branch.waitForURL(/page=2/)
    await rows.filter({ hasText: 'Čaje a sirupy' }).waitFor()
    /* By its id: while edited, the row shows its name in a field, not as text. */
    const id = await rows.filter({ hasText: 'Čaje a sirupy' }).getAttribute('data-row-id')
    const last = branch.locator(`[data-testid="watchlist-row"][data-row-id="${id}"]`)
    await last.getByTestId('edit-button').click()
    await last.getByTestId('edit-name').fill('Čaje, sirupy a pastilky')
    await last.getByTestId('save-button').click()
    await branch.getByTestId('feedback').filter({ hasText: 'Změny uloženy.' }).waitFor()
    await rows.filter({ hasText: 'Čaje, sirupy a pastilky' }).waitFor()
    const file = await exported(branch)
    expect(file.rows[0]).toEqual(['Název', 'E-mail', 'Přípravků'])
    expect(file.rows).toHaveLength(56)
    expect(file.rows[1][0]).toBe('Seznam 54')
  })
})

describe('on a phone', () => {
  test('the rows are cards with their actions on screen and nothing scrolls sideways', async () => {
    for (const [page, path, testId] of [
      [admin, '/pool-stats', 'pool-stats-row'],
      [admin, '/admin/jobs', 'failed-job-row'],
      [admin, '/data-explorer?kolekce=poolitems&hledat=ibalgin', 'explorer-row'],
      [admin, '/admin/leaflet-upload', 'price-list-row'],
      [branch, '/tasks?tab=all', 'task-row'],
      [branch, '/watchlists', 'watchlist-row'],
    ] as const) {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${ctx.baseUrl}${path}`)
      await page.getByTestId(testId).first().waitFor()
      expect(await page.getByTestId('list-cards').count(), path).toBeGreaterThan(0)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      expect(overflow, path).toBe(0)
      expect(await seriousViolations(page), path).toEqual([])
      await page.screenshot({ path: `${SCREENS}/${testId.replace('-row', '')}-390.png` })
    }
  })
})
