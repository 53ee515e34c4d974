import { mkdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  acceptConfirm,
  ensureSpaBuilt,
  fieldState,
  launchChromium,
  signInAs,
} from '../helpers/browser.js'
import { seedPoolItems, transferMix, type SeedItem } from '../helpers/list_data.js'
import { createBranch, signInStaff } from '../helpers/users.js'
import { apiClient } from '../helpers/http.js'

/*
| Issue #36 on the transfer screens of branch 2, at the counter's laptop (1366×768) and a
| tablet held sideways (1024×768): every action answers once, in Czech, with what happened
| ("Odmítnout" with a "Zpět" that really puts the offer back on the server, "Send" on
| Vychystané, the confirm's one message); the search and the branch filter find branch 1
| "Na Poříčí" by its name without diacritics; the product names of Návrhy k přijetí and
| Potvrzené are whole (their end, the pack, tells two products apart) and PDK stays.
*/

const PASSWORD = 'heslo1234'
const SHOTS = '/tmp/shots-helper-a'
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]
/* Real names of the length the counter sees; the pack at the end tells them apart. */
const NAMES = [
  'AMLODIPIN MYLAN 10MG TBL NOB 30',
  'AMLODIPIN MYLAN 10MG TBL NOB 90',
  'ESSENTIALE FORTE 300MG CPS DUR 50',
  'NOLPAZA 20MG TBL ENT 28',
  'Paralen 500 TBL 24',
  'TELMISARTAN TEVA 80MG TBL NOB 30',
]

let ctx: TestApp
let browser: Browser
const api = () => apiClient(ctx.baseUrl)

const item = (source: string, stav: string, nazev: string, pdk: string): SeedItem => ({
  source,
  target: '2',
  stav,
  nazev,
  pdk,
  sarze: `Š-${pdk}-2027/04`,
  expiresIn: 90,
  mnozstvi: 12,
  ncsd: 245.5,
  probability: 80,
})

async function sql(text: string, args: unknown[] = []) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.rawQuery(text, args)).rows as any[]
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true })
  ensureSpaBuilt()
  ctx = await bootApp()
  await signInStaff(api(), ['1', '2', '3', '4'])
  await createBranch('1', 'LEMON', 'Na Poříčí')
  await seedPoolItems([
    ...NAMES.map((nazev, n) => item('1', 'rezervováno', nazev, `NP${n}`)),
    ...transferMix(8, '3', '2', 'rezervováno'),
    ...NAMES.map((nazev, n) => item('1', 'potvrzeno', nazev, `PO${n}`)),
    ...transferMix(5, '3', '2', 'potvrzeno'),
    /* A package for 3 and one for 4: each size sends one. */
    ...['3', '4'].flatMap((to) =>
      [0, 1].map((n) => ({ ...item('2', 'vychystáno', NAMES[n], `V${to}${n}`), target: to }))
    ),
  ])
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

async function openList(page: Page, path: string, row = 'transfer-row') {
  await page.goto(`${ctx.baseUrl}${path}`)
  await page.getByTestId(row).first().waitFor()
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' })
}

/** The names of the rows on screen whose text is cut (wider than its box), and all names. */
async function names(page: Page) {
  return page.getByTestId('product-name').evaluateAll((spans) =>
    spans.map((span) => {
      const parts = [...span.querySelectorAll<HTMLElement>('[data-fit-part]')]
      return {
        text: span.textContent ?? '',
        title: span.getAttribute('title'),
        cut: parts.some((p) => p.scrollWidth > p.clientWidth + 1),
      }
    })
  )
}

