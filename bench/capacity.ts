/*
| Capacity of the sign-in check and a list page (`BENCH=capacity npm run bench`, issue #28),
| on the pool bench's firma (100 branches, 500 000 items; generated first when missing):
| the built server in production mode at 10 connections for `/_ping`, an authenticated
| request that does nothing else (`/api/protected/me`) and the branch pool's first page of
| 50, next to pgbench running that page's own SQL (taken from the query code, not copied).
| Besides requests a second it reports the web process's CPU time per request, the figure
| that a busy machine disturbs least. Reports figures; it asserts nothing.
*/
import { execFileSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BENCH_PASSWORD } from './accounts.js'
import { benchEnv, buildServer, databaseUrl, inProduction, startServer } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady } from './setup_only.js'
import { waitFor } from './wait_for.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench')
const PORT = benchPort(3558)
const BASE = `http://127.0.0.1:${PORT}`
/* The pool bench's firma (bench/pool.ts names it alike). */
const DB = process.env.BENCH_POOL_DB ?? named('lemon_bench_pool')
const CONNECTIONS = 10
const SECONDS = Number(process.env.BENCH_CAPACITY_SECONDS ?? 10)
/* One key for every server of the run: a token signed by one is valid on the next. */
const SERVER_KEY = randomBytes(32).toString('hex')
const env = benchEnv({
  port: PORT,
  databaseUrl: databaseUrl(DB),
  queues: named(`bench_capacity_${DB}`),
})

const psql = (sql: string, db = DB) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qtAc', sql, db]).toString().trim()

function hasFirma() {
  try {
    return Number(psql('SELECT count(*) FROM pool_items')) > 0
  } catch {
    return false
  }
}

