/*
| Soak (`BENCH=soak npm run bench`): SOAK_USERS simulated staff (default 200) work for
| SOAK_MINUTES (default 10) against the built server (one web process) and one worker
| process per queue (imports, pdf, maintenance), on a copy of the pool bench's firma of
| 100 branches. Each staff member logs in and loops: think 2–6 s, then one screen visit or
| action (list reads, confirms, picks, sends, receipts, rejects, small export uploads,
| PDFs) as a branch user or an admin would. Reports per-category latency, errors with
| their status codes, throughput, the RSS of every process sampled every 5 s and the
| queues after the run; writes tmp/bench/soak-results.json. Exits 1 when a target is
| missed (any error, read p99 ≥ 100 ms, a process's RSS growing after warm-up, stuck
| jobs). A benchmark: it reports, it is not a test.
*/
import http from 'node:http'
import { execFileSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cpus, loadavg } from 'node:os'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { writeBenchExports } from './generate.js'
import {
  buildServer,
  serverBuildIsFresh,
  spawnNode,
  stopProcess,
  waitForPing,
} from '../bin/server_process.js'
import { BENCH_PASSWORD } from './accounts.js'
import { BRANCHES } from './pool.js'
import { TS_NODE, benchEnv, databaseUrl, inProduction } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady, sized } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench/soak')
const PORT = benchPort(3557)
const BASE = `http://127.0.0.1:${PORT}`
const POOL_DB = process.env.BENCH_POOL_DB ?? named('lemon_bench_pool')
const DB = process.env.BENCH_SOAK_DB ?? named('lemon_bench_soak')
const PREFIX = named('bench_soak')
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10)
const USERS = Number(process.env.SOAK_USERS ?? sized(200, 4))
/* `build` (the default) is built with `node ace.js build`; any other directory with tsc alone. */
const BUILD_DIR = join(ROOT, process.env.SOAK_BUILD_DIR ?? 'build')
/* The set-up test runs the sources under ts-node instead of building for a minute. */
const ACE = SETUP_ONLY ? ['ace.js'] : [join(BUILD_DIR, 'ace.js')]
const CLI = SETUP_ONLY ? [...TS_NODE, 'cli/index.ts'] : [join(BUILD_DIR, 'cli/index.js')]
const SERVER = SETUP_ONLY ? [...TS_NODE, 'bin/server.ts'] : [join(BUILD_DIR, 'bin/server.js')]
const PRE_UPLOADS = Number(process.env.SOAK_PRE_UPLOADS ?? 10)
const DURATION_MS = MINUTES * 60_000
/* RSS is compared from the end of warm-up: 2 minutes, or a quarter of a short run. */
const WARMUP_MS = Math.min(120_000, DURATION_MS / 4)
const RAMP_MS = Math.min(30_000, DURATION_MS / 4)
/*
 * Staff log in before the soak, 4 a second (a scrypt hash costs ~50–100 ms of CPU, so 200
 * logins at once would take the two cores for many seconds; a token lasts 12 hours).
 */
const LOGIN_GAP_MS = 250
const GRACE_MS = 60_000
const PASSWORD = BENCH_PASSWORD

const env = {
  ...inProduction(
    benchEnv({
      port: PORT,
      databaseUrl: databaseUrl(DB),
      queues: PREFIX,
      /* As in production: one access line per request, so the logs show any server error. */
      logLevel: 'info',
    })
  ),
  IMPORT_DIR: join(TMP, 'drive'),
}

const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)))
const psql = (sql: string, db = DB) =>
  execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-U',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-qtAc',
    sql,
    db,
  ])
    .toString()
    .trim()

/* ------------------------------------------------------------------ set-up */

/** Builds the server unless the build is newer than every server source file. */
function ensureBuild() {
  const marker = join(BUILD_DIR, 'bin/server.js')
  if (serverBuildIsFresh(ROOT, marker)) {
    log(`${BUILD_DIR} is fresh, reusing it`)
    return
  }
  if (BUILD_DIR === join(ROOT, 'build')) {
    log('building the server (node ace.js build)')
    buildServer(ROOT, { stdio: ['ignore', 'ignore', 'inherit'] })
    return
  }
  /* What `ace build` does, into another directory (so a build others run from stays put). */
  log(`building the server into ${BUILD_DIR} (tsc)`)
  try {
    execFileSync('npx', ['tsc', '--outDir', BUILD_DIR], { cwd: ROOT, stdio: 'ignore' })
  } catch {
    if (!existsSync(marker)) throw new Error('tsc failed and emitted no server')
    log('tsc reported type errors (emitted anyway)')
  }
  cpSync(join(ROOT, 'package.json'), join(BUILD_DIR, 'package.json'))
  if (existsSync(join(ROOT, 'public')))
    cpSync(join(ROOT, 'public'), join(BUILD_DIR, 'public'), { recursive: true })
  writeFileSync(join(BUILD_DIR, 'ace.js'), "await import('./bin/console.js')\n")
}

function databaseExists(name: string) {
  return psql(`SELECT 1 FROM pg_database WHERE datname = '${name}'`, 'postgres') === '1'
}

