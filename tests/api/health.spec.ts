import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { sparePort, startServerProcess, type AppProcess } from '../helpers/app_process.js'

/*
| GET /api/health: up or down for anyone (issue #27: nothing more to the public), 200 while
| PostgreSQL and Redis answer, 503 within the timeout when one of them is refused or silent;
| GET /api/admin/health: the same checks with their latencies and the queue depths, admins
| only; GET /_ready: the balancer's readiness (issue #29), which Redis alone does not take
| down. Dead dependencies are separate server processes pointed at a dead port, never the
| shared services.
*/

const QUEUES = ['imports', 'pdf', 'maintenance', 'mail', 'inbox'] as const
const EMPTY = { waiting: 0, active: 0, delayed: 0, failed: 0 }
/* HEALTH_TIMEOUT_MS is 1.5 s; the answer must come well before a load balancer gives up. */
const ANSWER_WITHIN_MS = 2500

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'zdravi',
    email: 'zdravi@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  admin = await api.login('zdravi@lemon.cz', 'heslo1234')
})

afterAll(async () => {
  await ctx?.close()
})

function expectNoSecrets(text: string) {
  for (const secret of [process.env.DATABASE_URL!, process.env.REDIS_URL, process.env.APP_KEY]) {
    if (secret) expect(text).not.toContain(secret)
  }
  for (const fragment of ['postgres://', 'redis://', '127.0.0.1', 'localhost', 'password']) {
    expect(text.toLowerCase()).not.toContain(fragment)
  }
}

describe('healthy', () => {
  test('public: 200 and only the word; admins: database, Redis and empty queues', async () => {
    const open = await api.get('/api/health')
    expect(open.status).toBe(200)
    expect(open.headers.get('cache-control')).toBe('no-store')
    expect(open.body).toEqual({ status: 'ok' })

    const res = await api.get('/api/admin/health', admin)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      status: 'ok',
      checks: {
        database: { ok: true, latencyMs: expect.any(Number) },
        redis: { ok: true, latencyMs: expect.any(Number) },
        queues: { imports: EMPTY, pdf: EMPTY, maintenance: EMPTY, mail: EMPTY, inbox: EMPTY },
      },
      time: expect.any(String),
    })
    expect(Math.abs(Date.parse(res.body.time) - Date.now())).toBeLessThan(60_000)
    expect(res.body.checks.database.latencyMs).toBeLessThan(1500)
  })

  test('queue depths follow the jobs in Redis', async () => {
    const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      maxRetriesPerRequest: null,
    })
    const prefix = process.env.QUEUE_PREFIX!
    const queues = Object.fromEntries(
      QUEUES.map((name) => [name, new Queue(name, { connection, prefix })])
    ) as Record<(typeof QUEUES)[number], Queue>
    try {
      /* Nobody works these queues in this file: jobs stay where they were put. */
      await queues.imports.add('health.probe', {}, { jobId: 'health-1' })
      await queues.imports.add('health.probe', {}, { jobId: 'health-2' })
      await queues.imports.add('health.probe', {}, { jobId: 'health-3', priority: 5 })
      await queues.pdf.add('health.probe', {}, { jobId: 'health-4', delay: 3_600_000 })
      const failed = await queues.maintenance.add('health.probe', {}, { jobId: 'health-5' })
      /* Fail it the way a worker does: take it (with a lock token), then move it to failed. */
      const taken = await queues.maintenance.getJob(failed.id!)
      const { Worker } = await import('bullmq')
      const worker = new Worker('maintenance', null, { connection, prefix, autorun: false })
      const job = await worker.getNextJob('health-token')
      expect(job?.id).toBe(taken?.id)
      await job!.moveToFailed(new Error('probe'), 'health-token', false)
      await worker.close()

      const res = await api.get('/api/admin/health', admin)
      expect(res.status).toBe(200)
      expect(res.body.checks.queues).toEqual({
        imports: { waiting: 3, active: 0, delayed: 0, failed: 0 },
        pdf: { waiting: 0, active: 0, delayed: 1, failed: 0 },
        maintenance: { waiting: 0, active: 0, delayed: 0, failed: 1 },
        mail: { waiting: 0, active: 0, delayed: 0, failed: 0 },
        inbox: { waiting: 0, active: 0, delayed: 0, failed: 0 },
      })
      /* Nobody outside learns the queues' names or their failures (issue #27). */
      expect((await api.get('/api/health')).body).toEqual({ status: 'ok' })
    } finally {
      for (const queue of Object.values(queues)) {
        await queue.obliterate({ force: true })
        await queue.close()
      }
      await connection.quit()
    }
  })

  test('names no URL, host, password or key', async () => {
    const res = await api.get('/api/admin/health', admin)
    expect(res.status).toBe(200)
    expectNoSecrets(JSON.stringify(res.body))
  })

  test('the word is public, the details are for admins, as the access table says', async () => {
    const { accessTable } = await import('#core/route_access')
    expect(accessTable()).toContainEqual({
      method: 'GET',
      path: '/api/health',
      roles: [],
      branch: false,
    })
    expect(accessTable()).toContainEqual({
      method: 'GET',
      path: '/api/admin/health',
      roles: ['admin'],
      branch: false,
    })
    const res = await api.call('GET', '/api/health', { token: 'not-a-token' })
    expect(res.status).toBe(200)
    expect((await api.get('/api/admin/health')).status).toBe(401)
  })

  test('a burst of anonymous health calls runs the checks once a second (issue #35)', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await new Promise((r) => setTimeout(r, 1100))
    const spy = vi.spyOn(db, 'rawQuery')
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => fetch(`${ctx.baseUrl}/api/health`).then((r) => r.json()))
      )
      expect(answers).toEqual(Array(20).fill({ status: 'ok' }))
      const checks = spy.mock.calls.filter(([sql]) => String(sql) === 'select 1')
      expect(checks).toHaveLength(1)
    } finally {
      spy.mockRestore()
    }
  })

  test('/_ready: ready while the database answers', async () => {
    const res = await fetch(`${ctx.baseUrl}/_ready`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.text()).toBe('ready')
  })
})

