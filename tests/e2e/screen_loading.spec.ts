import type { Browser, Page, Request } from 'playwright-core'
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
      document.querySelector('[data-testid="transfer-row"], [data-testid="pool-row"]')
        ? 'rows'
        : '',
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
  /* Branch 2's own items, for its pool screen. */
  await seedPoolItems(transferMix(3, '2', '1', 'rezervováno'))
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

  test('a click in the menu keeps the screen on view, with a progress bar, until the next one is here', async () => {
    await page.goto(`${ctx.baseUrl}/user/dashboard`)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    /* The ledger's code arrives late, as on a slow line. */
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/ledger-page-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: 'Saldo', exact: true }).click()
    const progress = page.getByRole('progressbar', { name: 'Načítám obrazovku' })
    await progress.waitFor()
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard')
    release()
    await page.getByRole('heading', { level: 1, name: 'Saldo pobočky' }).waitFor()
    await progress.waitFor({ state: 'detached' })
    await page.unroute('**/assets/ledger-page-*.js')
  })

  test('a screen whose code is gone from the host that answered reloads once into the new version', async () => {
    await page.goto(`${ctx.baseUrl}/user/dashboard`)
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
    await page.evaluate(() => sessionStorage.clear())
    /* A rolling deploy: the first host asked has another build; the reload reaches this one. */
    let refused = 0
    await page.route('**/assets/incoming-transfers-page-*.js', (route) =>
      refused++ === 0 ? route.abort() : route.continue()
    )
    await page.getByRole('button', { name: 'Transfers - receiving' }).click()
    await page.getByRole('link', { name: 'Návrhy k přijetí' }).click()
    await page.getByTestId('transfer-row').first().waitFor()
    expect(refused).toBe(2)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Návrhy k přijetí')
    await page.unroute('**/assets/incoming-transfers-page-*.js')
    await page.evaluate(() => sessionStorage.clear())
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

/** The API requests of the page from now on, as the browser reports them: start and end. */
function recordApiTraffic(target: Page) {
  const events: string[] = []
  const pathOf = (request: Request) => {
    const url = new URL(request.url())
    return `${url.pathname}${url.search}`
  }
  const onStart = (request: Request) => {
    if (pathOf(request).startsWith('/api/')) events.push(`start ${pathOf(request)}`)
  }
  const onEnd = (request: Request) => {
    if (pathOf(request).startsWith('/api/')) events.push(`end ${pathOf(request)}`)
  }
  target.on('request', onStart)
  target.on('requestfinished', onEnd)
  return {
    events,
    stop() {
      target.off('request', onStart)
      target.off('requestfinished', onEnd)
    },
  }
}

/** When the page asked for `/api` paths and had their answers, in ms from its navigation. */
const apiTimings = (target: Page) =>
  target.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => ({
        path: new URL(entry.name).pathname + new URL(entry.name).search,
        start: Math.round(entry.startTime),
        end: Math.round(entry.responseEnd),
      }))
  )

/*
| A reloaded list screen asks for its list from the first script, beside the session check,
| instead of after it (issue #28): the address says which list and page. The screen that
| renders once both have answered shows that answer and does not ask for it again.
*/
type ListScreen = { path: string; list: string; row: string }

/** Opens the screen, reloads it and checks the order of its requests on the reload. */
async function expectListAskedAtOnce(target: Page, screen: ListScreen) {
  await target.goto(`${ctx.baseUrl}${screen.path}`)
  await target.getByTestId(screen.row).first().waitFor()
  const traffic = recordApiTraffic(target)
  await target.reload()
  await target.getByTestId(screen.row).first().waitFor()
  /* A second request for the same page would start as the screen mounts; give it time. */
  await target.waitForTimeout(1000)
  traffic.stop()
  console.info(screen.path, JSON.stringify(await apiTimings(target)))

  const { events } = traffic
  const listAsked = events.indexOf(`start ${screen.list}`)
  const sessionChecked = events.indexOf('end /api/protected/me')
  expect(listAsked, events.join('\n')).toBeGreaterThanOrEqual(0)
  expect(sessionChecked, events.join('\n')).toBeGreaterThan(listAsked)
  expect(events.filter((event) => event === `start ${screen.list}`)).toHaveLength(1)
}

describe('a reloaded list screen', () => {
  test.each([
    { path: '/pool', list: '/api/pool/LEMON/2?page=1&limit=100', row: 'pool-row' },
    {
      path: '/transfers/incoming?page=2',
      list: '/api/transfers/incoming/LEMON/2?page=2&limit=50',
      row: 'transfer-row',
    },
  ])('$path asks for its list without waiting for the session check', (screen) =>
    expectListAskedAtOnce(page, screen)
  )

  test("an admin's list of users too", async () => {
    const admin = await signInAs(
      browser,
      ctx.baseUrl,
      'boss@lemon.cz',
      PASSWORD,
      '/admin/dashboard'
    )
    await expectListAskedAtOnce(admin, {
      path: '/admin/users?sort=email',
      list: '/api/admin/users?page=1&limit=50&sort=email&dir=asc',
      row: 'user-row',
    })
    await admin.context().close()
  })

  test('a session the server no longer knows shows no rows: the sign-in instead', async () => {
    const other = await signInAs(browser, ctx.baseUrl, 'p2@lemon.cz', PASSWORD)
    await other.context().addInitScript(recordStates)
    await other.goto(`${ctx.baseUrl}/pool`)
    await other.getByTestId('pool-row').first().waitFor()
    await other.evaluate(() => localStorage.setItem('token', 'no-longer-valid'))
    const traffic = recordApiTraffic(other)
    await other.reload()
    await other.getByRole('button', { name: 'Přihlásit' }).waitFor()
    traffic.stop()
    expect(traffic.events).toContain('start /api/pool/LEMON/2?page=1&limit=100')
    const states: string[] = await other.evaluate(() => (window as any).__states)
    expect(states).not.toContain('rows')
    await other.context().close()
  })
})
