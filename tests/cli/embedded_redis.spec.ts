import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, test } from 'vitest'

/*
| `npm start` on a new machine (bin/embedded_redis.js, run here by a stand-in supervisor):
| with nothing on the default Redis address it starts redis-server itself, data under its
| directory, and the server goes when the supervisor goes; without redis-server installed
| the message says how to install it. Needs Debian's redis-server, as the suite does.
*/

const ROOT = new URL('../../', import.meta.url).pathname
/* A port of our own, away from the suite's Redis on 6379 and from other test ports. */
const PORT = Number(process.env.PORT ?? 3399) + 37
const URL_FREE = `redis://127.0.0.1:${PORT}`

const dirs: string[] = []
const supervisors: ChildProcess[] = []

type Report = { started?: boolean; pid?: number | null; error?: string }

function supervise(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'lemon-redis-'))
  dirs.push(dir)
  const child = spawn(process.execPath, ['tests/fixtures/redis_supervisor.js'], {
    cwd: ROOT,
    env: { ...process.env, REDIS_TEST_DIR: dir, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  supervisors.push(child)
  const report = new Promise<Report>((resolve, reject) => {
    let out = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]))
    })
    child.once('exit', (code) => reject(new Error(`supervisor exited ${code}: ${out}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, dir, report, exited }
}

async function answers(url: string) {
  const redis = new Redis(url, { lazyConnect: true, retryStrategy: () => null })
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

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

afterEach(async () => {
  for (const child of supervisors.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  await until(async () => !(await answers(URL_FREE)))
})

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('npm start without a Redis', () => {
  test('starts redis-server with its data in the given directory, ready for BullMQ', async () => {
    expect(await answers(URL_FREE)).toBe(false)
    const run = supervise({ REDIS_TEST_URL: URL_FREE, REDIS_TEST_ALLOW_START: '1' })
    expect(await run.report).toMatchObject({ started: true })

    const redis = new Redis(URL_FREE)
    try {
      expect(await redis.config('GET', 'dir')).toEqual(['dir', run.dir])
      expect(await redis.config('GET', 'maxmemory-policy')).toEqual([
        'maxmemory-policy',
        'noeviction',
      ])
      expect(await redis.config('GET', 'appendonly')).toEqual(['appendonly', 'yes'])
      await redis.set('lemon:probe', '1')
    } finally {
      redis.disconnect()
    }

    run.child.stdin!.write('stop\n')
    await run.exited
    expect(await answers(URL_FREE)).toBe(false)
    expect(existsSync(join(run.dir, 'redis.log'))).toBe(true)
  })

  test('the server it started goes away when the supervisor exits, however it exits', async () => {
    const run = supervise({ REDIS_TEST_URL: URL_FREE, REDIS_TEST_ALLOW_START: '1' })
    expect(await run.report).toMatchObject({ started: true })
    expect(await answers(URL_FREE)).toBe(true)
    run.child.stdin!.write('exit\n')
    await run.exited
    expect(await until(async () => !(await answers(URL_FREE)))).toBe(true)
  })

  test('a Redis that already answers is used as it is', async () => {
    const run = supervise({ REDIS_TEST_URL: 'redis://127.0.0.1:6379', REDIS_TEST_ALLOW_START: '1' })
    expect(await run.report).toEqual({ started: false, pid: null })
  })

  test('without redis-server installed, the message says how to install it', async () => {
    const run = supervise({
      REDIS_TEST_URL: URL_FREE,
      REDIS_TEST_ALLOW_START: '1',
      REDIS_TEST_BINARY: 'redis-server-not-installed',
    })
    const { error } = await run.report
    expect(error).toContain(`Redis neodpovídá na ${URL_FREE} a redis-server není nainstalovaný`)
    expect(error).toContain('sudo apt-get install redis-server')
    expect(error).toContain('brew install redis')
    expect(await answers(URL_FREE)).toBe(false)
  })

  test('with REDIS_URL set by hand, nothing is started and the message names the address', async () => {
    const run = supervise({ REDIS_TEST_URL: URL_FREE, REDIS_TEST_ALLOW_START: '0' })
    const { error } = await run.report
    expect(error).toBe(
      `Redis neodpovídá na ${URL_FREE}: spusťte ho (např. "redis-server --daemonize yes") nebo nastavte REDIS_URL.`
    )
    expect(await answers(URL_FREE)).toBe(false)
  })
})