describe('a dependency is down', () => {
  let redisRefused: AppProcess
  let databaseSilent: AppProcess
  /* Accepts connections and never answers: a hung PostgreSQL. */
  const silent = net.createServer(() => {})
  const sockets = new Set<net.Socket>()
  silent.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentPort = (silent.address() as net.AddressInfo).port
    const database = new URL(process.env.DATABASE_URL!)
    database.port = String(silentPort)
    ;[redisRefused, databaseSilent] = await Promise.all([
      startServerProcess({ REDIS_URL: 'redis://127.0.0.1:6399' }, sparePort(1)),
      startServerProcess({ DATABASE_URL: database.href }, sparePort(2)),
    ])
  }, 120_000)

  afterAll(async () => {
    await Promise.all([redisRefused?.stop(), databaseSilent?.stop()])
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  async function timed(server: AppProcess, path: string, token?: string) {
    const started = Date.now()
    const res = await apiClient(server.baseUrl).get(path, token)
    return { ...res, elapsed: Date.now() - started }
  }
  const timedHealth = (server: AppProcess) => timed(server, '/api/health')

  test('Redis refused: 503 degraded, database still ok, no queue depths', async () => {
    const open = await timedHealth(redisRefused)
    expect(open.status).toBe(503)
    expect(open.elapsed).toBeLessThan(ANSWER_WITHIN_MS)
    expect(open.body).toEqual({ status: 'degraded' })
    /* The admin's token of the suite's own process: the session is in the shared database. */
    const res = await timed(redisRefused, '/api/admin/health', admin)
    expect(res.status).toBe(503)
    expect(res.elapsed).toBeLessThan(ANSWER_WITHIN_MS)
    expect(res.body).toEqual({
      status: 'degraded',
      message: 'Redis (fronty úloh, limity přihlášení) neodpovídá.',
      checks: {
        database: { ok: true, latencyMs: expect.any(Number) },
        redis: {
          ok: false,
          latencyMs: null,
          error: expect.stringMatching(/^(unavailable|timeout)$/),
        },
        queues: null,
      },
      time: expect.any(String),
    })
    expectNoSecrets(JSON.stringify(res.body))
    expect(JSON.stringify(res.body)).not.toContain('6399')
  })

  test('PostgreSQL silent: 503 down after the timeout, never hangs', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await timedHealth(databaseSilent)
      expect(res.status).toBe(503)
      expect(res.elapsed).toBeGreaterThanOrEqual(1400)
      expect(res.elapsed).toBeLessThan(ANSWER_WITHIN_MS)
      expect(res.body).toEqual({ status: 'down' })
    }
  })

  test('/_ready: Redis down alone keeps the process in; a silent database takes it out', async () => {
    const withoutRedis = await timed(redisRefused, '/_ready')
    expect(withoutRedis.status).toBe(200)
    expect(withoutRedis.body).toBe('ready')
    const withoutDatabase = await timed(databaseSilent, '/_ready')
    expect(withoutDatabase.status).toBe(503)
    expect(withoutDatabase.body).toBe('not ready: database')
    expect(withoutDatabase.elapsed).toBeLessThan(ANSWER_WITHIN_MS)
  })

  test('the web process itself stays up: /_ping answers', async () => {
    for (const server of [redisRefused, databaseSilent]) {
      const res = await fetch(`${server.baseUrl}/_ping`)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('pong')
    }
  })
})

