/*
| `npm start`: the whole product in one supervised process tree.
|
| Checks Redis (else starts its own redis-server, bin/embedded_redis.js), finds PostgreSQL
| (DATABASE_URL, else 127.0.0.1:5432, else an embedded server with data under tmp/),
| builds what is not built, migrates, seeds the demo chain into an empty database, then
| runs the web server and the workers, starts again any of them that dies, and stops them
| all together on Ctrl+C / SIGTERM.
|
| This file is the process supervisor, not application code: it reads only the few
| variables it needs to decide how to start; the app validates all of them in start/env.ts.
*/
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { ensureRedis } from './embedded_redis.js'
import {
  buildServer,
  buildWeb,
  builtAfter,
  spawnNode,
  stopProcess,
  waitForPing,
} from './server_process.js'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const TMP = join(ROOT, 'tmp')
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' }
const PORT = Number(env.PORT || 3333)
const HOST = env.HOST || '0.0.0.0'
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379'
/** Processes started from the build: the web server and one worker per queue with jobs. */
const PROCESSES = [
  { name: 'web', args: ['build/bin/server.js'] },
  { name: 'worker:imports', args: ['build/workers/main.js', 'imports'] },
  { name: 'worker:maintenance', args: ['build/workers/main.js', 'maintenance'] },
  { name: 'worker:pdf', args: ['build/workers/main.js', 'pdf'] },
  /* Without SMTP_URL no message is ever queued, so the mail worker would only idle. */
  ...(env.SMTP_URL ? [{ name: 'worker:mail', args: ['build/workers/main.js', 'mail'] }] : []),
]

const log = (line) => console.log(`[start] ${line}`)
const die = (line) => {
  console.error(line)
  process.exit(1)
}

function portAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(false))
  })
}

/** Whether this machine can listen on host:port now (nothing else holds it). */
function portFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ host, port }, () => server.close(() => resolve(true)))
  })
}

/** Starts bin/embedded_pg.js detached (own process group) and waits for its `ready` line. */
function startEmbeddedPostgres() {
  const dir = env.EMBEDDED_PG_DIR || join(TMP, 'pgdata')
  const port = Number(env.EMBEDDED_PG_PORT || 54330)
  const child = spawn(process.execPath, [join(ROOT, 'bin/embedded_pg.js'), dir, String(port)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  /* If the supervisor itself dies, the database must not outlive it. */
  process.on('exit', () => child.kill('SIGTERM'))
  return new Promise((resolve) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const ready = /ready (\S+)/.exec(output)
      if (ready) {
        log(`vestavěný PostgreSQL běží na portu ${port} (data v ${dir})`)
        resolve({ child, url: `${ready[1]}/lemon` })
      }
      const failed = /failed (.*)/.exec(output)
      if (failed)
        die(`Vestavěný PostgreSQL se nespustil na portu ${port} (data ${dir}): ${failed[1]}`)
    })
    child.once('exit', (code) => {
      if (!/ready/.test(output)) die(`Vestavěný PostgreSQL se nespustil (kód ${code}).`)
    })
  })
}

async function ensureDatabase(url) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const client = new pg.Client({ connectionString: new URL('/postgres', target).href })
  try {
    await client.connect()
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (rowCount === 0) {
      await client.query(`create database "${name.replace(/"/g, '""')}"`)
      log(`vytvořena databáze ${name}`)
    }
  } catch (error) {
    die(`PostgreSQL na ${target.host} není dostupný: ${error.message}`)
  } finally {
    await client.end().catch(() => {})
  }
}

function appKey() {
  if (env.APP_KEY) return env.APP_KEY
  /* In production the JWT key must come from the environment (start/env.ts checks its length). */
  if (env.NODE_ENV === 'production') {
    die('Chybná konfigurace prostředí: chybí proměnná APP_KEY (alespoň 32 bajtů)')
  }
  const file = join(TMP, 'app_key')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(TMP, { recursive: true })
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}

const SOURCES = [
  'app',
  'bin',
  'cli',
  'config',
  'database',
  'start',
  'workers',
  'web',
  'adonisrc.ts',
  'package-lock.json',
]

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' })
  if (result.status !== 0) die(`Příkaz selhal: ${cmd} ${args.join(' ')}`)
}

function buildIfNeeded() {
  const stamp = join(ROOT, 'build', '.built')
  if (builtAfter(stamp, ROOT, SOURCES)) return
  log('sestavuji aplikaci (webové rozhraní a server)…')
  try {
    buildWeb(ROOT, { stdio: 'inherit' })
  } catch {
    die(`Příkaz selhal: ${process.execPath} node_modules/vite/bin/vite.js build`)
  }
  try {
    buildServer(ROOT, { stdio: 'inherit' })
  } catch {
    die(`Příkaz selhal: ${process.execPath} ace.js build`)
  }
  writeFileSync(stamp, new Date().toISOString())
}