/** The branch pool page's SQL with its values written in, as pgbench runs it. */
async function pageSql(pharmacyCode: string, limit: number) {
  Object.assign(process.env, env)
  const { bootApp } = await import('#core/boot_app')
  const app = await bootApp(new URL('../', import.meta.url))
  try {
    const { parseListParams } = await import('#core/list_contract')
    const { branchPoolJsonPageSql } = await import('#pool/queries/pool_lists')
    const { branchPoolList } = await import('#contracts/lists/pool_items')
    const params = parseListParams({ page: '1', limit: String(limit) }, branchPoolList)
    const { text, args } = branchPoolJsonPageSql(
      { firma: 'LEMON', pharmacyCode },
      { ...params, page: params.page! }
    )
    let i = 0
    return text.replace(/\?/g, () => {
      const value = args[i++]
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`
    })
  } finally {
    await app.terminate()
  }
}

/** user + system CPU of a process so far, in microseconds. */
function cpuMicros(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  /* utime and stime are fields 14 and 15 of the whole line, in clock ticks of 10 ms. */
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}

async function load(server: ChildProcess, path: string, headers: Record<string, string>) {
  const url = `${BASE}${path}`
  /* Warm-up: JIT, the pool's connections and their prepared plans. */
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 3 })
  const before = cpuMicros(server.pid!)
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS })
  const cpu = cpuMicros(server.pid!) - before
  if (run.non2xx > 0) throw new Error(`${path}: ${run.non2xx} answers were not 2xx`)
  return {
    rps: run.requests.average,
    p99: run.latency.p99,
    cpuPerRequest: cpu / Math.max(1, run.requests.total),
  }
}

function pgbench(sql: string) {
  return pgbenchSeconds(sql, SECONDS)
}

function pgbenchSeconds(sql: string, seconds: number) {
  const file = join(TMP, 'capacity-page.sql')
  /* pgbench reads `:MI` in a to_char format ('HH24:MI:SS') as one of its variables; the same
     text built from chr(58) is folded to a constant when the statement is planned. */
  writeFileSync(file, `${sql.replace(/:(?=[A-Z])/g, "' || chr(58) || '")};\n`)
  const out = execFileSync('/usr/lib/postgresql/15/bin/pgbench', [
    ...['-h', '127.0.0.1', '-U', 'postgres', '-n', '-M', 'prepared', '-f', file],
    ...['-c', String(CONNECTIONS), '-j', '2', '-T', String(seconds), DB],
  ]).toString()
  return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0)
}

/** Self time of a V8 CPU profile by function, the `top` largest, in % of the samples. */
export function profileSummary(file: string, top = 15) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
    samples: number[]
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const self = new Map<string, number>()
  for (const id of profile.samples) {
    const frame = byId.get(id)!
    const where = frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/build\//, '')
    const key = `${frame.functionName || '(anonymous)'} ${where ? `${where}:${frame.lineNumber + 1}` : ''}`
    self.set(key, (self.get(key) ?? 0) + 1)
  }
  const total = profile.samples.length
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, n]) => ({ 'self %': ((100 * n) / total).toFixed(1), 'function': fn.trim() }))
}

/**
 * BENCH_CAPACITY_PROFILE=1: each authenticated load once more on a fresh server started with
 * --cpu-prof, and the profile's largest self times: where a request's CPU goes.
 */
async function profileLoads(auth: Record<string, string>) {
  const profiles: Record<string, ReturnType<typeof profileSummary>> = {}
  for (const [name, path] of [
    ['me', '/api/protected/me'],
    ['page', '/api/pool/LEMON/7?page=1&limit=50'],
  ] as const) {
    const dir = join(TMP, `capacity-profile-${name}`)
    rmSync(dir, { recursive: true, force: true })
    const server = startCapacityServer(['--cpu-prof', `--cpu-prof-dir=${dir}`])
    try {
      await waitFor(`${BASE}/_ping`)
      await load(server, path, auth)
    } finally {
      await new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill('SIGTERM')
      })
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'))
    if (!file) throw new Error(`${name}: the server wrote no profile`)
    profiles[name] = profileSummary(join(dir, file))
    console.log(`Where the web process's CPU goes on ${path}:`)
    console.table(profiles[name])
  }
  return profiles
}

/* The built server in production mode (the set-up test's from the sources), stopping at once. */
const serverEnv = { ...inProduction(env, SERVER_KEY), SHUTDOWN_GRACE_MS: '0' }
const startCapacityServer = (nodeFlags: string[] = []) =>
  startServer(serverEnv, { fromSources: SETUP_ONLY, nodeFlags })

export async function main() {
  mkdirSync(TMP, { recursive: true })
  if (!hasFirma()) {
    console.log(`${DB} has no firma yet: generating the pool bench's (several minutes)`)
    await (await import('./pool.js')).prepare()
  }
  const sql = await pageSql('7', 50)
  /* A firma left by an older run gets this code's schema (the server refuses an older one). */
  execFileSync('node', ['ace.js', 'migration:run', '--force'], { cwd: ROOT, env, stdio: 'ignore' })
  /* The set-up test starts the server from the sources instead of building for a minute. */
  if (!SETUP_ONLY) buildServer(env)
  const server = startCapacityServer()
  let profiles: Awaited<ReturnType<typeof profileLoads>> | undefined
  try {
    await waitFor(`${BASE}/_ping`)
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'p7@bench.cz', password: BENCH_PASSWORD }),
    })
    if (!login.ok) throw new Error(`p7@bench.cz cannot sign in (${login.status})`)
    const auth = { authorization: `Bearer ${((await login.json()) as any).token}` }
    if (SETUP_ONLY) {
      const page = await fetch(`${BASE}/api/pool/LEMON/7?page=1&limit=50`, {
        headers: auth,
      })
      const tps = pgbenchSeconds(sql, 1)
      return reportReady('capacity', { database: DB, signIn: login.status, page: page.status, tps })
    }

    const ping = await load(server, '/_ping', {})
    const me = await load(server, '/api/protected/me', auth)
    const page = await load(server, '/api/pool/LEMON/7?page=1&limit=50', auth)
    const tps = pgbench(sql)
    if (process.env.BENCH_CAPACITY_PROFILE === '1') {
      await new Promise((resolve) => {
        server.once('exit', resolve)
        server.kill('SIGTERM')
      })
      profiles = await profileLoads(auth)
    }
    const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`
    const rows = [
      { request: '/_ping', ...shown(ping), ratio: '' },
      { request: '/api/protected/me', ...shown(me), ratio: `${ratio(me.rps, ping.rps)} /_ping` },
      {
        request: 'pool page of 50',
        ...shown(page),
        ratio: `${ratio(page.rps, me.rps)} me; ${ratio(page.rps, tps)} pgbench`,
      },
      {
        'request': 'pgbench, the page SQL',
        'req/s': Math.round(tps),
        'p99': '',
        'CPU µs/request (web)': '',
        'ratio': '',
      },
    ]
    writeFileSync(
      join(TMP, 'capacity-results.json'),
      JSON.stringify({ ping, me, page, pgbenchTps: tps, sql, profiles }, null, 2)
    )
    console.table(rows)
  } finally {
    server.kill('SIGTERM')
  }
}

function shown(r: { rps: number; p99: number; cpuPerRequest: number }) {
  return {
    'req/s': Math.round(r.rps),
    'p99': `${r.p99} ms`,
    'CPU µs/request (web)': Math.round(r.cpuPerRequest),
  }
}
