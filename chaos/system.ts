/*
| The system under test for `npm run chaos`: a private PostgreSQL cluster and a private
| Redis (never the shared ones on 5432/6379, which other processes use), the built server
| and the built workers pointed at them, and the small helpers the scenarios share.
*/
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'
import pg from 'pg'
import {
  buildServer,
  pingAnswers,
  serverBuildIsFresh,
  spawnNode,
  stopProcess,
  waitForPing,
} from '../bin/server_process.js'

export const ROOT = new URL('../', import.meta.url).pathname
export const TMP = process.env.CHAOS_DIR ?? '/tmp/chaos'
export const PG_DIR = join(TMP, 'pg')
export const REDIS_DIR = join(TMP, 'redis')
export const PG_PORT = Number(process.env.CHAOS_PG_PORT ?? 5440)
export const REDIS_PORT = Number(process.env.CHAOS_REDIS_PORT ?? 6390)
export const PORT = Number(process.env.CHAOS_PORT ?? 3470)
export const BASE = `http://127.0.0.1:${PORT}`
export const DB = 'lemon_chaos'
export const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/${DB}`
export const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`
export const QUEUE_PREFIX = 'chaos'
/* Short job locks, so a killed worker's job is taken over within seconds, not 30 s. */
export const QUEUE_LOCK_MS = 4000
const PG_BIN = '/usr/lib/postgresql/15/bin'