describe('Redis restarts', () => {
  /* A private Redis for this process only: the shared one is never stopped. */
  const port = sparePort(5)
  let redis: ChildProcess | undefined
  let server: AppProcess

  async function startRedis() {
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    /* Ready once it answers PING (it needs a moment to listen). */
    const deadline = Date.now() + 10_000
    for (;;) {
      const probe = new Redis({ port, lazyConnect: true, retryStrategy: () => null })
      probe.on('error', () => {})
      try {
        await probe.connect()
        await probe.ping()
        return
      } catch (error) {
        if (Date.now() > deadline) throw error
        await new Promise((r) => setTimeout(r, 100))
      } finally {
        probe.disconnect()
      }
    }
  }

  async function killRedis() {
    const exited = new Promise((resolve) => redis!.once('exit', resolve))
    redis!.kill('SIGKILL')
    await exited
  }

  beforeAll(async () => {
    await createUser({
      username: 'obnova',
      email: 'obnova@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    await startRedis()
    server = await startServerProcess(
      { REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'warn' },
      sparePort(6)
    )
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
    if (redis && redis.exitCode === null) await killRedis()
  })

  test('after an outage of several seconds, health is 200 again and logins work', async () => {
    const serverApi = apiClient(server.baseUrl)
    expect((await serverApi.get('/api/health')).status).toBe(200)
    await serverApi.login('obnova@lemon.cz', 'heslo1234')

    await killRedis()
    /* The public answer is shared for a second (issue #35): the next one checks afresh. */
    await new Promise((r) => setTimeout(r, 1100))
    expect((await serverApi.get('/api/health')).status).toBe(503)
    /* Longer than the reconnect attempts of any connection used to last (about 3 s). */
    await new Promise((r) => setTimeout(r, 6000))
    expect((await serverApi.get('/api/health')).body.status).toBe('degraded')
    /* Logins need the rate limiter in Redis: they fail, but fast, never hang. */
    const started = Date.now()
    const during = await serverApi.call('POST', '/api/auth/login', {
      body: { email: 'obnova@lemon.cz', password: 'heslo1234' },
    })
    expect(Date.now() - started).toBeLessThan(3000)
    expect(during.status).toBeGreaterThanOrEqual(500)
    expect(during.body).toMatchObject({ code: expect.any(String), requestId: expect.any(String) })
    expect(during.body.token).toBeUndefined()
    await startRedis()

    const deadline = Date.now() + 10_000
    let health = await serverApi.get('/api/health')
    while (health.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
      health = await serverApi.get('/api/health')
    }
    expect(health.status).toBe(200)
    let login = await serverApi.call('POST', '/api/auth/login', {
      body: { email: 'obnova@lemon.cz', password: 'heslo1234' },
    })
    while (login.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250))
      login = await serverApi.call('POST', '/api/auth/login', {
        body: { email: 'obnova@lemon.cz', password: 'heslo1234' },
      })
    }
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    expect(login.body.token).toEqual(expect.any(String))
  }, 60_000)
})
