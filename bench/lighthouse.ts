/*
| Lighthouse (`BENCH=lighthouse npm run bench`, issue #28): the performance score of the
| signed-in screens the issue names, on the screens bench's copy of the pool chain (100
| branches, 500 000 items, branch 7's lists filled; made by bench/screens.ts when missing).
| The built server in production mode; Chromium started with a DevTools port, signed in once
| per role through the login form, then Lighthouse on each screen with its desktop preset (the
| counter laptops: 1350×940, 40 ms round trip, 10 Mbit/s, no CPU slow-down; simulated
| throttling) and its default one (a mid-range phone: 4× slower CPU, 150 ms, 1.6 Mbit/s;
| BENCH_LIGHTHOUSE_PRESETS chooses), BENCH_LIGHTHOUSE_RUNS times each (default 3), keeping the median score with its total
| blocking time, largest contentful paint and longest main-thread task. Storage is kept
| between runs (the token lives in localStorage) and the notification stream is blocked, as
| Lighthouse waits for the network to fall quiet. Asserts nothing; results in
| tmp/bench/lighthouse-results.json.
*/
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/helpers/browser.js'
import { waitFor } from './wait_for.js'
import { BENCH_PASSWORD } from './accounts.js'
import { buildForProduction, benchEnv, databaseUrl, inProduction, startServer } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady, signIn } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench')
const PORT = benchPort(3559)
const BASE = `http://127.0.0.1:${PORT}`
const POOL_DB = process.env.BENCH_POOL_DB ?? named('lemon_bench_pool')
const DB = `${POOL_DB}_screens`
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)
const TARGET = 95
/* The desktop preset is the counter laptop; Lighthouse's default (a mid-range phone: 4× slower
   CPU, 150 ms round trip, 1.6 Mbit/s) is reported beside it. */
const PRESETS = (process.env.BENCH_LIGHTHOUSE_PRESETS ?? 'desktop,mobile').split(',') as Preset[]
const env = inProduction(
  benchEnv({ port: PORT, databaseUrl: databaseUrl(DB), queues: named('bench_lighthouse') })
)

/** The screens of the target: the working lists with the longest tasks and the dashboards. */
const SCREENS = [
  { path: '/user/dashboard', role: 'user' },
  { path: '/transfers/incoming', role: 'user' },
  { path: '/pool', role: 'user' },
  { path: '/admin/dashboard', role: 'admin' },
  { path: '/poolitems', role: 'admin' },
  { path: '/admin/users', role: 'admin' },
  { path: '/admin/jobs', role: 'admin' },
] as const

const EMAIL = { user: 'p7@bench.cz', admin: 'admin@bench.cz' } as const
/* BENCH_LIGHTHOUSE_SCREENS=/pool,/admin/users measures only those. */
const ONLY = process.env.BENCH_LIGHTHOUSE_SCREENS?.split(',')
const chosen = (path: string) => !ONLY || ONLY.includes(path)

function hasScreensCopy() {
  const sql = `SELECT count(*) FROM pg_database WHERE datname = '${DB}'`
  const out = execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qtAc', sql, 'postgres'])
  return Number(out.toString()) > 0
}

/** Chromium with a DevTools port of its choosing (read from its profile), for Lighthouse and Playwright. */
async function startChromium() {
  const profile = join(TMP, `lighthouse-profile-${process.pid}`)
  rmSync(profile, { recursive: true, force: true })
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    /* Its own process group, so that stop() ends its helpers with it. */
    { stdio: 'ignore', detached: true }
  )
  const file = join(profile, 'DevToolsActivePort')
  for (let i = 0; i < 100 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100))
  const port = Number(readFileSync(file, 'utf8').split('\n')[0])
  const stop = async () => {
    await new Promise((resolve) => {
      child.once('exit', resolve)
      /* The helpers too: left alone, one kept writing the profile for over 10 s after the
         browser had gone, and removing the profile failed. */
      process.kill(-child.pid!, 'SIGKILL')
    })
    /* What the helpers wrote last may still be landing for a moment. */
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
  return { port, stop }
}

