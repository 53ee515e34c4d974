import { execFile, spawnSync, type ChildProcess } from 'node:child_process'
import { promisify } from 'node:util'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { builtAfter, serverBuildIsFresh } from '../../bin/server_process.js'
import { ensureSpaBuilt } from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import {
  createNetwork,
  host,
  killAllIn,
  removeNetwork,
  runIn,
  unplug,
  type Host,
} from './network.js'
import {
  balancerCertificate,
  exited,
  haproxyConfig,
  startHaproxy,
  waitForPort,
} from './services.js'
import {
  primaryOf,
  redisMaster,
  restartRedisNode,
  sentinelList,
  startDataTier,
  startPgRouter,
  stopProcess,
  type DataTier,
} from './data_tier.js'

/* The balancer speaks TLS with a certificate made for each run (deploy/haproxy.cfg): the test
   process, its only client, takes it without a CA of its own. */
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'

/*
| The product as a chain's IT department runs it (README "Provoz"), on one machine: HAProxy,
| three web hosts, two worker hosts, and a data tier without a single point (issue #34):
| PostgreSQL on two hosts under Patroni with etcd on three (a witness the third), Redis as
| a master and a replica under three Sentinels (data_tier.ts), each host in a network
| namespace of its own. Every app host reaches the database through its own HAProxy on
| 127.0.0.1:5432, which follows Patroni's leader. Every app host gets its own copy of the
| build and its own disk (directory); only the export inbox is a folder the two worker
| hosts share, as a mounted share would be.
*/

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const WEB_PORT = 3333
const APP_KEY = 'fleet-test-key-0123456789-abcdefghijklmnopqrstuvwxyz'
export const WORKER_QUEUES = ['imports', 'pdf', 'maintenance'] as const

export type AppHost = Host & {
  dir: string
  appDir: string
  env: Record<string, string>
  processes: Map<string, ChildProcess>
  /** Where the host's process `name` writes its log. */
  log(name: string): string
}

export type Fleet = ReturnType<typeof describeFleet>

function describeFleet(dir: string) {
  const lb = host('lb', 5)
  const data: DataTier = {
    pgs: [host('pg1', 10), host('pg2', 12)],
    witness: host('pg3', 13),
    redises: [host('redis1', 11), host('redis2', 14)],
    dir,
    processes: new Map(),
  }
  const webs = [1, 2, 3].map((n) => host(`web${n}`, 20 + n))
  const workers = [1, 2].map((n) => host(`wrk${n}`, 30 + n))
  /* The test's own connection goes through the balancer host's HAProxy, as the apps' do through theirs. */
  const databaseUrl = `postgres://postgres@${lb.ip}:5432/lemon`
  const common = {
    NODE_ENV: 'production',
    APP_KEY,
    DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lemon',
    /* With Sentinels given, REDIS_URL gives only password and db; the master is theirs to name. */
    REDIS_URL: `redis://${data.redises[0].ip}:6379`,
    REDIS_SENTINELS: sentinelList(data),
    REDIS_SENTINEL_NAME: 'lemon',
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    APP_URL: `https://${lb.ip}`,
    TRUSTED_PROXIES: lb.ip,
    SHUTDOWN_GRACE_MS: '3000',
    SHUTDOWN_TIMEOUT_MS: '10000',
    METRICS_ALLOW: `${lb.ip.replace(/\.\d+$/, '.0')}/24`,
  }
  const appHost = (h: Host, extra: Record<string, string>): AppHost => {
    const hostDir = join(dir, h.name)
    return {
      ...h,
      dir: hostDir,
      appDir: join(hostDir, 'app'),
      env: {
        ...common,
        IMPORT_DIR: join(hostDir, 'imports'),
        TMPDIR: join(hostDir, 'tmp'),
        ...extra,
      },
      processes: new Map(),
      log: (name) => join(hostDir, `${name}.log`),
    }
  }
  const inbox = join(dir, 'inbox')
  return {
    dir,
    lb,
    data,
    inbox,
    databaseUrl,
    url: `https://${lb.ip}`,
    webs: webs.map((h) => appHost(h, { HOST: '0.0.0.0', PORT: String(WEB_PORT) })),
    workers: workers.map((h) =>
      appHost(h, { EXPORT_INBOX: inbox, EXPORT_INBOX_CRON: '* * * * *', METRICS_PORT: '9464' })
    ),
    services: new Map<string, ChildProcess>(),
  }
}

