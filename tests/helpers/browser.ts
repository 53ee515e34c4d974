import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Dialog,
  type Locator,
  type Page,
} from 'playwright-core'

/*
| Shared pieces of the end-to-end tests: the built SPA, Debian's Chromium and the
| sign-in form. The benches (bench/) start their Chromium from here too.
*/

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** `CHROMIUM_PATH` or Debian's Chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/* Headless in a container (no sandbox, no GPU), with none of Chromium's own traffic (updates,
   sync) beside the product's. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** `npm test` builds the SPA first; a direct `vitest run` may not have. */
export function ensureSpaBuilt() {
  if (existsSync(`${ROOT}public/index.html`)) return
  const build = spawnSync(
    `${ROOT}node_modules/.bin/vite`,
    ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
    { cwd: ROOT, stdio: 'inherit' }
  )
  if (build.status !== 0) throw new Error('vite build of the SPA failed')
}

/** Headless Chromium, `CHROMIUM_PATH` or Debian's `/usr/bin/chromium`. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * Answers the bell's live notifications stream with 204 (no stream: the bell polls). The
 * stream is a fetch that never ends, so Playwright's 'networkidle' (which leaves out only
 * native EventSource requests) would never come while it is open.
 */
export async function withoutLiveNotifications(target: BrowserContext | Page) {
  await target.route('**/api/notifications/stream', (route) => route.fulfill({ status: 204 }))
}

export type PageOptions = {
  viewport?: { width: number; height: number }
  /** Keep the live notifications stream (off by default, see withoutLiveNotifications). */
  liveNotifications?: boolean
}

/**
 * How long a page's actions and waits may take: on a two-core machine busy with the server,
 * its workers and Chromium (or two browser files side by side, TEST_WORKERS_BROWSER=2), a
 * screen that paints in a second on a quiet machine may take several.
 */
export const PAGE_TIMEOUT = 15_000

/** A page in a fresh context (its own storage) with the `PAGE_TIMEOUT` default timeout. */
export async function openPage(
  browser: Browser,
  viewport = { width: 1400, height: 900 },
  options: Omit<PageOptions, 'viewport'> = {}
): Promise<Page> {
  const context = await browser.newContext({ viewport })
  if (!options.liveNotifications) await withoutLiveNotifications(context)
  const page = await context.newPage()
  page.setDefaultTimeout(PAGE_TIMEOUT)
  countRequests(page)
  return page
}

/* The requests a page has in flight (untilSettled), each with when it started: counted from
   the page's first request. */
const inFlight = new WeakMap<Page, Map<unknown, number>>()

/*
| The pages open now, for tests/helpers/browser_failures.ts: when a test fails, each one's
| address, its requests still in flight and a screenshot are written down, so a step that ran
| past PAGE_TIMEOUT in a full run says what it was waiting for.
*/
const openPages: Set<Page> = ((globalThis as any).__lemonOpenPages ??= new Set<Page>())

/** What the open pages were doing: address and the requests in flight, with their age. */
export async function describeOpenPages(screenshotTo: string): Promise<string[]> {
  const lines: string[] = []
  let n = 0
  for (const page of openPages) {
    if (page.isClosed()) continue
    const open = inFlight.get(page) ?? new Map()
    const pending = [...open].map(
      ([request, at]) =>
        `${(request as { method(): string }).method()} ${(request as { url(): string }).url()} ` +
        `(${Date.now() - at} ms)`
    )
    const shot = `${screenshotTo}-${++n}.png`
    await page.screenshot({ path: shot, timeout: 5_000 }).catch(() => {})
    lines.push(
      `page ${page.url()}; in flight: ${pending.join(', ') || 'nothing'}; screenshot ${shot}`
    )
  }
  return lines
}

/** Counts the page's requests for `untilSettled`; `openPage` does it for its pages. */
export function countRequests(page: Page) {
  const open = new Map<unknown, number>()
  inFlight.set(page, open)
  openPages.add(page)
  page.on('close', () => openPages.delete(page))
  page.on('request', (request) => open.set(request, Date.now()))
  page.on('requestfinished', (request) => open.delete(request))
  page.on('requestfailed', (request) => open.delete(request))
  /* A document replaced by a navigation never finishes its old requests. */
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame())
      for (const request of open.keys())
        if ((request as { frame(): unknown }).frame() !== frame) open.delete(request)
  })
}

