/*
| `BENCH=web npm run bench`: the first load over a branch's VPN. Builds the SPA, starts
| the web server in production mode, and drives Chromium with the DevTools network
| throttled to 10 Mbit/s both ways, 40 ms round trip and the cache disabled, so every
| run is a first visit. Reports, over BENCH_WEB_RUNS runs (default 7): the time from
| navigation until the /login form is visible, until /user/dashboard shows its content
| (signed in, heading and counters), and the compressed bytes of JS and CSS /login
| loads. Targets: ≤ 1.0 s, ≤ 2.0 s, ≤ 250 KB. Asserts nothing; results in
| tmp/bench/web-results.json.
*/
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Page } from 'playwright-core'
import { launchChromium } from '../tests/helpers/browser.js'
import { waitFor } from './wait_for.js'
import { BENCH_PASSWORD } from './accounts.js'
import { TS_NODE, benchEnv, buildSpa, databaseUrl, inProduction, startServer } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady, signIn } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench')
const PORT = Number(process.env.BENCH_WEB_PORT ?? benchPort(3556))
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7)
const DATABASE = named('lemon_bench_web')
const env = inProduction(
  benchEnv({ port: PORT, databaseUrl: databaseUrl(DATABASE), queues: named('bench_web') })
)
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (10 * 1024 * 1024) / 8,
}

function run(cmd: string, args: string[]) {
  execFileSync(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
}

function setup() {
  /* The set-up test checks the data and the server, not the SPA's build (a minute). */
  if (!SETUP_ONLY) buildSpa()
  const psql = ['-h', '127.0.0.1', '-U', 'postgres', '-qc']
  run('psql', [...psql, `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`])
  run('psql', [...psql, `CREATE DATABASE ${DATABASE}`])
  run('node', ['ace.js', 'migration:run', '--force'])
  writeFileSync(
    join(TMP, 'web-branches.csv'),
    'firma,code,name,street,city,zip\nLEMON,1,Pobočka 1,A,B,1\n'
  )
  run('node', [...TS_NODE, 'cli/index.ts', 'branches:import', join(TMP, 'web-branches.csv')])
  run('node', [
    ...TS_NODE,
    'cli/index.ts',
    'users:create',
    '--username',
    'benchweb',
    '--email',
    'benchweb@lemon.cz',
    '--password',
    BENCH_PASSWORD,
    '--role',
    'user',
    '--firma',
    'LEMON',
    '--pharmacy-code',
    '1',
  ])
}

/** Throttles the page's network and disables its cache, as on a first visit over the VPN. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  const types = new Map<string, string>()
  const bytes = { script: 0, stylesheet: 0, other: 0 }
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type))
  cdp.on('Network.loadingFinished', (event) => {
    const type = types.get(event.requestId)
    if (type === 'Script') bytes.script += event.encodedDataLength
    else if (type === 'Stylesheet') bytes.stylesheet += event.encodedDataLength
    else bytes.other += event.encodedDataLength
  })
  return bytes
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number) => `${Math.round(value)} ms`
const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`

export async function main() {
  mkdirSync(TMP, { recursive: true })
  setup()
  const server = startServer(env, { fromSources: true })
  if (SETUP_ONLY) {
    try {
      await waitFor(`${BASE}/_ping`)
      const { status } = await signIn(BASE, 'benchweb@lemon.cz', BENCH_PASSWORD)
      return reportReady('web', { database: DATABASE, signIns: [status] })
    } finally {
      server.kill('SIGTERM')
    }
  }
  const browser = await launchChromium()
  const login: number[] = []
  const dashboard: number[] = []
  const loginBytes: { script: number; stylesheet: number; other: number }[] = []
  try {
    await waitFor(`${BASE}/_ping`)
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
      await context.route('**/api/notifications/stream', (route) => route.fulfill({ status: 204 }))
      const page = await context.newPage()

      const bytes = await throttle(page)
      let started = performance.now()
      await page.goto(`${BASE}/login`, { waitUntil: 'commit' })
      await page.getByRole('button', { name: 'Přihlásit' }).waitFor()
      await page.getByLabel('E-mail').waitFor()
      login.push(performance.now() - started)
      await page.waitForLoadState('networkidle')
      loginBytes.push({ ...bytes })

      await page.getByLabel('E-mail').fill('benchweb@lemon.cz')
      await page.getByLabel('Heslo').fill(BENCH_PASSWORD)
      await page.getByRole('button', { name: 'Přihlásit' }).click()
      await page.waitForURL('**/user/dashboard')
      await page.waitForLoadState('networkidle')

      /* A signed-in staff member opening the dashboard afresh (nothing cached). */
      await page.goto('about:blank')
      started = performance.now()
      await page.goto(`${BASE}/user/dashboard`, { waitUntil: 'commit' })
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor()
      await page.getByTestId('stat-counter').nth(3).waitFor()
      await page.getByText('Nástěnka').waitFor()
      dashboard.push(performance.now() - started)
      await context.close()
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
  }

  const results = {
    network: '10 Mbit/s down and up, 40 ms RTT, cache disabled (CDP)',
    runs: RUNS,
    loginFormVisible: { median: ms(median(login)), max: ms(Math.max(...login)), target: '≤ 1.0 s' },
    dashboardContentVisible: {
      median: ms(median(dashboard)),
      max: ms(Math.max(...dashboard)),
      target: '≤ 2.0 s',
    },
    loginJsCssCompressed: {
      js: kb(loginBytes[0].script),
      css: kb(loginBytes[0].stylesheet),
      total: kb(loginBytes[0].script + loginBytes[0].stylesheet),
      other: kb(loginBytes[0].other),
      target: '≤ 250 KB',
    },
    raw: { login, dashboard },
  }
  writeFileSync(join(TMP, 'web-results.json'), JSON.stringify(results, null, 2))
  const { raw: _raw, ...shown } = results
  console.log(JSON.stringify(shown, null, 2))
}