/**
 * The server build every app host copies: `node ace build` of this checkout, or FLEET_BUILD
 * (another checkout's build, with that checkout's node_modules beside it: an older version).
 * A build newer than every server source and the SPA it copied is reused: the fleet files
 * start their fleets one after another from the same checkout.
 */
function buildApp() {
  if (process.env.FLEET_BUILD) return process.env.FLEET_BUILD
  ensureSpaBuilt()
  const marker = join(ROOT, 'build/bin/server.js')
  if (serverBuildIsFresh(ROOT, marker) && builtAfter(marker, ROOT, ['public'], { dirs: false }))
    return join(ROOT, 'build')
  const result = spawnSync(process.execPath, ['ace.js', 'build'], { cwd: ROOT, stdio: 'pipe' })
  if (result.status !== 0) throw new Error(`node ace build failed:\n${result.stderr}`)
  return join(ROOT, 'build')
}

function install(h: AppHost, build: string) {
  mkdirSync(h.env.TMPDIR, { recursive: true })
  mkdirSync(h.env.IMPORT_DIR, { recursive: true })
  cpSync(build, h.appDir, { recursive: true })
  /* Dependencies are the one thing hosts share read-only, as an image layer would. */
  symlinkSync(join(build, '..', 'node_modules'), join(h.appDir, 'node_modules'))
}

export const webUrl = (h: Host) => `http://${h.ip}:${WEB_PORT}`

/**
 * Waits for `check`; a failure says what it waited for, how the process ended if it did, and
 * the end of its log as it is then (`what` is read only at the failure, not before the start).
 */
async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string | (() => string),
  child?: ChildProcess
) {
  const started = Date.now()
  const ended = () => child && (child.exitCode !== null || child.signalCode !== null)
  while (Date.now() < started + timeoutMs) {
    if (await check().catch(() => false)) return
    if (ended()) break
    await new Promise((r) => setTimeout(r, 200))
  }
  const how = ended()
    ? `the process ended after ${Date.now() - started} ms (code ${child!.exitCode}, signal ${child!.signalCode})`
    : `not within ${timeoutMs / 1000} s`
  throw new Error(`${typeof what === 'function' ? what() : what}: ${how}`)
}

export function logOf(h: AppHost, name: string) {
  return existsSync(h.log(name)) ? readFileSync(h.log(name), 'utf8') : ''
}

export async function startWeb(h: AppHost) {
  const child = runIn(h, process.execPath, ['bin/server.js'], {
    cwd: h.appDir,
    env: h.env,
    log: h.log('web'),
  })
  h.processes.set('web', child)
  await waitFor(
    async () => (await fetch(`${webUrl(h)}/_ping`)).ok,
    120_000,
    () => `${h.name} answering /_ping\n${logOf(h, 'web').slice(-3000)}`,
    child
  )
  return child
}

export async function startWorker(h: AppHost, queue: string) {
  const name = `worker-${queue}`
  const before = logOf(h, name).length
  const child = runIn(h, process.execPath, ['workers/main.js', queue], {
    cwd: h.appDir,
    env: h.env,
    log: h.log(name),
  })
  h.processes.set(name, child)
  await waitFor(
    async () => logOf(h, name).slice(before).includes(`"worker ${queue} started"`),
    180_000,
    () => `${h.name} ${name} started\n${logOf(h, name).slice(before).slice(-3000)}`,
    child
  )
  return child
}

/**
 * SIGTERM to a process and how it ended: by itself within `limitMs` (its exit code), or
 * still alive and killed (`killed: true`).
 */
export async function terminate(child: ChildProcess, limitMs: number) {
  const started = Date.now()
  child.kill('SIGTERM')
  const done = await Promise.race([
    exited(child).then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), limitMs)),
  ])
  if (!done) {
    child.kill('SIGKILL')
    await exited(child)
  }
  return { killed: !done, ms: Date.now() - started, code: child.exitCode }
}

/**
 * Runs a command of the build on a host, as a release step or an operator would (without
 * blocking the test's event loop: its kept-alive connections must see the balancer's closes).
 */
export async function runOn(h: AppHost, args: string[], extraEnv: Record<string, string> = {}) {
  const { stdout } = await promisify(execFile)(
    'ip',
    ['netns', 'exec', h.ns, process.execPath, ...args],
    {
      cwd: h.appDir,
      env: { PATH: process.env.PATH ?? '', ...h.env, ...extraEnv },
      encoding: 'utf8',
      timeout: 300_000,
    }
  )
  return stdout
}

