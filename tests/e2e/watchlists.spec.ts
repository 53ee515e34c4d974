import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { moderateViolations } from '../helpers/axe.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { acceptConfirm, ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { today } from '../helpers/exports.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Watchlists in Chromium against the built SPA and the real pdf worker. The current
| úhrady list (inserted with SQL, valid since yesterday) holds two IBALGIN strengths,
| PARALEN and a name with diacritics.
*/

const PASSWORD = 'heslo1234'
const USER = 'p1@lemon.cz'
const SCREENS = 'tmp/screens'
const dir = mkdtempSync(join(tmpdir(), 'watchlists-e2e-'))

let ctx: TestApp
let browser: Browser
let stopPdf: () => Promise<void>
let page: Page
let detailUrl: string

async function insertUhrady(validFrom: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `INSERT INTO price_lists (kind, valid_from, source, rows)
     VALUES ('uhrady', ?, 'uhrady.xlsx', 4) RETURNING id`,
    [validFrom]
  )
  await db.rawQuery(
    `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplatek, doplatek_limit,
       doplatek_zvysena, doplatek_zvysena_limit)
     VALUES (:id, '0054321', 'IBALGIN 400 TBL 30', 80, 12.5, 10, 5.25, 3),
            (:id, '0054322', 'IBALGIN 600 TBL 30', 95, 20, 15.4, NULL, NULL),
            (:id, '0012345', 'PARALEN 500MG TBL 24', 30, 1234.5, 0, 0, 0),
            (:id, '0077777', 'ŽALUDEČNÍ ČAJ 20X1,5G', 10, 7.1, 7.1, 7.1, 7.1)`,
    { id: rows[0].id }
  )
}

const screenshot = (name: string, target = page) =>
  target.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true })

/** The feedback alert of the page shows `text`. */
const feedback = (text: string) => page.getByTestId('feedback').getByText(text).waitFor()

const itemRow = (sukl: string) => page.locator(`[data-testid="item-row"][data-row-id="${sukl}"]`)

async function search(q: string) {
  await page.getByTestId('medicine-search').fill(q)
}

beforeAll(async () => {
  ensureSpaBuilt()
  mkdirSync(SCREENS, { recursive: true })
  ctx = await bootApp()
  stopPdf = await startTestWorker('pdf')
  await createUser({
    username: 'p1',
    email: USER,
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '1',
  })
  await createUser({
    username: 'p2',
    email: 'p2@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '2',
  })
  await insertUhrady(addDays(today(), -1))
  browser = await launchChromium()
  page = await signInAs(browser, ctx.baseUrl, USER, PASSWORD)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await stopPdf?.()
  await ctx?.close()
})

