import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { seriousViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  acceptConfirm,
  ensureSpaBuilt,
  fieldState,
  launchChromium,
  PAGE_TIMEOUT,
  signIn,
  signInAs,
  untilHomeShows,
  withoutLiveNotifications,
} from '../helpers/browser.js'
import { today } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, seedPrevodky, seedStockBatch } from '../helpers/list_data.js'
import { createUser } from '../helpers/users.js'

/*
| Issue #25 "A day at the counter", in Chromium: the Czech date field in an English browser,
| the header's product search, the admin's pool-item dialog, data explorer and user list in
| the user's words, the ledger's colours, and the sign-in form's own messages.
*/

const PASSWORD = 'heslo1234'
const SCREENS = '/tmp/shots-25b'
const PARALEN = 'PARALEN 500MG TBL 24'
const LAPTOPS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]

let ctx: TestApp
let browser: Browser
let api: ReturnType<typeof apiClient>
let adminToken: string
const day = today()

/* Lots of branch 1 on its ležáky list, expiring at these days from today. */
const LEZAKY = [
  { pdk: 'A1', nazev: PARALEN, expiresIn: 20 },
  { pdk: 'B2', nazev: 'IBALGIN 400 TBL 30', expiresIn: 75 },
  { pdk: 'C3', nazev: 'ZYRTEC 10MG TBL 30', expiresIn: 400 },
]