export async function startFleet(): Promise<Fleet> {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The many-hosts test makes network namespaces: run the suite as root, as CI does.'
    )
  }
  const fleet = describeFleet(process.env.FLEET_DIR ?? '/tmp/lemon-fleet')
  rmSync(fleet.dir, { recursive: true, force: true })
  mkdirSync(join(fleet.inbox), { recursive: true })
  const apps = [...fleet.webs, ...fleet.workers]
  const { data } = fleet
  createNetwork([fleet.lb, ...data.pgs, data.witness, ...data.redises, ...apps])

  const build = buildApp()
  await startDataTier(data)
  fleet.services.set(
    'lb/pg-router',
    startPgRouter(data, fleet.lb, join(fleet.dir, 'lb'), fleet.lb.ip)
  )
  for (const h of apps)
    fleet.services.set(`${h.name}/pg-router`, startPgRouter(data, h, h.dir, '127.0.0.1'))
  await waitFor(
    async () => {
      const client = new pg.Client({
        connectionString: fleet.databaseUrl.replace(/lemon$/, 'postgres'),
      })
      await client.connect()
      await client.query('create database lemon')
      await client.end()
      return true
    },
    30_000,
    'database lemon created'
  )

  for (const h of apps) install(h, build)
  /* The release step (Procfile `release`): migrations, from a worker host, before any process
     starts (one started against a half-migrated schema refuses to run). */
  await runOn(
    fleet.workers[0],
    process.env.FLEET_BUILD ? ['ace.js', 'migration:run', '--force'] : ['cli/index.js', 'release']
  )
  await Promise.all(
    fleet.workers.flatMap((h) => WORKER_QUEUES.map((queue) => startWorker(h, queue)))
  )
  await Promise.all(fleet.webs.map((h) => startWeb(h)))
  fleet.services.set(
    'haproxy',
    startHaproxy(
      fleet.lb,
      join(fleet.dir, 'lb'),
      haproxyConfig({
        bind: (port) => `${fleet.lb.ip}:${port}`,
        webs: fleet.webs.map((w) => ({ name: w.name, address: `${w.ip}:${WEB_PORT}` })),
        certificate: balancerCertificate(fleet.lb, join(fleet.dir, 'lb')),
        readyPath: process.env.FLEET_READY_PATH,
      })
    )
  )
  await waitFor(async () => (await fetch(`${fleet.url}/_ping`)).ok, 30_000, 'HAProxy serving')
  return fleet
}

/**
 * The demo chain, seeded by a release step on a worker host (its uploads are processed later),
 * then the administrator and the users of branches 1–5 signed in through the balancer.
 */
export async function seedDemoChain(fleet: Fleet) {
  await runOn(fleet.workers[0], ['ace.js', 'db:seed'])
  const api = apiClient(fleet.url)
  const admin = await api.login('admin@lemon.cz', 'admin123')
  const users: Record<string, string> = {}
  for (const code of ['1', '2', '3', '4', '5'])
    users[code] = await api.login(`user${code}@lemon.cz`, 'user123')
  return { admin, users }
}

/** Stops the Redis master (the one the Sentinels name); the returned function starts it again. */
export async function restartRedis(fleet: Fleet) {
  const master = await redisMaster(fleet.data)
  if (!master) throw new Error('the Sentinels name no Redis master')
  await stopProcess(fleet.data, master, 'redis')
  return async () => {
    await restartRedisNode(fleet.data, master)
    await waitForPort(master.ip, 6379)
  }
}

/** The PostgreSQL host that is Patroni's leader now. */
export async function databasePrimary(fleet: Fleet) {
  const primary = await primaryOf(fleet.data)
  if (!primary) throw new Error('Patroni names no leader')
  return primary
}

/** The host loses power: its network goes first (no peer hears a socket close), then every process. */
export function powerLoss(h: AppHost) {
  unplug(h)
  killAllIn(h.ns)
  h.processes.clear()
}

export async function stopFleet(fleet: Fleet | undefined) {
  if (!fleet) return
  for (const h of [...fleet.webs, ...fleet.workers]) {
    await Promise.all([...h.processes.values()].map((child) => terminate(child, 5000)))
  }
  removeNetwork()
}
