/*
| Redis for `npm start` on a new machine, as bin/embedded_pg.js is for PostgreSQL. When
| nothing answers on the default address and `redis-server` is installed, starts one on
| that port with its data under tmp/redis (append-only file, `noeviction` as BullMQ
| needs), in its own process group so that a Ctrl+C reaches the web server and workers
| first; it is stopped when the supervisor exits. Otherwise one sentence says what to do.
*/
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Redis } from 'ioredis'

const START_TIMEOUT_MS = 10_000
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/** Resolves to true when a Redis answers PING on `url`. */
export async function redisAnswers(url) {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  redis.on('error', () => {})
  try {
    await redis.connect()
    return (await redis.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

function installed(binary) {
  const probe = spawnSync(binary, ['--version'], { stdio: 'ignore' })
  return !probe.error && probe.status === 0
}

function logTail(dir) {
  try {
    return readFileSync(join(dir, 'redis.log'), 'utf8').trim().split('\n').slice(-3).join(' | ')
  } catch {
    return ''
  }
}

/**
 * Makes sure a Redis answers on `url`. Returns null when one already does; else, when
 * `allowStart` (REDIS_URL not set) and `binary` is installed, starts one and returns
 * `{ child, dir, stop() }`. Throws an Error with a Czech sentence saying what to do.
 */
export async function ensureRedis({ url, dir, allowStart, binary = 'redis-server' }) {
  if (await redisAnswers(url)) return null
  const target = new URL(url)
  if (!allowStart || !LOOPBACK.has(target.hostname)) {
    throw new Error(
      `Redis neodpovídá na ${url}: spusťte ho (např. "redis-server --daemonize yes") nebo nastavte REDIS_URL.`
    )
  }
  if (!installed(binary)) {
    throw new Error(
      `Redis neodpovídá na ${url} a redis-server není nainstalovaný: nainstalujte ho ` +
        `(Debian/Ubuntu "sudo apt-get install redis-server", macOS "brew install redis") ` +
        `a spusťte npm start znovu, nebo nastavte REDIS_URL na běžící Redis.`
    )
  }

  mkdirSync(dir, { recursive: true })
  const port = target.port || '6379'
  const options = {
    'port': port,
    'bind': '127.0.0.1',
    'dir': dir,
    'appendonly': 'yes',
    'save': '',
    'maxmemory-policy': 'noeviction',
    'daemonize': 'no',
    'logfile': join(dir, 'redis.log'),
  }
  const args = Object.entries(options).flatMap(([name, value]) => [`--${name}`, value])
  const child = spawn(binary, args, { detached: true, stdio: 'ignore' })
  /* Whatever ends the supervisor, its Redis must not outlive it. */
  const kill = () => child.kill('SIGTERM')
  process.on('exit', kill)

  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 'signal')))
  const deadline = Date.now() + START_TIMEOUT_MS
  while (!(await redisAnswers(url))) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(r, 100, null))])
    if (code !== null || Date.now() > deadline) {
      kill()
      throw new Error(
        `Vlastní Redis se nespustil na portu ${port} (data v ${dir}): ${logTail(dir) || `kód ${code}`}`
      )
    }
  }

  return {
    child,
    dir,
    async stop() {
      process.off('exit', kill)
      if (child.exitCode !== null || child.signalCode !== null) return
      kill()
      await exited
    },
  }
}
