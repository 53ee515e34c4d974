import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt, launchChromium, signInAs } from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, transferMix } from '../helpers/list_data.js'
import { signInStaff } from '../helpers/users.js'

/*
| A reload (or a typed address, or a shared link) of a signed-in screen: the code of the
| screen, of the lazy parts around it and of the signed-in shell is fetched at once, before
| the first render. Each lazy level used to suspend in turn, and React keeps a loader it has
| shown for at least 300 ms, so Návrhy k přijetí on the pool chain showed its first row
| ~960 ms after navigation instead of ~450 ms. What the page showed is recorded from its
| first mutation on; the loaders of the route (`Načítám…`) and of the screen's code
| (`aria-label="Načítám…"`) must not appear. A chunk that cannot be fetched still ends in
| the error screen.
*/

const PASSWORD = 'heslo1234'

let ctx: TestApp
let browser: Browser
let page: Page

/** Records, from the document's start, every distinct state of the page that matters here. */
const recordStates = () => {
  const states: string[] = []
  ;(window as any).__states = states
  const note = () => {
    const body = document.body
    const parts = [
      document.querySelector('[aria-label="Načítám…"]') ? 'code-loader' : '',
      /^\s*Načítám…\s*$/.test(body.innerText) ? 'route-loader' : '',
      body.innerText.includes('Načítám layout…') ? 'session-check' : '',
      document.querySelector('[data-testid="transfer-row"]') ? 'rows' : '',
    ].filter(Boolean)
    const state = parts.join(' ') || 'blank'
    if (states.at(-1) !== state) states.push(state)
  }
  document.addEventListener('DOMContentLoaded', () => {
    note()
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  await signInStaff(apiClient(ctx.baseUrl), ['1', '2'])
  await seedPoolItems(transferMix(60, '1', '2', 'rezervováno'))
  browser = await launchChromium()
  page = await signInAs(browser, ctx.baseUrl, 'p2@lemon.cz', PASSWORD)
  await page.context().addInitScript(recordStates)
})

afterAll(async () => {
  await browser?.close()
  await ctx?.close()
})

describe('a signed-in screen opened by its address', () => {
  test('renders the screen without a loader for each lazy level', async () => {
    for (const path of ['/transfers/incoming', '/user/dashboard', '/transfers/incoming']) {
      await page.goto(`${ctx.baseUrl}${path}`)
      await page.getByRole('heading', { level: 1 }).waitFor()
      if (path === '/transfers/incoming') await page.getByTestId('transfer-row').first().waitFor()
      const states: string[] = await page.evaluate(() => (window as any).__states)
      expect(states.join(' → '), path).not.toMatch(/code-loader|route-loader/)
    }
    const states: string[] = await page.evaluate(() => (window as any).__states)
    expect(states.at(-1)).toBe('rows')
  })

  test("a screen whose code can't be fetched ends in the error screen", async () => {
    await page.route('**/assets/incoming-transfers-page-*.js', (route) => route.abort())
    await page.goto(`${ctx.baseUrl}/transfers/incoming`)
    await page.getByRole('heading', { name: 'Stránku se nepodařilo načíst', level: 1 }).waitFor()
    await page.getByRole('link', { name: 'Obnovit stránku' }).waitFor()
    await page.unroute('**/assets/incoming-transfers-page-*.js')
    await page.getByRole('link', { name: 'Obnovit stránku' }).click()
    await page.getByTestId('transfer-row').first().waitFor()
  })
})