beforeAll(async () => {
  mkdirSync(SCREENS, { recursive: true })
  ensureSpaBuilt()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'sprava',
    email: 'sprava@lemon.cz',
    password: PASSWORD,
    role: 'admin',
  })
  for (const code of ['1', '2']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
  }
  /* Enough accounts for a second page of the admin's user list. */
  for (let n = 1; n <= 52; n++) {
    await createUser({
      username: `kolega${String(n).padStart(2, '0')}`,
      email: `kolega${n}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: '2',
    })
  }
  adminToken = await api.login('sprava@lemon.cz', PASSWORD)

  await seedStockBatch(
    '1',
    LEZAKY.map((lot) => ({ ...lot, mnozstvi: 10, kodVzp: '0012345', lists: ['lezak' as const] }))
  )
  await seedStockBatch('2', [{ pdk: 'X9', nazev: 'Paralen 125 SUP 10', mnozstvi: 7 }])
  await seedPoolItems([
    {
      source: '1',
      stav: 'aktivní',
      nazev: PARALEN,
      pdk: 'A1',
      mnozstvi: 20,
      ncsd: 244.81,
      expiresIn: 20,
    },
    { source: '2', target: '1', stav: 'rezervováno', nazev: 'Paralen 125 SUP 10', pdk: 'X9' },
    { source: '2', stav: 'aktivní', nazev: 'ACYLPYRIN 500MG TBL 10', pdk: 'Z1', mnozstvi: 3 },
  ])
  /* Delivered from 1 to 2: the ledger has a positive and a negative balance. */
  await seedPrevodky([{ from: '1', to: '2', stav: 'přijato', sentDaysAgo: 3, lines: 2 }])
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

/** A page in a fresh context of an English-speaking browser, signed in. */
async function englishPage(email: string, home: string) {
  const context = await browser.newContext({ locale: 'en-US', viewport: LAPTOPS[0] })
  await withoutLiveNotifications(context)
  const page = await context.newPage()
  page.setDefaultTimeout(PAGE_TIMEOUT)
  await signIn(page, ctx.baseUrl, email, PASSWORD)
  await untilHomeShows(page, home)
  return page
}

async function shoot(page: Page, name: string) {
  for (const size of LAPTOPS) {
    await page.setViewportSize(size)
    await page.waitForTimeout(200)
    await page.screenshot({ path: `${SCREENS}/${name}-${size.width}.png` })
  }
  await page.setViewportSize(LAPTOPS[0])
}

const expiryOf = (lot: (typeof LEZAKY)[number]) => addDays(day, lot.expiresIn)

describe('the date field in an English browser', () => {
  test('takes 15032027 and 15.3.27 as 15. 3. 2027, refuses what is no day in Czech, offers 30/60/90 days', async () => {
    const page = await englishPage('p1@lemon.cz', '/user/dashboard')
    expect(await page.evaluate(() => navigator.language)).toBe('en-US')
    await page.goto(`${ctx.baseUrl}/pharmacy/lezaky`)
    const rows = page.getByTestId('stock-row')
    await rows.first().waitFor()
    expect(await rows.count()).toBe(3)

    /* The expiry range is one of the filters folded under "Filtry" (issue #25). */
    await page.getByTestId('list-more-filters').click()
    const to = page.getByTestId('filter-expiry-to')
    expect(await to.getAttribute('placeholder')).toBe('d. m. rrrr')
    await to.fill('15032027')
    await to.press('Enter')
    await page.waitForURL(/expiryTo=2027-03-15/)
    expect(await to.inputValue()).toBe('15. 3. 2027')
    const until = LEZAKY.filter((lot) => expiryOf(lot) <= '2027-03-15').length
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="stock-row"]').length === n,
      until
    )

    /* Another short form of the same day: the field reads it alike, the filter stays. */
    await to.fill('15.3.27')
    await to.press('Tab')
    expect(await to.inputValue()).toBe('15. 3. 2027')
    expect(new URL(page.url()).searchParams.get('expiryTo')).toBe('2027-03-15')

    for (const [typed, message] of [
      ['31.2.2027', 'Datum 31. 2. 2027 neexistuje.'],
      ['03/15/2027', 'Datum 3. 15. 2027 neexistuje.'],
      ['zítra', 'Zadejte datum jako den. měsíc. rok, například 15. 3. 2027.'],
    ]) {
      await to.fill(typed)
      await to.press('Enter')
      await page.getByText(message).waitFor()
      expect(await fieldState(to)).toEqual({ invalid: true, description: message })
      /* Refused, not read as some other day: the list keeps its filter. */
      expect(new URL(page.url()).searchParams.get('expiryTo')).toBe('2027-03-15')
    }
    await to.fill('15. 3. 2027')
    await to.press('Enter')
    expect((await fieldState(to)).invalid).toBe(false)

    /* The calendar offers the days most asked for: what expires within 30 days. */
    await to.click()
    await page.getByRole('button', { name: 'Za 60 dní' }).waitFor()
    await shoot(page, 'date-field-presets')
    await page.getByRole('button', { name: 'Za 30 dní' }).click()
    await page.waitForURL(new RegExp(`expiryTo=${addDays(day, 30)}`))
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="stock-row"]').length === n,
      LEZAKY.filter((lot) => lot.expiresIn <= 30).length
    )
    expect(await to.inputValue()).toMatch(/^\d{1,2}\. \d{1,2}\. \d{4}$/)
    /* Picking a day in the calendar is no click outside "Filtry": the panel stays open. */
    expect(await to.isVisible()).toBe(true)
    expect(await page.getByTestId('list-more-filters').innerText()).toBe('Filtry (1)')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  test("an admin's new task takes its due day typed short, and the API gets YYYY-MM-DD", async () => {
    const page = await englishPage('sprava@lemon.cz', '/admin/dashboard')
    await page.goto(`${ctx.baseUrl}/admin/tasks`)
    await page.getByRole('button', { name: 'Nový úkol' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Název').fill('Inventura regálu C')
    await dialog.getByLabel('Termín').fill('1.12.27')
    await dialog.getByLabel('Kódy poboček (oddělené čárkou)').fill('1')
    expect(await dialog.getByLabel('Termín').inputValue()).toBe('1. 12. 2027')
    await dialog.getByRole('button', { name: 'Vytvořit úkol' }).click()
    await page.getByTestId('feedback').filter({ hasText: 'Úkol byl vytvořen.' }).waitFor()
    const tasks = (await api.get('/api/tasks?q=regálu%20C', adminToken)).body
    const list = Array.isArray(tasks) ? tasks : tasks.tasks
    expect(list.map((t: any) => t.dueDate)).toEqual(['2027-12-01'])
    await page.context().close()
  })
})

describe("the header's search", () => {
  test('a branch finds a product in its stock, pool and transfers, grouped, and opens its list', async () => {
    const page = await signInAs(browser, ctx.baseUrl, 'p1@lemon.cz', PASSWORD)
    const search = page.getByTestId('header-search')
    await search.fill('paralen')
    const results = page.getByTestId('search-results')
    await results.getByTestId('search-stock').waitFor()
    const groups = await results
      .locator('[data-testid^="search-"]')
      .evaluateAll((nodes) =>
        nodes.map((n) => n.getAttribute('data-testid')).filter((id) => id !== 'search-result')
      )
    expect(groups).toEqual(['search-stock', 'search-pool', 'search-transfers'])
    const stock = results.getByTestId('search-stock').getByTestId('search-result')
    expect(await stock.count()).toBe(1)
    expect(await stock.textContent()).toContain(PARALEN)
    expect(await stock.textContent()).toContain('PDK A1')
    /* Branch 2's Paralen is only in the transfer it reserved for branch 1. */
    const transfers = results.getByTestId('search-transfers').getByTestId('search-result')
    expect(await transfers.textContent()).toContain('Paralen 125 SUP 10')
    expect(await results.textContent()).not.toContain('ACYLPYRIN')
    await shoot(page, 'header-search')

    /* The stock result opens the product's lots with their šarže and expiry (issue #36). */
    await stock.click()
    await page.waitForURL(/\/pharmacy\/sarze\?pdk=A1/)
    await page.getByTestId('lot-row').filter({ hasText: PARALEN }).waitFor()

    await search.fill('paralen')
    await results.getByTestId('search-transfers').waitFor()
    await results.getByTestId('search-transfers').getByTestId('search-result').click()
    await page.waitForURL(/\/transfers\/incoming\?q=X9/)
    await page.getByTestId('transfer-row').filter({ hasText: 'Paralen 125 SUP 10' }).waitFor()

    /* Screens are still found by name; Enter opens the first result. */
    await search.fill('ležáky')
    await results.getByText('Ležáky').first().waitFor()
    await search.press('Enter')
    await page.waitForURL('**/pharmacy/lezaky')
    await search.fill('xyzxyz')
    await results.getByText('Nic nenalezeno').waitFor()
    await page.context().close()
  })

  test('an admin finds the product in every branch of the firma, each row naming its branch', async () => {
    const page = await signInAs(
      browser,
      ctx.baseUrl,
      'sprava@lemon.cz',
      PASSWORD,
      '/admin/dashboard'
    )
    await page.getByTestId('header-search').fill('paralen')
    const stock = page.getByTestId('search-stock').getByTestId('search-result')
    await stock.nth(1).waitFor()
    const texts = await stock.allTextContents()
    expect(texts.some((t) => t.includes('pobočka 1'))).toBe(true)
    expect(texts.some((t) => t.includes('pobočka 2'))).toBe(true)
    await stock.filter({ hasText: 'pobočka 2' }).click()
    await page.waitForURL(/\/pharmacy\/sarze\?pharmacyCode=2&pdk=X9/)
    await page.getByTestId('lot-row').filter({ hasText: 'Paralen 125 SUP 10' }).waitFor()
    await page.context().close()
  })
})

describe("the admin's screens in the user's words", () => {
  let admin: Page
  beforeAll(async () => {
    admin = await signInAs(browser, ctx.baseUrl, 'sprava@lemon.cz', PASSWORD, '/admin/dashboard', {
      viewport: LAPTOPS[0],
    })
  })

  test('the pool-item dialog: sections, Czech numbers and dates, typed inputs, buttons always in sight', async () => {
    await admin.goto(`${ctx.baseUrl}/poolitems`)
    const row = admin.getByTestId('poolitem-row').filter({ hasText: PARALEN })
    await row.getByRole('button', { name: 'Upravit' }).click()
    const dialog = admin.getByRole('dialog', { name: `Úprava položky A1 – ${PARALEN}` })
    await dialog.waitFor()
    const legends = await dialog.locator('legend').allTextContents()
    expect(legends).toEqual(['Přípravek', 'Šarže a množství', 'Převod', 'Příjem'])
    /* One reason field, not both `duvod` and `Důvod`; no field named by its API key. */
    expect(await dialog.getByLabel('Důvod', { exact: true }).count()).toBe(1)
    expect(await dialog.getByLabel('duvod', { exact: true }).count()).toBe(0)
    expect(await dialog.getByTestId('edit-ncsd').inputValue()).toBe('244,81 Kč')
    expect(await dialog.getByTestId('edit-expiry').inputValue()).toBe(
      `${Number(addDays(day, 20).slice(8))}. ${Number(addDays(day, 20).slice(5, 7))}. ${addDays(day, 20).slice(0, 4)}`
    )
    await expect.poll(() => dialog.getByTestId('edit-branch').inputValue()).toBe('1 – Lékárna 1')

    for (const size of LAPTOPS) {
      await admin.setViewportSize(size)
      await admin.waitForTimeout(200)
      const save = await dialog.getByRole('button', { name: 'Uložit' }).boundingBox()
      expect(save!.y + save!.height, `${size.width}`).toBeLessThanOrEqual(size.height)
      await admin.screenshot({ path: `${SCREENS}/pool-item-dialog-${size.width}.png` })
    }
    await admin.setViewportSize(LAPTOPS[0])

    await dialog.getByTestId('edit-quantity').fill('12,5')
    await dialog.getByTestId('edit-expiry').fill('1.6.27')
    await dialog.getByTestId('edit-target').click()
    await admin.getByRole('option', { name: '2 – Lékárna 2' }).click()
    await dialog.getByRole('button', { name: 'Uložit' }).click()
    await dialog.waitFor({ state: 'detached' })
    const [saved] = (await api.get('/api/poolitems?q=A1&limit=10', adminToken)).body.filter(
      (item: any) => item.PDK === 'A1'
    )
    expect(saved).toMatchObject({
      Množství: 12.5,
      Exspirace: '2027-06-01',
      NCSD: 244.81,
      targetPharmacyCode: '2',
    })
  })

  test("a pool item is deleted after the product's own question", async () => {
    const row = admin.getByTestId('poolitem-row').filter({ hasText: 'ACYLPYRIN' })
    await row.getByRole('button', { name: 'Upravit' }).click()
    const question = acceptConfirm(admin)
    await admin.getByRole('dialog').getByRole('button', { name: 'Smazat' }).click()
    expect(await question).toBe('Opravdu smazat položku ACYLPYRIN 500MG TBL 10?')
    await row.waitFor({ state: 'detached' })
  })

  test('the data explorer: Czech headers, dates and decimal commas; every column fits at 1366 and 1280', async () => {
    await admin.goto(`${ctx.baseUrl}/data-explorer?kolekce=poolitems&hledat=paralen`)
    const rows = admin.getByTestId('explorer-row')
    await rows.first().waitFor()
    const headers = (await admin.locator('thead th').allInnerTexts()).map((h) =>
      h.replace(/[▲▼↕]/g, '').trim()
    )
    expect(headers).toEqual([
      'Pobočka',
      'PDK',
      'Název',
      'Šarže',
      'Exspirace',
      'Množství',
      'NCSD',
      'Stav',
      'Cíl',
      'Pravděpodobnost',
    ])
    const paralen = rows.filter({ hasText: PARALEN })
    expect(await paralen.locator('[data-column="ncsd"]').textContent()).toBe('244,81\u00a0Kč')
    expect(await paralen.locator('[data-column="exspirace"]').textContent()).toBe('1. 6. 2027')
    expect(await paralen.locator('[data-column="mnozstvi"]').textContent()).toBe('12,5')
    expect(await paralen.locator('[data-column="probability"]').textContent()).toBe('50 %')
    for (const size of LAPTOPS) {
      await admin.setViewportSize(size)
      await admin.waitForTimeout(200)
      const overflow = await admin
        .getByTestId('explorer-results')
        .locator('table')
        .evaluate((table) => {
          const scroller = table.closest('[role="region"]') ?? table.parentElement!
          return scroller.scrollWidth - scroller.clientWidth
        })
      expect(overflow, `${size.width}`).toBeLessThanOrEqual(0)
    }
    await shoot(admin, 'explorer')
  })

  test('the user list pages like every other list: 50 a page, page numbers', async () => {
    await admin.goto(`${ctx.baseUrl}/admin/users`)
    const rows = admin.getByTestId('user-row')
    await rows.nth(49).waitFor()
    expect(await rows.count()).toBe(50)
    expect(await admin.getByTestId('list-total').textContent()).toBe('Nalezeno: 55')
    await admin.getByRole('button', { name: 'Stránka 2', exact: true }).click()
    await admin.waitForURL(/page=2/)
    await admin.waitForFunction(
      () => document.querySelectorAll('[data-testid="user-row"]').length === 5
    )
    await shoot(admin, 'admin-users')
    /* The role badge says its word whole, also on a 1024-px laptop (issue #36: it read "U…"). */
    await admin.setViewportSize({ width: 1024, height: 768 })
    const cut = await admin
      .getByTestId('user-row')
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent)
      )
    await admin.setViewportSize(LAPTOPS[0])
    expect(cut).toEqual([])
  })

  test('the ledger of all branches: every balance readable (4.5:1), relations unfolded', async () => {
    await admin.goto(`${ctx.baseUrl}/ledger-admin`)
    const rows = admin.getByTestId('ledger-row')
    await rows.nth(1).waitFor()
    for (const toggle of await admin.getByTestId('relations-toggle').all()) await toggle.click()
    await admin.getByTestId('relation-row').nth(1).waitFor()
    const signs = await admin
      .getByTestId('saldo')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-sign')))
    expect(signs).toContain('negative')
    expect(signs).toContain('positive')
    expect(await seriousViolations(admin)).toEqual([])
    await shoot(admin, 'ledger-admin')
  })
})

describe('the sign-in form', () => {
  test('an empty submit in an English browser says in Czech under each field what is missing', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: LAPTOPS[0] })
    const page = await context.newPage()
    await page.goto(`${ctx.baseUrl}/login`)
    let native = false
    page.on('dialog', () => (native = true))
    await page.getByRole('button', { name: 'Přihlásit' }).click()
    const email = page.getByRole('textbox', { name: 'E-mail' })
    await page.getByText('Vyplňte e-mail.').waitFor()
    expect(await fieldState(email)).toEqual({ invalid: true, description: 'Vyplňte e-mail.' })
    expect(await fieldState(page.getByLabel('Heslo', { exact: false }).first())).toEqual({
      invalid: true,
      description: 'Vyplňte heslo.',
    })
    /* The browser's own check (its bubble, in its language) never runs. */
    expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(
      true
    )
    expect(native).toBe(false)
    await shoot(page, 'login-empty')
    await context.close()
  })
})