const header = (page: Page, id: string) => page.locator(`.list-table th[data-column="${id}"]`)
const notice = (page: Page) => page.getByTestId('transfer-notice')
const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe.each(SIZES)('transfer screens at $width×$height', (size) => {
  const tag = `${size.width}`
  let page: Page

  beforeAll(async () => {
    page = await signInAs(browser, ctx.baseUrl, 'p2@lemon.cz', PASSWORD, '/user/dashboard', {
      viewport: size,
    })
  })
  afterAll(async () => {
    await page?.context().close()
  })

  test('Návrhy k přijetí: whole product names, PDK and the branch shown', async () => {
    await openList(page, '/transfers/incoming')
    const shown = await names(page)
    expect(shown.length).toBeGreaterThanOrEqual(NAMES.length)
    expect(shown.filter((n) => n.cut)).toEqual([])
    for (const name of NAMES) expect(shown.map((n) => n.text)).toContain(name)
    expect(shown.every((n) => n.title === n.text)).toBe(true)
    expect(await header(page, 'PDK').isVisible()).toBe(true)
    expect(await header(page, 'Název').isVisible()).toBe(true)
    expect(await noHorizontalScroll(page)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/incoming-${tag}.png` })
  })

  test('the search and the branch filter find Na Poříčí by name, without diacritics', async () => {
    for (const q of ['porici', 'Na Poříčí']) {
      await openList(page, `/transfers/incoming?q=${encodeURIComponent(q)}`)
      await expect.poll(() => page.getByTestId('transfer-row').count()).toBe(await liveFrom1())
      /* The rows are branch 1's (its column may have given way to the names at 1024 px). */
      const ids = await page
        .getByTestId('transfer-row')
        .evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-id'))))
      const sources = await sql('SELECT DISTINCT pharmacy_code FROM pool_items WHERE id = ANY(?)', [
        ids,
      ])
      expect(sources).toEqual([{ pharmacy_code: '1' }])
    }
    await openList(page, '/transfers/incoming')
    await page.getByRole('button', { name: /^Filtry/ }).click()
    const filter = page.getByTestId('filter-source')
    expect(await filter.getAttribute('placeholder')).toBe('Kód nebo název')
    expect(await fieldState(filter)).toEqual({
      invalid: false,
      description: 'Kód pobočky nebo část jejího názvu',
    })
    await filter.fill('porici')
    await page.waitForURL(/source=porici/)
    await expect.poll(() => page.getByTestId('transfer-row').count()).toBe(await liveFrom1())
    await page.screenshot({ path: `${SHOTS}/incoming-branch-filter-${tag}.png` })
    await page.keyboard.press('Escape')
  })

  test('"Odmítnout" answers in Czech and "Zpět" puts the offer back on the server', async () => {
    await openList(page, '/transfers/incoming?q=porici')
    const row = page.getByTestId('transfer-row').filter({ hasText: 'ESSENTIALE' })
    const id = (await row.getAttribute('data-row-id'))!
    await row.getByTestId('reject-button').click()
    await page.getByTestId('reject-reason').fill('Nemáme místo')
    await page.getByTestId('reject-submit').click()
    await notice(page)
      .filter({ hasText: 'Návrh odmítnut: ESSENTIALE FORTE 300MG CPS DUR 50.' })
      .waitFor()
    await page.locator(`[data-row-id="${id}"]`).waitFor({ state: 'detached' })
    const [rejected] = await sql('SELECT stav, target_pharmacy_code FROM pool_items WHERE id = ?', [
      Number(id),
    ])
    expect(rejected).toEqual({ stav: 'aktivní', target_pharmacy_code: null })
    /* Said once: no banner besides the notice. */
    expect(await page.getByTestId('feedback').count()).toBe(0)
    await page.screenshot({ path: `${SHOTS}/reject-notice-${tag}.png` })

    await notice(page).getByRole('button', { name: 'Zpět' }).click()
    await notice(page).filter({ hasText: 'Odmítnutí vráceno zpět' }).waitFor()
    await page.locator(`[data-row-id="${id}"]`).waitFor()
    const [back] = await sql(
      'SELECT stav, target_pharmacy_code, probability, duvod FROM pool_items WHERE id = ?',
      [Number(id)]
    )
    expect(back).toEqual({
      stav: 'rezervováno',
      target_pharmacy_code: '2',
      probability: 80,
      duvod: null,
    })
    const refused = await sql('SELECT 1 FROM refused WHERE pool_item_id = ?', [Number(id)])
    expect(refused).toEqual([])
    /* The reject's notice went (its leaving transition done), the undo's stays alone. */
    await expect.poll(() => notice(page).count()).toBe(1)
    await page.screenshot({ path: `${SHOTS}/reject-undone-${tag}.png` })
  })

  test('a confirm answers once, and the last notice does not stay beside it', async () => {
    /* A row of branch 3: the names of branch 1 stay for the next size's checks. */
    await openList(page, '/transfers/incoming?source=3')
    const first = page.locator('[data-row-index="0"]')
    const id = (await first.getAttribute('data-row-id'))!
    await page.getByTestId('cancel-selection').click()
    await first.getByTestId('transfer-select').check()
    await page.getByTestId('confirm-selected').click()
    const feedback = page.getByTestId('feedback').filter({ hasText: 'Potvrzena 1 položka.' })
    await feedback.waitFor()
    expect(await page.getByText('Potvrzena 1 položka.').count()).toBe(1)
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0)
    const [row] = await sql('SELECT stav FROM pool_items WHERE id = ?', [Number(id)])
    expect(row.stav).toBe('potvrzeno')
    await page.screenshot({ path: `${SHOTS}/confirm-once-${tag}.png` })
  })

  test('Potvrzené: whole product names and PDK', async () => {
    await openList(page, '/transfers/confirmed')
    const shown = await names(page)
    expect(shown.length).toBeGreaterThanOrEqual(NAMES.length)
    expect(shown.filter((n) => n.cut)).toEqual([])
    for (const name of NAMES) expect(shown.map((n) => n.text)).toContain(name)
    expect(await header(page, 'PDK').isVisible()).toBe(true)
    expect(await noHorizontalScroll(page)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/confirmed-${tag}.png` })
  })

  test('"Send" on Vychystané answers with the převodka it made', async () => {
    const to = size.width === 1366 ? '3' : '4'
    await openList(page, '/transfers/prepared', 'prepared-row')
    const row = page.getByTestId('prepared-row').filter({ hasText: `${to} – Lékárna ${to}` })
    /* The answer comes with the server's, not after the lists reload: every reload is held
       until the notice has shown (it waited for them, and a busy line left it unshown). */
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/**', async (route) => {
      if (route.request().method() === 'GET') await held
      await route.continue()
    })
    await row.getByRole('button', { name: 'Send' }).click()
    expect(await acceptConfirm(page)).toBe(`Really send the package for branch ${to}?`)
    const [prevodka] = await untilPrevodka(to)
    try {
      await notice(page)
        .filter({
          hasText: `Balík pro pobočku ${to} – Lékárna ${to} byl odeslán jako převodka ${prevodka.prevodka_id}.`,
        })
        .waitFor()
    } finally {
      release()
      await page.unrouteAll({ behavior: 'wait' })
    }
    await row.waitFor({ state: 'detached' })
    await page.screenshot({ path: `${SHOTS}/send-notice-${tag}.png` })
  })
})

describe('a name too long for its column at 1024 px', () => {
  const LONG_PACKED =
    'TELMISARTAN/HYDROCHLOROTHIAZID ZENTIVA KOMBINOVANÝ PŘÍPRAVEK PRO DLOUHODOBOU LÉČBU 80MG/12,5MG TBL NOB 28'

  test('its start gives way with "…", its pack stays whole, the title says it all', async () => {
    await seedPoolItems([{ ...item('1', 'rezervováno', LONG_PACKED, 'LP1'), target: '4' }])
    const page = await signInAs(browser, ctx.baseUrl, 'p4@lemon.cz', PASSWORD, '/user/dashboard', {
      viewport: { width: 1024, height: 768 },
    })
    await openList(page, '/transfers/incoming')
    const name = page.getByTestId('product-name').filter({ hasText: 'TELMISARTAN' })
    /* Measured once the table has fitted its columns (a render after the rows arrive). */
    const measure = () =>
      name.evaluate((span) => {
        const [head, pack] = [...span.querySelectorAll<HTMLElement>('[data-fit-part]')]
        const td = span.closest('td')
        if (!td || !pack) return null
        const cell = td.getBoundingClientRect()
        const packBox = pack.getBoundingClientRect()
        return {
          headCut: head.scrollWidth > head.clientWidth,
          pack: pack.textContent,
          packWhole: pack.scrollWidth <= pack.clientWidth && packBox.right <= cell.right,
          title: span.getAttribute('title'),
          text: span.textContent,
        }
      })
    await expect.poll(measure).toEqual({
      headCut: true,
      pack: ' 80MG/12,5MG TBL NOB 28',
      packWhole: true,
      title: LONG_PACKED,
      text: LONG_PACKED,
    })
    expect(await header(page, 'PDK').isVisible()).toBe(true)
    await page.screenshot({ path: `${SHOTS}/long-name-pack-1024.png` })
    await page.context().close()
  })
})

/** How many rezervováno or odesláno rows of branch 1 branch 2's list holds now. */
async function liveFrom1() {
  const [row] = await sql(
    `SELECT count(*)::int AS n FROM pool_items
      WHERE target_pharmacy_code = '2' AND pharmacy_code = '1' AND stav IN ('rezervováno', 'odesláno')`
  )
  return row.n as number
}

async function untilPrevodka(to: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await sql(`SELECT prevodka_id FROM prevodky WHERE to_code = ?`, [to])
    if (rows.length) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no převodka for ${to}`)
}