describe('watchlists in Chromium', () => {
  test('a watchlist needs a name and a valid e-mail, then is created', async () => {
    await page.goto(`${ctx.baseUrl}/watchlists`)
    await page.getByText('Zatím nemáte žádný watchlist.').waitFor()
    await page.getByTestId('watchlist-create').click()
    await page.getByText('Zadejte název watchlistu.').first().waitFor()

    await page.getByTestId('watchlist-name').fill('Kardiologie')
    await page.getByTestId('watchlist-email').fill('lekar@')
    await page.getByTestId('watchlist-create').click()
    await page
      .getByText('Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.')
      .first()
      .waitFor()

    await page.getByTestId('watchlist-email').fill('lekar@example.cz')
    await page.getByTestId('watchlist-create').click()
    await feedback('Watchlist vytvořen.')
    const row = page.getByTestId('watchlist-row')
    await row.getByText('Kardiologie').waitFor()
    expect(await row.textContent()).toContain('lekar@example.cz')
    await screenshot('watchlists-list')
  })

  test('a watchlist is edited in place', async () => {
    await page.getByTestId('edit-button').click()
    await page.getByTestId('edit-name').fill('')
    await page.getByTestId('save-button').click()
    await page.getByTestId('watchlist-row').getByText('Zadejte název watchlistu.').waitFor()
    await page.getByTestId('edit-name').fill('Kardiologie Nová')
    await page.getByTestId('save-button').click()
    await feedback('Změny uloženy.')
    await page.getByTestId('detail-link').getByText('Kardiologie Nová').waitFor()
  })

  test('the detail searches the úhrady list and adds medicines with Czech amounts', async () => {
    await page.getByTestId('detail-link').click()
    await page.waitForURL(/\/watchlists\/LEMON\/1\/\d+$/)
    detailUrl = page.url()
    await page.getByRole('heading', { name: 'Kardiologie Nová' }).waitFor()
    await page.getByTestId('items-empty').waitFor()

    await search('i')
    await page.getByText('Zadejte alespoň 2 znaky.').waitFor()
    await search('ibal')
    await page.getByTestId('search-row').nth(1).waitFor()
    const results = page.getByTestId('search-row')
    expect(await results.allTextContents()).toEqual([
      expect.stringContaining('IBALGIN 400 TBL 30'),
      expect.stringContaining('IBALGIN 600 TBL 30'),
    ])
    expect(await results.first().textContent()).toContain('12,50')
    expect(await moderateViolations(page)).toEqual([])
    await screenshot('watchlist-search')

    await results.first().getByTestId('add-button').click()
    await feedback('Přípravek IBALGIN 400 TBL 30 přidán.')
    await itemRow('0054321').waitFor()
    const ibalgin = await itemRow('0054321').textContent()
    for (const text of ['IBALGIN 400 TBL 30', '12,50', '10,00', '5,25', '3,00']) {
      expect(ibalgin).toContain(text)
    }
    await results.first().getByText('Ve watchlistu').waitFor()

    await search('zaludecni')
    await page.getByTestId('search-row').getByText('ŽALUDEČNÍ ČAJ 20X1,5G').waitFor()
    await search('paralen')
    await page.getByTestId('search-row').getByText('PARALEN 500MG TBL 24').waitFor()
    await page.getByTestId('search-row').first().getByTestId('add-button').click()
    await feedback('Přípravek PARALEN 500MG TBL 24 přidán.')
    await itemRow('0012345').getByText('1 234,50').waitFor()

    await search('xyzq')
    await page.getByTestId('search-empty').getByText('Nic nenalezeno.').waitFor()
  })

  test('the no-surcharge flag is toggled and kept', async () => {
    const box = itemRow('0012345').getByTestId('bez-doplatku')
    expect(await box.isChecked()).toBe(false)
    await box.click()
    await expect.poll(() => box.isChecked()).toBe(true)
    await page.reload()
    await itemRow('0012345').waitFor()
    expect(await itemRow('0012345').getByTestId('bez-doplatku').isChecked()).toBe(true)
    expect(await itemRow('0054321').getByTestId('bez-doplatku').isChecked()).toBe(false)
    await screenshot('watchlist-detail')
  })

  test('the PDF export opens in a new tab with the amounts', async () => {
    let exported!: (body: Buffer) => void
    const pdf = new Promise<Buffer>((resolve) => (exported = resolve))
    await page.route(
      (url) => url.pathname.endsWith('/export'),
      async (route) => {
        const response = await route.fetch()
        const body = await response.body()
        expect(response.headers()['content-type']).toBe('application/pdf')
        exported(body)
        await route.fulfill({ response, body })
      },
      { times: 1 }
    )
    const tab = page.context().waitForEvent('page')
    await page.getByTestId('export-pdf').click()
    const file = join(dir, 'watchlist.pdf')
    writeFileSync(file, await pdf)
    const text = execFileSync('pdftotext', ['-layout', file, '-'])
      .toString()
      .replace(/[ \t]+/g, ' ')
    expect(text).toContain('Watchlist Kardiologie Nová')
    expect(text).toMatch(/0054321 IBALGIN 400 TBL 30 12,50 10,00 5,25 3,00 ne/)
    expect(text).toMatch(/0012345 PARALEN 500MG TBL 24 1 234,50 0,00 0,00 0,00 ano/)
    const opened = await tab
    await opened.waitForURL(/^blob:/)
    await opened.close()
    execFileSync('pdftoppm', ['-png', '-r', '70', '-singlefile', file, `${SCREENS}/watchlist-pdf`])
  })

  test('a failed PDF download is told in Czech', async () => {
    await page.route(
      (url) => url.pathname.endsWith('/export'),
      (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 'QUEUE_UNAVAILABLE',
            message: 'Generování PDF je dočasně nedostupné. Zkuste to prosím za chvíli.',
          }),
        }),
      { times: 1 }
    )
    await page.getByTestId('export-pdf').click()
    await feedback('Generování PDF je dočasně nedostupné. Zkuste to prosím za chvíli.')
  })

  test('the e-mail is prepared as a mailto link listing the items', async () => {
    const href = (await page.getByTestId('prepare-mail').getAttribute('href'))!
    expect(href.startsWith('mailto:lekar@example.cz?subject=')).toBe(true)
    const subject = decodeURIComponent(href.split('subject=')[1].split('&')[0])
    const body = decodeURIComponent(href.split('&body=')[1])
    expect(subject).toBe('Sledované léky – Kardiologie Nová')
    expect(body).toContain('„Kardiologie Nová“ (lékárna 1)')
    expect(body).toContain(
      'IBALGIN 400 TBL 30 (SÚKL 0054321): doplatek 12,50 Kč, do limitu 10,00 Kč; ' +
        'při zvýšené úhradě 5,25 Kč, do limitu 3,00 Kč'
    )
    expect(body).toContain('PARALEN 500MG TBL 24 (SÚKL 0012345): u nás bez doplatku')

    // Headless Chromium has no mail client: after the fallbacks the draft is shown.
    await page.getByTestId('prepare-mail').click()
    const modal = page.getByTestId('mail-fallback')
    await modal.getByText('Poštovní klient se neotevřel.', { exact: false }).waitFor()
    // A textarea keeps line breaks as LF.
    expect(await page.getByTestId('mail-body').inputValue()).toBe(body.replaceAll('\r\n', '\n'))
    await screenshot('watchlist-mail')
    await page.keyboard.press('Escape')
    await modal.waitFor({ state: 'detached' })
  })

  test('an item is removed', async () => {
    await itemRow('0054321').getByTestId('remove-button').click()
    await feedback('Přípravek IBALGIN 400 TBL 30 odebrán.')
    await itemRow('0054321').waitFor({ state: 'detached' })
    expect(await page.getByTestId('item-row').count()).toBe(1)
  })

  test('an unknown watchlist says Watchlist nenalezen; another branch is refused', async () => {
    await page.goto(`${ctx.baseUrl}/watchlists/LEMON/1/999999`)
    await page.getByTestId('not-found').getByText('Watchlist nenalezen').waitFor()
    await screenshot('watchlist-not-found')
    await page.goto(`${ctx.baseUrl}/watchlists/LEMON/2/1`)
    await page.getByRole('alert').getByText('K údajům jiné pobočky nemáte přístup.').waitFor()
  })

  test('a watchlist is deleted after a confirm', async () => {
    await page.goto(detailUrl)
    await page.getByText('Zpět na sledované léky').click()
    await page.getByTestId('watchlist-row').waitFor()
    const question = acceptConfirm(page)
    await page.getByTestId('delete-button').click()
    expect(await question).toBe('Opravdu smazat watchlist Kardiologie Nová?')
    await feedback('Watchlist smazán.')
    await page.getByText('Zatím nemáte žádný watchlist.').waitFor()
  })
})