/** The pool bench's firma (bench/pool.ts), generated when no earlier run left it. */
async function ensurePoolDataSet() {
  const ready =
    databaseExists(POOL_DB) &&
    Number(psql(`SELECT count(*) FROM pool_items WHERE stav = 'rezervováno'`, POOL_DB)) > 0
  if (ready) {
    log(`reusing the pool data set (${POOL_DB})`)
    return
  }
  log(`generating the pool data set (${POOL_DB}, a few minutes)`)
  const { prepare } = await import('./pool.js')
  await prepare()
}

/** Staff: users of branches 1..100 in turn, and one in 20 (the last ones) an admin. */
type Staff = {
  n: number
  email: string
  role: 'admin' | 'user'
  branch: string | null
  /* This user's share of the branch's work: items whose id % of === k. */
  k: number
  of: number
  agent: http.Agent
  token: string
}

function planStaff(): Staff[] {
  const admins = Math.max(1, Math.round(USERS / 20))
  const branchUsers = USERS - admins
  const perBranch = new Map<string, number>()
  const staff: Staff[] = []
  for (let n = 1; n <= USERS; n++) {
    const admin = n > branchUsers
    const branch = admin ? null : String(((n - 1) % BRANCHES) + 1)
    const k = branch ? (perBranch.get(branch) ?? 0) : 0
    if (branch) perBranch.set(branch, k + 1)
    staff.push({
      n,
      email: `soak${n}@bench.cz`,
      role: admin ? 'admin' : 'user',
      branch,
      k,
      of: 1,
      /* Each member of staff connects from an address of their own, as from their branch. */
      agent: new http.Agent({
        keepAlive: true,
        maxSockets: 4,
        localAddress: `127.1.${n >> 8}.${n & 255}`,
      } as http.AgentOptions),
      token: '',
    })
  }
  for (const s of staff) if (s.branch) s.of = perBranch.get(s.branch)!
  return staff
}