export const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  APP_KEY: randomBytes(32).toString('hex'),
  HOST: '127.0.0.1',
  PORT: String(PORT),
  LOG_LEVEL: 'warn',
  DATABASE_URL,
  REDIS_URL,
  QUEUE_PREFIX,
  LIMITER_PREFIX: 'chaos_rl',
  QUEUE_LOCK_MS: String(QUEUE_LOCK_MS),
  PDF_WAIT_MS: '20000',
  IMPORT_DIR: join(TMP, 'drive'),
  UPLOAD_MAX_FILE_MB: '200',
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
export const log = (line: string) =>
  console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`)

/* ---------------------------------------------------------------- build */

/** Builds into build/ unless the build there is newer than every server source file. */
export function ensureBuild() {
  const marker = join(ROOT, 'build/bin/server.js')
  if (process.env.CHAOS_BUILD !== '1' && serverBuildIsFresh(ROOT, marker)) {
    log('build/ is fresh, reusing it')
    return
  }
  log('building the server (node ace.js build)')
  /* A type error elsewhere in the tree is not what this run tests; the emitted JS is. */
  const errors = buildServer(ROOT, { ignoreTsErrors: true })
  if (errors.length)
    log(`the build had type errors, built anyway:\n${errors.slice(0, 10).join('\n')}`)
}

/* ---------------------------------------------------------------- PostgreSQL */

const asPostgres = (command: string) =>
  execFileSync('su', ['postgres', '-c', command], { stdio: ['ignore', 'pipe', 'pipe'] })

function pgCtl(action: string, extra = '') {
  const opts = `-p ${PG_PORT} -k ${PG_DIR} -c listen_addresses=127.0.0.1 -c fsync=on`
  return asPostgres(
    `${PG_BIN}/pg_ctl -D ${PG_DIR} -o '${opts}' -l ${PG_DIR}/log -w ${extra} ${action}`
  )
}

export function startPostgres() {
  rmSync(join(TMP, 'logs'), { recursive: true, force: true })
  if (existsSync(join(PG_DIR, 'postmaster.pid'))) stopPostgres()
  rmSync(PG_DIR, { recursive: true, force: true })
  mkdirSync(PG_DIR, { recursive: true })
  execFileSync('chown', ['postgres', PG_DIR])
  asPostgres(`${PG_BIN}/initdb -D ${PG_DIR} -A trust -U postgres`)
  pgCtl('start')
  psql(`CREATE DATABASE ${DB}`, 'postgres')
}

/** `immediate` is a crash: no checkpoint, every connection cut, recovery on start. */
export function restartPostgres(mode: 'fast' | 'immediate' = 'immediate') {
  pgCtl('restart', `-m ${mode}`)
}

/** Starts the cluster made by startPostgres again, after stopPostgres (its data kept). */
export function resumePostgres() {
  pgCtl('start')
}

export function stopPostgres() {
  try {
    pgCtl('stop', '-m fast')
  } catch {}
}

export function psql(statement: string, db = DB) {
  return execFileSync(
    'psql',
    ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'postgres'].concat(['-qtAc', statement, db])
  )
    .toString()
    .trim()
}

let client: pg.Client | null = null
/** One query on a connection of the chaos script itself (reconnects after a restart). */
export async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  for (let attempt = 0; ; attempt++) {
    try {
      if (!client) {
        client = new pg.Client({ connectionString: DATABASE_URL })
        client.on('error', () => {})
        await client.connect()
      }
      const result = await client.query(text, params)
      return result.rows as T[]
    } catch (error) {
      client?.end().catch(() => {})
      client = null
      if (attempt >= 20) throw error
      await sleep(250)
    }
  }
}

export async function closeSql() {
  await client?.end().catch(() => {})
  client = null
}

/* ---------------------------------------------------------------- Redis */

let redis: ChildProcess | null = null

/**
 * A private Redis with append-only persistence (fsync on every write), as production
 * should run it for BullMQ: a restart, even a crash, keeps every queued job.
 */
export async function startRedis(fresh = false) {
  if (redis && redis.exitCode === null && redis.signalCode === null) return
  if (redisCli('ping') === 'PONG')
    throw new Error(`port ${REDIS_PORT} is taken (a Redis of an interrupted run?); stop it first`)
  if (fresh) rmSync(REDIS_DIR, { recursive: true, force: true })
  mkdirSync(REDIS_DIR, { recursive: true })
  redis = spawn(
    'redis-server',
    [
      '--port',
      String(REDIS_PORT),
      '--bind',
      '127.0.0.1',
      '--dir',
      REDIS_DIR,
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--save',
      '',
      '--maxmemory-policy',
      'noeviction',
    ],
    { stdio: 'ignore' }
  )
  for (let i = 0; i < 100; i++) {
    if (redis.exitCode !== null) break
    if (redisCli('ping') === 'PONG') return
    await sleep(100)
  }
  throw new Error(`the private Redis on ${REDIS_PORT} did not start`)
}

/** SIGKILL: no shutdown save; the append-only file alone brings the data back. */
export async function killRedis() {
  const child = redis
  redis = null
  if (!child || child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await exited
}

export function redisCli(...args: string[]) {
  try {
    return execFileSync('redis-cli', ['-p', String(REDIS_PORT), ...args], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
  } catch {
    return ''
  }
}

/* ---------------------------------------------------------------- processes */

const children = new Set<ChildProcess>()

export type Proc = ChildProcess & { label: string; output: string }

function start(label: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Proc {
  let stderr = ''
  /* Every process's whole output stays in /tmp/chaos/logs, to look up a failed request by its id. */
  const child = spawnNode(args, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    log: join(TMP, 'logs', `${label}.log`),
    append: true,
    onOutput: (chunk, stream) => {
      if (stream === 'stderr') stderr += chunk
      child.output = (child.output + chunk).slice(-20_000)
      if (process.env.CHAOS_VERBOSE === '1') process.stderr.write(`[${label}] ${chunk}`)
    },
  }) as Proc
  child.label = label
  child.output = ''
  child.once('exit', (code, signal) => {
    children.delete(child)
    if (code && code !== 0 && process.env.CHAOS_VERBOSE !== '1')
      process.stderr.write(`[${label}] exited ${code ?? signal}: ${stderr.slice(-2000)}\n`)
  })
  children.add(child)
  return child
}

export async function startServer() {
  if (await pingAnswers(BASE))
    throw new Error(`port ${PORT} is taken (a server of an interrupted run?); stop it first`)
  const server = start('web', ['build/bin/server.js'])
  if (await waitForPing(BASE, { timeoutMs: 30_000 })) return server
  throw new Error('the built server did not answer /_ping')
}

/** A built worker of one queue; resolves once it logged that it started. */
export async function startWorker(queue: 'imports' | 'pdf' | 'maintenance', label: string = queue) {
  const worker = start(label, ['build/workers/main.js', queue], { LOG_LEVEL: 'info' })
  for (let i = 0; i < 120 && !worker.output.includes(`worker ${queue} started`); i++) {
    if (worker.exitCode !== null) throw new Error(`worker ${label} exited: ${worker.output}`)
    await sleep(250)
  }
  return worker
}

/** The processes started here that have not exited, in the order they were started. */
export function running(): Proc[] {
  return [...children] as Proc[]
}

export async function stop(child: ChildProcess | null | undefined, signal: NodeJS.Signals) {
  await stopProcess(child, { signal, killAfterMs: 15_000 })
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c, 'SIGTERM')))
  await closeSql()
  await killRedis()
  stopPostgres()
}

/* ---------------------------------------------------------------- setup and HTTP */

export function cli(...args: string[]) {
  execFileSync('node', ['build/cli/index.js', ...args], { cwd: ROOT, env, stdio: 'ignore' })
}

/** Migrations, the branches 1..n of LEMON, an admin and one user per branch. */
export function seed(branches: number) {
  execFileSync('node', ['build/ace.js', 'migration:run', '--force'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  })
  psql(`INSERT INTO branches (firma, code, name, street, city, zip)
        SELECT 'LEMON', g::text, 'Pobočka ' || g, 'Hlavní ' || g, 'Praha', '110 00'
          FROM generate_series(1, ${branches}) g`)
  cli(
    'users:create',
    '--username',
    'chaosadmin',
    '--email',
    'admin@chaos.cz',
    '--password',
    'chaosheslo',
    '--role',
    'admin'
  )
}

export async function createBranchUser(code: string) {
  cli(
    'users:create',
    '--username',
    `chaos${code}`,
    '--email',
    `u${code}@chaos.cz`,
    '--password',
    'chaosheslo',
    '--role',
    'user',
    '--pharmacy-code',
    code
  )
  return login(`u${code}@chaos.cz`)
}

export async function login(email: string) {
  const res = await call('/api/auth/login', '', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'chaosheslo' }),
  })
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`)
  return res.body.token as string
}