/** Two frames painted and the page's finite animations and transitions run out. */
const frameSettled = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined))
    )
  })

/**
 * Waits until the screen has settled: no request of the page in flight over two painted
 * frames in a row and no transition running (a collapsing menu, a dialog fading in). Unlike
 * Playwright's 'networkidle', which always waits half a second of silence, this returns as
 * soon as the screen is still, and it waits as long as a busy machine needs. A page not
 * opened by `openPage` falls back to 'networkidle'.
 */
export async function untilSettled(page: Page, timeout = PAGE_TIMEOUT) {
  const open = inFlight.get(page)
  if (!open) {
    await page.waitForLoadState('networkidle')
    return frameSettled(page)
  }
  const deadline = Date.now() + timeout
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline)
      throw new Error(`the page did not settle in ${timeout} ms (${open.size} requests open)`)
    await frameSettled(page)
    quiet = open.size === 0 ? quiet + 1 : 0
    if (quiet === 0) await page.waitForTimeout(25)
  }
}

/**
 * Fills the sign-in form already on the page and submits it, with the button or, with
 * `submit: 'enter'`, the Enter key. Waits for nothing: the caller knows where it lands.
 */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  submit: 'button' | 'enter' = 'button'
) {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Heslo').fill(password)
  if (submit === 'enter') await page.keyboard.press('Enter')
  else await page.getByRole('button', { name: 'Přihlásit' }).click()
}

/** Opens /login and signs in; see `submitSignIn`. */
export async function signIn(
  page: Page,
  baseUrl: string,
  email: string,
  password: string,
  submit: 'button' | 'enter' = 'button'
) {
  await page.goto(`${baseUrl}/login`)
  await submitSignIn(page, email, password, submit)
}

/** Opens a new page signed in as `email`, waiting until the role's home page shows. */
export async function signInAs(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  home = '/user/dashboard',
  options: PageOptions = {}
): Promise<Page> {
  const page = await openPage(browser, options.viewport, options)
  await signIn(page, baseUrl, email, password)
  await untilHomeShows(page, home)
  return page
}

/**
 * Waits until the home page has replaced the sign-in form. The address changes first: the
 * router keeps the form on screen while the home screen's code loads (a transition), which
 * on a busy machine outlasts a moment of network silence.
 */
export async function untilHomeShows(page: Page, home: string) {
  await page.waitForURL(`**${home}`)
  await page.getByRole('button', { name: 'Přihlásit' }).waitFor({ state: 'detached' })
}

/**
 * Accepts the next question the product asks before an action, in its own dialog (issue
 * #25 replaced the browser's `confirm()`), and resolves to the question's text. A native
 * dialog meanwhile fails it: the product must not fall back to the browser's pop-up.
 */
export async function acceptConfirm(page: Page): Promise<string> {
  let native: string | null = null
  const onDialog = (dialog: Dialog) => {
    native = `${dialog.type()}: ${dialog.message()}`
    void dialog.dismiss()
  }
  page.on('dialog', onDialog)
  try {
    const question = page.getByTestId('confirm-question')
    await question.waitFor()
    const dialog = page.getByRole('dialog').filter({ has: question })
    const text = (await question.textContent()) ?? ''
    await dialog.getByTestId('confirm-accept').click()
    await question.waitFor({ state: 'detached' })
    if (native) throw new Error(`expected the product's own dialog, got the browser's ${native}`)
    return text
  } finally {
    page.off('dialog', onDialog)
  }
}

/**
 * What a screen reader hears about a form field: whether it is marked invalid and the
 * texts it is described by (`aria-describedby`), e.g. its error message.
 */
export async function fieldState(field: Locator) {
  return field.evaluate((element) => ({
    invalid: element.getAttribute('aria-invalid') === 'true',
    description: (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  }))
}