/** Signs in through the form in the Chromium Lighthouse will drive; the token stays in localStorage. */
async function signInThroughForm(port: number, email: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  try {
    const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage())
    await page.goto(`${BASE}/login`)
    await page.evaluate(() => localStorage.clear())
    await page.goto(`${BASE}/login`)
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Heslo').fill(BENCH_PASSWORD)
    await page.getByRole('button', { name: 'Přihlásit' }).click()
    await page.waitForURL(/dashboard/)
  } finally {
    /* Leaves the browser running: connectOverCDP's close only disconnects. */
    await browser.close()
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

type Preset = 'desktop' | 'mobile'

async function audit(port: number, path: string, preset: Preset) {
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktop } = await import('lighthouse/core/config/desktop-config.js')
  const runs: {
    score: number
    tbt: number
    lcp: number
    fcp: number
    cls: number
    longestTask: number
  }[] = []
  let failed = 0
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(
      `${BASE}${path}`,
      {
        port,
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        blockedUrlPatterns: ['*/api/notifications/stream*'],
      },
      preset === 'desktop' ? desktop : undefined
    )
    const lhr = result!.lhr
    if (process.env.BENCH_LIGHTHOUSE_DETAILS === '1') {
      const items = (id: string) =>
        ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(
          0,
          8
        )
      console.log(path, preset, JSON.stringify({ longTasks: items('long-tasks') }))
      console.log(
        JSON.stringify({ bootup: items('bootup-time'), work: items('mainthread-work-breakdown') })
      )
    }
    if (lhr.runtimeError) {
      console.warn(`${path} (${preset}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
      if (++failed > 3) throw new Error(`${path}: Lighthouse failed ${failed} times`)
      i--
      continue
    }
    const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0)
    const tasks = (lhr.audits['long-tasks']?.details as { items?: { duration: number }[] })?.items
    runs.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      tbt: numeric('total-blocking-time'),
      lcp: numeric('largest-contentful-paint'),
      fcp: numeric('first-contentful-paint'),
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 0,
      longestTask: Math.round(Math.max(0, ...(tasks ?? []).map((t) => t.duration))),
    })
    if (lhr.finalDisplayedUrl && !lhr.finalDisplayedUrl.endsWith(path))
      throw new Error(`${path} ended on ${lhr.finalDisplayedUrl}: the session was lost`)
  }
  const score = median(runs.map((r) => r.score))
  const at = runs.find((r) => r.score === score)!
  return {
    'preset': preset,
    'screen': path,
    'score (median)': score,
    'scores': runs.map((r) => r.score).join(' / '),
    'TBT ms': at.tbt,
    'LCP ms': at.lcp,
    'FCP ms': at.fcp,
    'CLS': at.cls.toFixed(3),
    'longest task ms': at.longestTask,
    'target met': score >= TARGET ? 'yes' : 'no',
  }
}

/** The set-up test's run: the server from the sources, both accounts, Lighthouse's Chromium reachable. */
async function setupOnly() {
  const server = startServer(env, { fromSources: true })
  const browser = await startChromium()
  try {
    await waitFor(`${BASE}/_ping`)
    const signIns = [
      (await signIn(BASE, EMAIL.user, BENCH_PASSWORD)).status,
      (await signIn(BASE, EMAIL.admin, BENCH_PASSWORD)).status,
    ]
    await waitFor(`http://127.0.0.1:${browser.port}/json/version`)
    const { default: lighthouse } = await import('lighthouse')
    reportReady('lighthouse', { database: DB, signIns, lighthouse: typeof lighthouse })
  } finally {
    server.kill('SIGTERM')
    await browser.stop()
  }
}

export async function main() {
  mkdirSync(TMP, { recursive: true })
  if (!hasScreensCopy()) await (await import('./screens.js')).prepareDatabase()
  if (SETUP_ONLY) return setupOnly()
  buildForProduction(env)
  const server = startServer(env)
  const browser = await startChromium()
  const rows: Record<string, unknown>[] = []
  try {
    await waitFor(`${BASE}/_ping`)
    await waitFor(`http://127.0.0.1:${browser.port}/json/version`)
    for (const role of ['user', 'admin'] as const) {
      await signInThroughForm(browser.port, EMAIL[role])
      for (const screen of SCREENS.filter((s) => s.role === role && chosen(s.path))) {
        for (const preset of PRESETS) {
          rows.push(await audit(browser.port, screen.path, preset))
          console.log(JSON.stringify(rows.at(-1)))
        }
      }
    }
  } finally {
    server.kill('SIGTERM')
    await browser.stop()
  }
  writeFileSync(
    join(TMP, 'lighthouse-results.json'),
    JSON.stringify({ target: TARGET, runs: RUNS, screens: rows }, null, 2)
  )
  console.table(rows)
}