function node(args: string[], extra: Record<string, string> = {}) {
  return execFileSync('node', args, {
    cwd: ROOT,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString()
}

/** A fresh copy of the pool firma, its staff, and some work in progress. */
async function prepareDatabase(staff: Staff[]) {
  psql(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`, 'postgres')
  psql(`CREATE DATABASE ${DB} TEMPLATE ${POOL_DB} STRATEGY FILE_COPY`, 'postgres')
  node([...ACE, 'migration:run', '--force'])
  mkdirSync(TMP, { recursive: true })
  const csv = join(TMP, 'staff.csv')
  writeFileSync(
    csv,
    'username,email,password,role,firma,pharmacyCode,fullName\n' +
      staff
        .map(
          (s) => `soak${s.n},${s.email},${PASSWORD},${s.role},LEMON,${s.branch ?? ''},Soak ${s.n}`
        )
        .join('\n') +
      '\n'
  )
  const out = node([...CLI, 'users:import', csv])
  const created = Number(psql(`SELECT count(*) FROM users WHERE email LIKE 'soak%@bench.cz'`))
  if (created !== staff.length) throw new Error(`users:import created ${created}: ${out}`)
  /*
   * Work in progress, as on any morning: per branch 30 offered items already confirmed by
   * it, and 10 of its own items picked for their targets (seeded directly).
   */
  psql(`WITH c AS (SELECT id, row_number() OVER (PARTITION BY target_pharmacy_code ORDER BY id) AS rn
                     FROM pool_items WHERE stav = 'rezervováno')
        UPDATE pool_items p SET stav = 'potvrzeno', version = p.version + 1, updated_at = now()
          FROM c WHERE p.id = c.id AND c.rn <= 30`)
  psql(`WITH c AS (SELECT id, row_number() OVER (PARTITION BY pharmacy_code ORDER BY id DESC) AS rn
                     FROM pool_items WHERE stav = 'rezervováno')
        UPDATE pool_items p SET stav = 'vychystáno', version = p.version + 1, updated_at = now()
          FROM c WHERE p.id = c.id AND c.rn <= 10`)
  psql('VACUUM ANALYZE pool_items')
  psql('CHECKPOINT')
}

function clearRedis() {
  execFileSync('sh', [
    '-c',
    `redis-cli -u ${REDIS_URL} --scan --pattern '${PREFIX}*' | xargs -r redis-cli -u ${REDIS_URL} del > /dev/null`,
  ])
}

type Proc = { name: string; child: ChildProcess }

function start(name: string, args: string[]): Proc {
  /* SOAK_TRACE_GC=1: each process logs its garbage collections (heap after each full GC). */
  const flags = process.env.SOAK_TRACE_GC === '1' ? ['--trace-gc'] : []
  const child = spawnNode([...flags, ...args], { cwd: ROOT, env, log: join(TMP, `${name}.log`) })
  child.on('exit', (code, signal) => {
    if (!stopping) log(`!! ${name} exited (${code ?? signal})`)
  })
  return { name, child }
}

async function waitForServer() {
  if (!(await waitForPing(BASE, { timeoutMs: 120_000, intervalMs: 500 })))
    throw new Error('the server did not answer')
}

/* ------------------------------------------------------------------ HTTP */

type Category = 'read' | 'admin' | 'write' | 'pdf' | 'upload' | 'poll' | 'login'
const CATEGORIES: Category[] = ['read', 'admin', 'write', 'pdf', 'upload', 'poll', 'login']
const latencies = Object.fromEntries(CATEGORIES.map((c) => [c, [] as number[]])) as Record<
  Category,
  number[]
>
const requests = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>
const byName = new Map<string, number[]>()
const errors = new Map<string, number>()
let keepAliveRetries = 0

let windowReads: number[] = []
/* Reads after the warm-up, reported beside the whole run's (the verdict uses the whole run). */
const readsAfterWarmup: number[] = []
let soakStart = Infinity

function record(category: Category, name: string, ms: number) {
  latencies[category].push(ms)
  if (category === 'read') {
    windowReads.push(ms)
    if (performance.now() - soakStart >= WARMUP_MS) readsAfterWarmup.push(ms)
  }
  const key = `${category} ${name}`
  if (!byName.has(key)) byName.set(key, [])
  byName.get(key)!.push(ms)
}
const errorExamples: string[] = []
let stopping = false

type Reply = { status: number; body: Buffer; json: any }

function send(
  s: Staff,
  method: string,
  path: string,
  body?: { json?: unknown; raw?: Buffer; type?: string }
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload =
      body?.raw ?? (body?.json === undefined ? null : Buffer.from(JSON.stringify(body.json)))
    const headers: Record<string, string | number> = { accept: 'application/json' }
    if (s.token) headers.authorization = `Bearer ${s.token}`
    if (payload) {
      headers['content-type'] = body?.type ?? 'application/json'
      headers['content-length'] = payload.length
    }
    const req = http.request(
      { host: '127.0.0.1', port: PORT, method, path, agent: s.agent, headers, timeout: 120_000 },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const buf = Buffer.concat(chunks)
          let json: any = null
          if (String(res.headers['content-type'] ?? '').includes('json')) {
            try {
              json = JSON.parse(buf.toString('utf8'))
            } catch {}
          }
          resolve({ status: res.statusCode ?? 0, body: buf, json })
        })
        res.on('error', reject)
      }
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reused: req.reusedSocket }))
    )
    if (payload) req.write(payload)
    req.end()
  })
}

/**
 * One request, its latency counted from `due` (when the user meant to send it, so a
 * late load generator or a queue in the server both show). Any answer other than
 * `expect` is an error, recorded with its status and code.
 */
async function call(
  s: Staff,
  category: Category,
  name: string,
  method: string,
  path: string,
  body?: { json?: unknown; raw?: Buffer; type?: string },
  options: { due?: number; expect?: number } = {}
): Promise<Reply | null> {
  const due = options.due ?? performance.now()
  await sleep(due - performance.now())
  requests[category]++
  let reply: Reply | null = null
  for (let attempt = 0; !reply; attempt++) {
    try {
      reply = await send(s, method, path, body)
    } catch (error) {
      /*
       * The server closed an idle keep-alive connection just as it was reused (Node's
       * 5 s keepAliveTimeout against think times of 2–6 s): a browser sends the request
       * again on a new connection, and so does this (Node's documented pattern).
       */
      const e = error as NodeJS.ErrnoException & { reused?: boolean }
      if (attempt === 0 && e.reused && e.code === 'ECONNRESET') {
        keepAliveRetries++
        continue
      }
      countError(category, name, `network ${e.code ?? e.message}`)
      return null
    }
  }
  record(category, name, performance.now() - due)
  if (reply.status !== (options.expect ?? 200)) {
    countError(category, name, `${reply.status} ${reply.json?.code ?? ''}`.trim(), reply)
    return null
  }
  return reply
}

function countError(category: Category, name: string, what: string, reply?: Reply) {
  const key = `${category} ${name}: ${what}`
  errors.set(key, (errors.get(key) ?? 0) + 1)
  if (errorExamples.length < 30) {
    const message = reply?.json?.message ?? reply?.body.toString('utf8').slice(0, 200) ?? ''
    errorExamples.push(`${key} ${message}`)
  }
}

/* ------------------------------------------------------------------ staff */

let seed = 12345
const random = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0
  return seed / 4294967296
}
const pickOne = <T>(list: T[]) => list[Math.floor(random() * list.length)]
const shuffled = <T>(list: T[]) =>
  list
    .map((v) => [random(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, v]) => v)
/* Think time: 2 s plus an exponential wait of mean 2 s, at most 6 s in all. */
const thinkMs = () => Math.min(6000, 2000 - Math.log(1 - random()) * 2000)
/* Between seeing a list and clicking in it. */
const clickMs = () => 500 + random() * 1000
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)

const hasBatch = new Set<string>()
const uploading = new Set<string>()
let uploadFiles: { name: string; data: Buffer }[] = []
const counters = { confirmed: 0, rejected: 0, cancelled: 0, picked: 0, sent: 0, received: 0 }

type Action = (s: Staff) => Promise<void>

const B = (s: Staff) => `LEMON/${s.branch}`
const mine = (s: Staff, id: string | number) => Number(id) % s.of === s.k
const page = () => 1 + Math.floor(random() * random() * 3)

const branchActions: [number, string, Action][] = [
  [
    14,
    'dashboard',
    async (s) => void (await get(s, 'counters', `/api/dashboard/counters/${B(s)}`)),
  ],
  [
    10,
    'pool',
    async (s) => void (await get(s, 'pool', `/api/pool/${B(s)}?page=${page()}&limit=100`)),
  ],
  [12, 'incoming', async (s) => void (await incoming(s))],
  [5, 'outgoing', async (s) => void (await outgoing(s))],
  [4, 'confirmed', async (s) => void (await confirmedList(s))],
  [4, 'prepared', async (s) => void (await prepared(s))],
  [
    3,
    'received',
    async (s) => void (await get(s, 'received', `/api/transfers/received/${B(s)}?${FIRST}`)),
  ],
  [
    3,
    'shipped',
    async (s) => void (await get(s, 'shipped', `/api/transfers/shipped/${B(s)}?${FIRST}`)),
  ],
  [
    2,
    'archive',
    async (s) => void (await get(s, 'archive', `/api/transfers/archive/${B(s)}?${FIRST}`)),
  ],
  [2, 'refused', async (s) => void (await get(s, 'refused', `/api/refused/${B(s)}?${FIRST}`))],
  [
    5,
    'ledger',
    async (s) =>
      void (await get(s, 'ledger', `/api/ledger?firma=LEMON&pharmacyCode=${s.branch}&${FIRST}`)),
  ],
  [2, 'lezaky', async (s) => void (await get(s, 'lezaky', `/api/lezaky/${B(s)}?${FIRST}`))],
  [
    2,
    'ohrozenci',
    async (s) => void (await get(s, 'ohrozenci', `/api/ohrozenci/${B(s)}?${FIRST}`)),
  ],
  [3, 'inventory', inventory],
  [3, 'search', searchIncoming],
  [2, 'detail', detailOfShipped],
  [8, 'confirm', confirm],
  [1.5, 'reject', rejectItem],
  [1, 'cancelConfirmation', cancelConfirmation],
  [6, 'markPicked', markPicked],
  [0.5, 'markRejected', markRejected],
  [2.5, 'send', sendPrevodka],
  [2.5, 'receive', receive],
  [0.5, 'markReceived', markReceived],
  [3, 'print', print],
  [2, 'order', order],
  [0.4, 'upload', upload],
]

const adminActions: [number, string, Action][] = [
  [
    20,
    'counters',
    async (s) => void (await get(s, 'counters', `/api/dashboard/counters/LEMON/${anyBranch()}`)),
  ],
  [
    20,
    'pool',
    async (s) => void (await get(s, 'pool', `/api/pool/LEMON/${anyBranch()}?page=1&limit=100`)),
  ],
  [
    15,
    'incoming',
    async (s) =>
      void (await get(s, 'incoming', `/api/transfers/incoming/LEMON/${anyBranch()}?${FIRST}`)),
  ],
  [
    10,
    'inventory',
    async (s) => {
      const scope = `pharmacyCode=${anyBranch()}`
      await get(s, 'inventory', `/api/pharmacy/inventory?${scope}&${FIRST}`)
      await get(s, 'inventory summary', `/api/pharmacy/inventory/summary?${scope}`)
    },
  ],
  [
    10,
    'ledger (firma)',
    async (s) =>
      void (await call(s, 'admin', 'ledger (firma)', 'GET', `/api/ledger?firma=LEMON&${FIRST}`)),
  ],
  [
    5,
    'pool stats',
    async (s) => void (await call(s, 'admin', 'pool stats', 'GET', '/api/pool/LEMON/stats')),
  ],
  [
    3,
    'poolitems',
    async (s) => void (await call(s, 'admin', 'poolitems', 'GET', `/api/poolitems?${FIRST}`)),
  ],
]
const anyBranch = () => String(1 + Math.floor(random() * BRANCHES))

function get(s: Staff, name: string, path: string, due?: number) {
  return call(s, 'read', name, 'GET', path, undefined, { due })
}
function post(s: Staff, category: Category, name: string, path: string, json: unknown) {
  return call(s, category, name, 'POST', path, { json }, { due: performance.now() + clickMs() })
}

/* The requests the screens make (issue #16): the first page of 50, sorted as the spec says. */
const FIRST = 'page=1&limit=50'

/** Návrhy k přijetí: its first page, and how many rezervováno ones "Vybráno" counts. */
async function incoming(s: Staff) {
  const list = await get(s, 'incoming', `/api/transfers/incoming/${B(s)}?${FIRST}`)
  await get(
    s,
    'incoming count',
    `/api/transfers/incoming/${B(s)}?stav=rezervov%C3%A1no&page=1&limit=1`
  )
  return list
}
const outgoing = (s: Staff) => get(s, 'outgoing', `/api/transfers/outgoing/${B(s)}?${FIRST}`)
const confirmedList = (s: Staff) => get(s, 'confirmed', `/api/transfers/confirmed/${B(s)}?${FIRST}`)
const prepared = (s: Staff) => get(s, 'prepared', `/api/transfers/prepared/${B(s)}?${FIRST}`)

/** Sklad pobočky: its first page and the summary chips for the same filter. */
async function inventory(s: Staff) {
  await get(s, 'inventory', `/api/pharmacy/inventory?${FIRST}`)
  await get(s, 'inventory summary', '/api/pharmacy/inventory/summary')
}

/** A search typed into Návrhy k přijetí, then a click on a column to sort it. */
async function searchIncoming(s: Staff) {
  const q = encodeURIComponent(`přípravek ${1 + Math.floor(random() * 50)}`)
  await get(s, 'search', `/api/transfers/incoming/${B(s)}?q=${q}&${FIRST}`)
  await get(
    s,
    'search',
    `/api/transfers/incoming/${B(s)}?q=${q}&sort=Mno%C5%BEstv%C3%AD&dir=asc&${FIRST}`
  )
}

async function confirm(s: Staff) {
  const list = await incoming(s)
  const items = shuffled(
    (list?.json ?? []).filter((i: any) => i.stav === 'rezervováno' && mine(s, i.id))
  ).slice(0, 1 + Math.floor(random() * 5)) as any[]
  if (items.length === 0) return
  const versions = Object.fromEntries(items.map((i) => [i.id, i.version]))
  const ok = await post(s, 'write', 'confirm', `/api/transfers/confirm/${B(s)}`, {
    ids: items.map((i) => i.id),
    versions,
  })
  if (ok) counters.confirmed += items.length
}

async function rejectItem(s: Staff) {
  const list = await incoming(s)
  const item = pickOne(
    (list?.json ?? []).filter((i: any) => i.stav === 'rezervováno' && mine(s, i.id))
  ) as any
  if (!item) return
  const ok = await post(s, 'write', 'reject', `/api/transfers/reject/${B(s)}`, {
    id: item.id,
    reason: 'Nemáme odbyt.',
    version: item.version,
  })
  if (ok) counters.rejected++
}

/* Only items with id % 10 === 0 are ever cancelled, and those are never picked: no race. */
async function cancelConfirmation(s: Staff) {
  const list = await confirmedList(s)
  const item = pickOne(
    (list?.json ?? []).filter((i: any) => Number(i.id) % 10 === 0 && mine(s, i.id))
  ) as any
  if (!item) return
  const ok = await post(
    s,
    'write',
    'cancelConfirmation',
    `/api/transfers/cancelConfirmation/${B(s)}`,
    {
      id: item.id,
      version: item.version,
    }
  )
  if (ok) counters.cancelled++
}

const pickable = (s: Staff, list: Reply | null) =>
  ((list?.json ?? []) as any[]).filter((i) => Number(i.id) % 10 !== 0 && mine(s, i.id))

async function markPicked(s: Staff) {
  const items = shuffled(pickable(s, await outgoing(s))).slice(0, 1 + Math.floor(random() * 5))
  if (items.length === 0) return
  const ok = await post(s, 'write', 'markPicked', `/api/transfers/markPicked/${B(s)}`, {
    ids: items.map((i) => i.id),
  })
  if (ok) counters.picked += items.length
}

async function markRejected(s: Staff) {
  const item = pickOne(pickable(s, await outgoing(s)))
  if (!item) return
  await post(s, 'write', 'markRejected', `/api/transfers/markRejected/${B(s)}`, {
    id: item.id,
    version: item.version,
  })
}

/* A target's package is sent and printed by one member of the branch's staff only. */
async function ownPackage(s: Staff) {
  const list = await prepared(s)
  return pickOne(
    ((list?.json ?? []) as any[]).filter((g) => Number(g.targetPharmacyCode) % s.of === s.k)
  ) as { targetPharmacyCode: string } | undefined
}

async function sendPrevodka(s: Staff) {
  const pkg = await ownPackage(s)
  if (!pkg) return
  const ok = await post(s, 'write', 'send', `/api/transfers/send/${B(s)}`, {
    targetPharmacyCode: pkg.targetPharmacyCode,
  })
  if (ok) counters.sent++
}

async function print(s: Staff) {
  const pkg = await ownPackage(s)
  if (!pkg) return order(s)
  await call(
    s,
    'pdf',
    'převodka',
    'GET',
    `/api/transfers/print/${B(s)}/${pkg.targetPharmacyCode}`,
    undefined,
    { due: performance.now() + clickMs() }
  )
}

async function order(s: Staff) {
  if (!hasBatch.has(s.branch!)) return
  await post(s, 'pdf', 'order proposal', '/api/orders/generate', {
    dodavatel: pickOne(['zentiva', 'krka', 'teva']),
    mesice: 1 + Math.floor(random() * 6),
  })
}

/* A received převodka is handled by one member of the target's staff only. */
async function ownReceived(s: Staff) {
  const list = await get(s, 'received', `/api/transfers/received/${B(s)}`)
  const prevodka = pickOne(
    ((list?.json ?? []) as any[]).filter((p) => hash(p.prevodkaId) % s.of === s.k)
  ) as { prevodkaId: string } | undefined
  if (!prevodka) return null
  const detail = await get(
    s,
    'detail',
    `/api/transfers/detail/${encodeURIComponent(prevodka.prevodkaId)}`
  )
  if (!detail) return null
  return {
    prevodkaId: prevodka.prevodkaId,
    open: (detail.json as any[]).filter((l) => l.stav === 'odesláno'),
  }
}

async function receive(s: Staff) {
  const own = await ownReceived(s)
  if (!own || own.open.length === 0) return
  const ok = await post(s, 'write', 'receive', `/api/transfers/receive/${B(s)}`, {
    prevodkaId: own.prevodkaId,
    receivedItems: own.open.map((l) => ({
      _id: l._id,
      status: random() < 0.9 ? 'přijato' : 'nedodáno',
    })),
  })
  if (ok) counters.received++
}

async function markReceived(s: Staff) {
  const own = await ownReceived(s)
  const line = own && pickOne(own.open)
  if (!line) return
  await post(s, 'write', 'markReceived', `/api/transfers/markReceived/${B(s)}`, {
    id: line._id,
    version: line.version,
  })
}

async function detailOfShipped(s: Staff) {
  const list = await get(s, 'shipped', `/api/transfers/shipped/${B(s)}`)
  const prevodka = pickOne((list?.json ?? []) as any[])
  if (prevodka)
    await get(
      s,
      'detail',
      `/api/transfers/detail/${encodeURIComponent(prevodka.prevodkaId)}`,
      performance.now() + clickMs()
    )
}

function multipart(files: { name: string; data: Buffer }[]) {
  const boundary = `----soak${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.name}.xlsx"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'
      ),
      f.data,
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { raw: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` }
}

const uploadTimes: number[] = []

/** A small export through the real upload, then the upload screen's polling until done. */
async function upload(s: Staff, due = performance.now() + clickMs()) {
  const branch = s.branch!
  if (uploading.has(branch)) return
  uploading.add(branch)
  try {
    const accepted = await call(
      s,
      'upload',
      'upload',
      'POST',
      `/api/upload/${B(s)}`,
      multipart(uploadFiles),
      { due, expect: 202 }
    )
    if (!accepted) return
    const deadline = performance.now() + 300_000
    while (performance.now() < deadline) {
      await sleep(1000)
      const meta = (await call(s, 'poll', 'upload meta', 'GET', `/api/upload/${B(s)}/meta`))?.json
      if (!meta || meta.batchId !== accepted.json.batchId) continue
      if (meta.status === 'done') {
        uploadTimes.push(performance.now() - due)
        hasBatch.add(branch)
        return
      }
      if (meta.status === 'failed') {
        countError('upload', 'upload job', `failed: ${meta.error}`)
        return
      }
    }
    countError('upload', 'upload job', 'not done within 300 s')
  } finally {
    uploading.delete(branch)
  }
}

function choose(actions: [number, string, Action][]) {
  const total = actions.reduce((sum, [w]) => sum + w, 0)
  let x = random() * total
  for (const [weight, , action] of actions) {
    x -= weight
    if (x <= 0) return action
  }
  return actions[0][2]
}

async function login(s: Staff) {
  const reply = await call(s, 'login', 'login', 'POST', '/api/auth/login', {
    json: { email: s.email, password: PASSWORD },
  })
  s.token = reply?.json?.token ?? ''
  return Boolean(s.token)
}

async function life(s: Staff, end: number) {
  await sleep(random() * RAMP_MS)
  if (!s.token) return
  const actions = s.role === 'admin' ? adminActions : branchActions
  while (performance.now() < end) {
    await sleep(thinkMs())
    if (performance.now() >= end) break
    await choose(actions)(s)
  }
}

/* ------------------------------------------------------------------ measuring */

type RssSample = { t: number; kb: Record<string, number> }

function rssKb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  } catch {
    return 0
  }
}

/** Log lines at warn and at error or above (pino JSON: level 40, ≥ 50), and 5xx access lines. */
function logLevels(name: string) {
  const counts = { warn: 0, error: 0, status5xx: 0 }
  for (const line of readFileSync(join(TMP, `${name}.log`), 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line)
      if (entry.level === 40) counts.warn++
      if (entry.level >= 50) counts.error++
      if (entry.status >= 500) counts.status5xx++
    } catch {}
  }
  return counts
}

/** CPU time of a process so far, in seconds (utime + stime, 100 ticks a second). */
function cpuSeconds(pid: number) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** Least-squares slope of RSS over time, MB per minute. */
function slope(points: [number, number][]) {
  const n = points.length
  if (n < 2) return 0
  const mx = points.reduce((a, [x]) => a + x, 0) / n
  const my = points.reduce((a, [, y]) => a + y, 0) / n
  const sxy = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0)
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0)
  return sxx === 0 ? 0 : sxy / sxx
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
  const round = (v: number) => Math.round(v * 10) / 10
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  }
}

async function queueState() {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null })
  const state: Record<string, Record<string, number>> = {}
  try {
    for (const name of ['imports', 'pdf', 'maintenance']) {
      const queue = new Queue(name, { connection, prefix: PREFIX })
      const counts = await queue.getJobCounts(
        'active',
        'waiting',
        'delayed',
        'prioritized',
        'waiting-children',
        'paused',
        'failed',
        'completed'
      )
      /* The maintenance schedules' next runs wait as delayed jobs; they are not stuck. */
      const delayed = await queue.getDelayed()
      const scheduled = delayed.filter((j) => String(j.id).startsWith('repeat:')).length
      state[name] = { ...counts, scheduled, delayed: counts.delayed - scheduled }
      await queue.close()
    }
  } finally {
    connection.disconnect()
  }
  return state
}

const stuckOf = (state: Record<string, Record<string, number>>) =>
  Object.values(state).reduce(
    (sum, c) =>
      sum + c.active + c.waiting + c.delayed + c.prioritized + c['waiting-children'] + c.paused,
    0
  )

/* ------------------------------------------------------------------ main */

export async function main() {
  mkdirSync(TMP, { recursive: true })
  if (SETUP_ONLY) return setupOnly()
  log(`soak: ${USERS} staff for ${MINUTES} min`)
  ensureBuild()
  await ensurePoolDataSet()
  const staff = planStaff()
  log(`copying the firma into ${DB}, creating ${staff.length} users (users:import)`)
  await prepareDatabase(staff)
  clearRedis()
  const small = await writeBenchExports(join(TMP, 'small'), 300, 600)
  uploadFiles = Object.entries(small).map(([name, path]) => ({ name, data: readFileSync(path) }))

  const procs = [
    start('web', SERVER),
    ...['imports', 'pdf', 'maintenance'].map((q) =>
      start(`worker-${q}`, [join(BUILD_DIR, 'workers/main.js'), q])
    ),
  ]
  const results: Record<string, unknown> = {}
  let exitCode = 0
  try {
    await waitForServer()
    await sleep(3000)

    /* A few branches have an export already, so order proposals have data from the start. */
    const admin = staff.find((s) => s.role === 'admin')!
    await login(admin)
    for (let b = 1; b <= Math.min(PRE_UPLOADS, BRANCHES); b++) {
      await upload({ ...admin, branch: String(b) })
    }
    log(`${hasBatch.size} branches uploaded an export before the soak`)
    for (const c of CATEGORIES) {
      latencies[c].length = 0
      requests[c] = 0
    }
    errors.clear()
    byName.clear()
    keepAliveRetries = 0
    errorExamples.length = 0
    uploadTimes.length = 0

    log(`logging in ${staff.length} staff, ${1000 / LOGIN_GAP_MS} a second`)
    const loginStart = performance.now()
    await Promise.all(staff.map((s, i) => sleep(i * LOGIN_GAP_MS).then(() => login(s))))
    const loginS = (performance.now() - loginStart) / 1000

    const rss: RssSample[] = []
    windowReads = []
    const loadBefore = loadavg()[0]
    const cpuAtStart = Object.fromEntries(procs.map((p) => [p.name, cpuSeconds(p.child.pid!)]))
    const lag = monitorEventLoopDelay({ resolution: 10 })
    lag.enable()
    const t0 = performance.now()
    soakStart = t0
    const end = t0 + DURATION_MS
    const sample = () =>
      rss.push({
        t: (performance.now() - t0) / 1000,
        kb: Object.fromEntries(procs.map((p) => [p.name, rssKb(p.child.pid!)])),
      })
    sample()
    const sampler = setInterval(sample, 5000)
    const progress = setInterval(() => {
      const done = CATEGORIES.reduce((a, c) => a + requests[c], 0)
      const errs = [...errors.values()].reduce((a, b) => a + b, 0)
      const mb = rss.at(-1)!.kb
      const window = percentiles(windowReads)
      windowReads = []
      log(
        `${Math.round((performance.now() - t0) / 1000)} s: ${done} requests, ${errs} errors, reads of the last 30 s p50 ${window.p50} / p99 ${window.p99} ms (all ${percentiles(latencies.read).p99}), RSS ${Object.entries(
          mb
        )
          .map(([k, v]) => `${k} ${Math.round(v / 1024)}`)
          .join(' / ')} MB`
      )
    }, 30_000)
    log(
      `soak started: ${staff.length} staff (${staff.filter((s) => s.role === 'admin').length} admins)`
    )
    await Promise.all(staff.map((s) => life(s, end)))
    const elapsed = (performance.now() - t0) / 1000
    clearInterval(progress)
    lag.disable()
    const loadAfter = loadavg()[0]
    const generatorLagP99 = Math.round(lag.percentile(99) / 1e6)
    log(`load stopped after ${elapsed.toFixed(0)} s; waiting for the queues to drain`)

    /* Every job must finish within the grace period: nothing waiting, active or delayed. */
    let queues = await queueState()
    const graceEnd = performance.now() + GRACE_MS
    while (stuckOf(queues) > 0 && performance.now() < graceEnd) {
      await sleep(2000)
      queues = await queueState()
    }
    clearInterval(sampler)
    sample()
    const stuckBatches = Number(
      psql(`SELECT count(*) FROM export_batches WHERE status IN ('queued', 'processing')`)
    )
    const logProblems = Object.fromEntries(procs.map((p) => [p.name, logLevels(p.name)]))

    /* RSS: the sample at the end of warm-up against the last, and the slope between. */
    /*
     * RSS after warm-up: the median of the first minute after it (a quarter of what
     * follows it in a short run) against the median of the last minute of load, and the
     * least-squares slope in between. Flat: grown by at most 20 MB or 10 %.
     */
    const loaded = rss.filter((r) => r.t * 1000 >= WARMUP_MS && r.t <= elapsed)
    const span = Math.min(60, (elapsed - WARMUP_MS / 1000) / 4)
    const first = loaded.filter((r) => r.t < WARMUP_MS / 1000 + span)
    const last = loaded.filter((r) => r.t > elapsed - span)
    const rssReport = procs.map((p) => {
      const mb = (samples: RssSample[]) => median(samples.map((r) => r.kb[p.name])) / 1024
      const warm = mb(first)
      const atEnd = mb(last)
      const perMinute = slope(loaded.map((r) => [r.t / 60, r.kb[p.name] / 1024]))
      const cpu = cpuSeconds(p.child.pid!) - cpuAtStart[p.name]
      return {
        'process': p.name,
        'start MB': Math.round(rss[0].kb[p.name] / 1024),
        'after warm-up MB': Math.round(warm),
        'end MB': Math.round(atEnd),
        'peak MB': Math.round(Math.max(...rss.map((r) => r.kb[p.name])) / 1024),
        'slope MB/min': Math.round(perMinute * 100) / 100,
        'flat': atEnd - warm <= Math.max(20, warm * 0.1),
        'CPU s': Math.round(cpu),
        '% of a core': Math.round((cpu / elapsed) * 100),
      }
    })

    const total = CATEGORIES.reduce((a, c) => a + requests[c], 0)
    const errorCount = [...errors.values()].reduce((a, b) => a + b, 0)
    const table = CATEGORIES.map((c) => ({
      'category': c,
      'requests': requests[c],
      'per s': Math.round((requests[c] / (c === 'login' ? loginS : elapsed)) * 10) / 10,
      ...percentiles(latencies[c]),
    }))
    const requestTable = [...byName.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([request, values]) => ({ request, ...percentiles(values) }))
    const readP99 = percentiles(latencies.read).p99
    const stuck = stuckOf(queues) + stuckBatches
    const failedJobs = Object.values(queues).reduce((a, c) => a + c.failed, 0)
    const verdict = {
      'error rate 0': errorCount === 0,
      'read p99 < 100 ms': readP99 < 100,
      'RSS flat after warm-up': rssReport.every((r) => r.flat),
      'no stuck jobs': stuck === 0,
    }
    Object.assign(results, {
      date: new Date().toISOString(),
      staff: USERS,
      minutes: MINUTES,
      elapsedS: Math.round(elapsed),
      warmupS: WARMUP_MS / 1000,
      requests: total,
      throughput: Math.round((total / elapsed) * 10) / 10,
      errors: errorCount,
      errorRate: total ? errorCount / total : 0,
      errorsByKind: Object.fromEntries(errors),
      errorExamples,
      latency: table,
      readsAfterWarmup: percentiles(readsAfterWarmup),
      byRequest: requestTable,
      keepAliveRetries,
      machine: { loadBefore, loadAfter, cores: cpus().length, generatorLagP99Ms: generatorLagP99 },
      uploadToDone: percentiles(uploadTimes),
      work: counters,
      rss: rssReport,
      queues,
      stuckBatches,
      logProblems,
      failedJobs,
      verdict,
      rssSamples: rss,
    })
    console.log()
    console.table(requestTable)
    console.table(table)
    console.table(rssReport)
    console.table(Object.entries(queues).map(([queue, c]) => ({ queue, ...c })))
    console.log(
      `requests ${total} (${results.throughput}/s), errors ${errorCount} (${(
        (results.errorRate as number) * 100
      ).toFixed(
        3
      )} %), read p99 ${readP99} ms (after warm-up ${percentiles(readsAfterWarmup).p99} ms), upload → done p50 ${percentiles(uploadTimes).p50} ms, stuck jobs ${stuck} (batches ${stuckBatches}), failed jobs ${failedJobs}, keep-alive retries ${keepAliveRetries}`
    )
    console.log(`work done: ${JSON.stringify(counters)}`)
    console.log(`log lines at warn / error or above: ${JSON.stringify(logProblems)}`)
    console.log(
      `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after (${cpus().length} cores); load generator's event-loop lag p99 ${generatorLagP99} ms`
    )
    for (const [key, count] of errors) console.log(`  error ${count}× ${key}`)
    for (const example of errorExamples.slice(0, 10)) console.log(`  e.g. ${example}`)
    console.log(verdict)
    if (!Object.values(verdict).every(Boolean)) exitCode = 1
  } finally {
    stopping = true
    await Promise.all(procs.map((p) => stopProcess(p.child, { killAfterMs: 15_000 })))
    for (const s of staff) s.agent.destroy()
  }
  writeFileSync(join(ROOT, 'tmp/bench/soak-results.json'), JSON.stringify(results, null, 2))
  log('results: tmp/bench/soak-results.json, logs: tmp/bench/soak/*.log')
  process.exit(exitCode)
}

/** The set-up test's run: the staff copied in, the web server started, every one signed in. */
async function setupOnly() {
  await ensurePoolDataSet()
  const staff = planStaff()
  await prepareDatabase(staff)
  clearRedis()
  const web = start('web', SERVER)
  try {
    await waitForServer()
    const signedIn = await Promise.all(staff.map((s) => login(s)))
    reportReady('soak', {
      database: DB,
      staff: staff.length,
      signedIn: signedIn.filter(Boolean).length,
    })
  } finally {
    stopping = true
    await stopProcess(web.child)
    for (const s of staff) s.agent.destroy()
  }
}