async function hasDemoAccounts(url) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rowCount } = await client.query("select 1 from users where email = 'admin@lemon.cz'")
    return rowCount > 0
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

async function main() {
  /* A second `npm start` (or another program) on the port: say so, instead of a web process
     that dies at once and is restarted for ever. */
  if (!(await portFree(HOST, PORT))) {
    die(
      `Port ${PORT} je obsazený: LEMON už běží, nebo ho drží jiný program. ` +
        `Ukončete ho, nebo spusťte na jiném portu: PORT=${PORT + 1} npm start`
    )
  }
  /* Without REDIS_URL and with nothing on 6379, our own redis-server (data in tmp/redis). */
  const redis = await ensureRedis({
    url: REDIS_URL,
    dir: join(TMP, 'redis'),
    allowStart: !env.REDIS_URL,
  }).catch((error) => die(error.message))
  if (redis) log(`vlastní Redis běží na ${REDIS_URL} (data v ${redis.dir})`)

  let embedded = null
  if (!env.DATABASE_URL) {
    if (await portAnswers('127.0.0.1', 5432)) {
      env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lemon'
    } else {
      embedded = await startEmbeddedPostgres()
      env.DATABASE_URL = embedded.url
    }
  }
  await ensureDatabase(env.DATABASE_URL)
  env.APP_KEY = appKey()
  /* The single machine's export inbox is the project's tmp/inbox, not one inside build/,
     which a rebuild replaces (README "Složka exportů"). */
  if (env.NODE_ENV !== 'production' && !env.EXPORT_INBOX) {
    env.EXPORT_INBOX = join(TMP, 'inbox')
    mkdirSync(env.EXPORT_INBOX, { recursive: true })
  }
  env.PORT = String(PORT)
  env.HOST = HOST

  buildIfNeeded()
  run(process.execPath, ['build/cli/index.js', 'release'])
  run(process.execPath, ['build/ace.js', 'db:seed'])

  /*
  | Each process runs under supervision (issue #20): one that dies is started again after
  | 1 s, the wait doubling up to 30 s while it keeps dying within a minute of its start,
  | so a crash costs a moment of its service, not the whole product. Production does the
  | same with the container's or systemd's restart policy (README "Provoz").
  */
  const RESTART_MS = [1000, 2000, 4000, 8000, 16000, 30000]
  const STABLE_MS = 60_000
  const running = new Map()
  let stopping = false

  /** `deaths`: how many times in a row the process died within a minute of its start. */
  function launch(spec, deaths = 0) {
    const child = spawnNode(spec.args, { cwd: ROOT, env })
    const started = Date.now()
    running.set(spec.name, child)
    log(`proces ${spec.name} spuštěn (pid ${child.pid})`)
    child.once('exit', (code, signal) => {
      if (stopping) return
      const streak = Date.now() - started > STABLE_MS ? 1 : deaths + 1
      const delay = RESTART_MS[Math.min(streak, RESTART_MS.length) - 1]
      console.error(
        `[start] proces ${spec.name} skončil (${signal ?? code}); spouštím ho znovu za ${delay / 1000} s`
      )
      setTimeout(() => stopping || launch(spec, streak), delay)
    })
  }

  async function stop(code) {
    if (stopping) return
    stopping = true
    log('ukončuji…')
    await Promise.all([...running.values()].map((child) => stopProcess(child)))
    if (embedded) {
      const exited = new Promise((resolve) => embedded.child.once('exit', resolve))
      embedded.child.kill('SIGTERM')
      await exited
    }
    process.exit(code)
  }
  for (const spec of PROCESSES) launch(spec)
  process.on('SIGINT', () => stop(0))
  process.on('SIGTERM', () => stop(0))

  if (!(await waitForPing(`http://127.0.0.1:${PORT}`, { timeoutMs: 60_000 }))) {
    console.error('[start] webový server neodpověděl do 60 s')
    return stop(1)
  }
  const demo = await hasDemoAccounts(env.DATABASE_URL)
  const shown = HOST === '0.0.0.0' || HOST === '::' ? 'localhost' : HOST
  console.log(
    [
      '',
      `  LEMON – lékárny běží na http://${shown}:${PORT}`,
      '',
      ...(demo
        ? [
            '  Demo přihlášení (hesla změňte před ostrým provozem):',
            '    administrátor:  admin@lemon.cz / admin123',
            '    pobočky 1–8:    user1@lemon.cz … user8@lemon.cz / user123',
            '',
          ]
        : []),
      '  Ukončení: Ctrl+C',
      '',
    ].join('\n')
  )
}

main().catch((error) => die(`[start] ${error?.message ?? error}`))