export type Answer = { status: number; body: any; text: string; bytes: Buffer; ms: number }

/*
 * A request sent on a kept-alive socket just as the server closes it for idleness fails
 * with "other side closed" before the server saw it; that one is retried, once.
 */
export const keepAliveRetries = { count: 0 }

export async function call(path: string, token: string, init: RequestInit = {}): Promise<Answer> {
  const answer = await callOnce(path, token, init)
  if (answer.status === 0 && answer.text.includes('UND_ERR_SOCKET')) {
    keepAliveRetries.count++
    return callOnce(path, token, init)
  }
  return answer
}

async function callOnce(path: string, token: string, init: RequestInit): Promise<Answer> {
  const started = performance.now()
  try {
    const res = await fetch(`${BASE}${path}`, {
      ...init,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(60_000),
    })
    const bytes = Buffer.from(await res.arrayBuffer())
    const text = bytes.toString('utf8')
    let body: any = null
    if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text)
    return { status: res.status, body, text, bytes, ms: performance.now() - started }
  } catch (error) {
    /* A dropped connection or a timeout is an answer too: status 0. */
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    const text = `${error}${cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : ''}`
    return { status: 0, body: null, text, bytes: Buffer.alloc(0), ms: performance.now() - started }
  }
}

export const postJson = (path: string, token: string, body: unknown) =>
  call(path, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export async function upload(token: string, code: string, files: Record<string, string>) {
  const form = new FormData()
  for (const [kind, path] of Object.entries(files))
    form.append(kind, new Blob([readFileSync(path)]), basename(path))
  return call(`/api/upload/LEMON/${code}`, token, { method: 'POST', body: form })
}

export async function meta(token: string, code: string) {
  const answer = await call(`/api/upload/LEMON/${code}/meta`, token)
  return answer.body
}

export async function waitDone(token: string, code: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const m = await meta(token, code)
    if (m?.status === 'done' || m?.status === 'failed') return m
    await sleep(200)
  }
  throw new Error(`the upload of branch ${code} did not finish in ${timeoutMs / 1000} s`)
}

/* ---------------------------------------------------------------- reporting */

export type Outcome = {
  pass: boolean
  figures: Record<string, string | number>
  failures: string[]
}

/** Collects a scenario's figures and failed checks. */
export class Report {
  figures: Record<string, string | number> = {}
  failures: string[] = []
  check(ok: boolean, what: string) {
    if (!ok) this.failures.push(what)
    return ok
  }
  figure(name: string, value: string | number) {
    this.figures[name] = value
  }
  outcome(): Outcome {
    return { pass: this.failures.length === 0, figures: this.figures, failures: this.failures }
  }
}

/** `n` pool items of `source` reserved for `target` (stav rezervováno); returns their ids. */
export async function reservedItems(source: string, target: string, n: number) {
  const rows = await sql<{ id: number }>(
    `INSERT INTO pool_items (firma, pharmacy_code, pdk, nazev, sarze, exspirace, mnozstvi, ncsd,
                             lezak, ohrozeny, stav, target_pharmacy_code, probability)
     SELECT 'LEMON', $1::text, (200000 + i)::text, 'CHAOS ' || i || ' TBL 30', 'C' || $1::text || '-' || i,
            current_date + 200, 1 + i % 20, 10 + i % 300, true, false, 'rezervováno', $2::text, 50
       FROM generate_series(1, $3::int) i
     RETURNING id`,
    [source, target, n]
  )
  return rows.map((r) => String(r.id))
}

/** What the web process logged for a request (by its id): the error's type, code and message. */
export function serverError(requestId: string | undefined) {
  if (!requestId) return ''
  const path = join(TMP, 'logs', 'web.log')
  if (!existsSync(path)) return ''
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.includes(requestId) || !line.startsWith('{')) continue
    try {
      const entry = JSON.parse(line)
      if (!entry.err) continue
      const { type, code, message } = entry.err
      return `[server: ${type}${code ? ` ${code}` : ''}: ${String(message).slice(-200)}]`
    } catch {}
  }
  return ''
}
