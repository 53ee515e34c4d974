import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  sparePort,
  startServerProcess,
  startWorkerProcess,
  type AppProcess,
  type LogLine,
} from '../helpers/app_process.js'
import { resetRedisKeys } from '../helpers/boot.js'

/*
| Structured logs as production writes them (LOG_FORMAT=json): one JSON object per stdout
| line; every line logged while a request is handled carries its request id, which also
| comes back as the X-Request-Id header and as `requestId` in error bodies. Worker job
| lines carry the queue and job id. The server runs as its own process against a refused
| PostgreSQL port, so a login really fails (503, logged at error level like any 5xx).
*/

const DEAD_DATABASE = (() => {
  const url = new URL(process.env.DATABASE_URL!)
  url.port = '5439'
  return url.href
})()

/* A cuid (Adonis) or a UUID (a replaced unusable id). */
const GENERATED_ID = /^[a-z0-9-]{20,36}$/

let server: AppProcess
let worker: AppProcess

beforeAll(async () => {
  /* An earlier file's sign-ins on this slot would count against the login below. */
  await resetRedisKeys()
  ;[server, worker] = await Promise.all([
    startServerProcess({ DATABASE_URL: DEAD_DATABASE }, sparePort(3)),
    startWorkerProcess('maintenance'),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all([server?.stop(), worker?.stop()])
})

async function request(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await fetch(`${server.baseUrl}${path}`, init)
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
}

const accessLine = (id: string) => (l: LogLine) => l.request_id === id && l.msg === 'request'

describe('web server', () => {
  const failingId = `log-500-${Date.now()}`
  const healthId = `log-health-${Date.now()}`
  let startedAt = 0

  test('a failing request: 503 with requestId, every line of it carries the id', async () => {
    startedAt = server.lines().length
    const res = await request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': failingId },
      body: JSON.stringify({ email: 'nikdo@lemon.cz', password: 'heslo1234' }),
    })
    /* PostgreSQL refuses connections: a transient failure, answered 503 and logged as an error. */
    expect(res.status).toBe(503)
    expect(res.headers.get('x-request-id')).toBe(failingId)
    expect(res.body).toEqual({
      code: 'DB_UNAVAILABLE',
      message: 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.',
      requestId: failingId,
    })

    await server.waitForLine(accessLine(failingId))
    const lines = server.lines().slice(startedAt)
    /* Nothing else runs in this process: every line since the request is the request's. */
    expect(lines.length).toBeGreaterThanOrEqual(2)
    for (const line of lines) expect(line.request_id, JSON.stringify(line)).toBe(failingId)

    const error = lines.find((l) => l.msg === 'unhandled error')!
    expect(error.level).toBe(50)
    expect(error).toMatchObject({ method: 'POST', url: '/api/auth/login' })
    expect((error.err as { code?: string }).code).toBe('ECONNREFUSED')
    expect(lines.at(-1)).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'POST',
      url: '/api/auth/login',
      status: 503,
      duration_ms: expect.any(Number),
    })
    /* Lines are machine-readable: ISO time, numeric level, no colour codes. */
    for (const raw of server.rawLines()) expect(raw).not.toContain('\u001b[')
    expect(Date.parse(String(lines[0].time))).not.toBeNaN()
  })

  test('a service logging through the global logger: its line carries the request id', async () => {
    startedAt = server.lines().length
    const res = await request('/api/health', { headers: { 'x-request-id': healthId } })
    expect(res.status).toBe(503)
    expect(res.headers.get('x-request-id')).toBe(healthId)

    await server.waitForLine(accessLine(healthId))
    const lines = server.lines().slice(startedAt)
    for (const line of lines) expect(line.request_id, JSON.stringify(line)).toBe(healthId)
    expect(lines.find((l) => l.msg === 'health check: down')).toMatchObject({
      level: 40,
      checks: { database: { ok: false } },
    })
    expect(lines.at(-1)).toMatchObject({ url: '/api/health', status: 503 })
  })

  test('no incoming id: one is generated, returned and logged; the query string is not logged', async () => {
    const res = await request('/api/neexistuje?token=tajne-heslo&x=1', {})
    expect(res.status).toBe(404)
    const id = res.headers.get('x-request-id')!
    expect(id).toMatch(GENERATED_ID)
    expect(res.body).toEqual({
      code: 'NOT_FOUND',
      message: 'Požadovaná adresa API neexistuje.',
      requestId: id,
    })
    const line = await server.waitForLine(accessLine(id))
    expect(line).toMatchObject({ method: 'GET', url: '/api/neexistuje', status: 404 })
    expect(server.rawLines().join('\n')).not.toContain('tajne-heslo')
  })

  test('an unusable incoming id (spaces, too long) is replaced, not echoed', async () => {
    for (const sent of ['bad id\twith spaces', 'x'.repeat(300), '{"json":true}']) {
      const res = await request('/api/neexistuje', { headers: { 'x-request-id': sent } })
      const id = res.headers.get('x-request-id')!
      expect(id).not.toBe(sent)
      expect(id).toMatch(GENERATED_ID)
      expect(res.body.requestId).toBe(id)
      await server.waitForLine(accessLine(id))
    }
    expect(server.rawLines().join('\n')).not.toContain('x'.repeat(300))
  })

  test('every stdout line is one JSON object; only startup lines and background checks lack a request id', async () => {
    const lines = server.lines()
    const started = lines.findIndex((l) => String(l.msg).startsWith('started HTTP server'))
    expect(started).toBeGreaterThanOrEqual(0)
    /* With the database away, the schema check started with the process asks again every 5 s
       (core/schema_check) and the pool says each time that it got no connection: no request
       of anyone's, so no request id. */
    const background = (l: LogLine) =>
      l.level === 40 && String(l.msg).startsWith('Acquire connection error')
    for (const line of lines.slice(started + 1).filter((l) => !background(l))) {
      expect(typeof line.request_id, JSON.stringify(line)).toBe('string')
    }
  })
})

describe('worker', () => {
  test('lines logged by a job carry queue and job id; a failed job is logged too', async () => {
    const connection = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
      maxRetriesPerRequest: null,
    })
    const queue = new Queue('maintenance', { connection, prefix: process.env.QUEUE_PREFIX })
    try {
      const doneId = `log-purge-${Date.now()}`
      const failedId = `log-unknown-${Date.now()}`
      await queue.add('exports.purge_uploads', {}, { jobId: doneId })
      await queue.add('logging.no_such_job', {}, { jobId: failedId, attempts: 1 })

      const purged = await worker.waitForLine((l) => l.job_id === doneId)
      expect(purged).toMatchObject({
        level: 30,
        queue: 'maintenance',
        job: 'exports.purge_uploads',
        msg: expect.stringMatching(/^purged the stored files of \d+ export batch/),
      })
      const failed = await worker.waitForLine((l) => l.job_id === failedId)
      expect(failed).toMatchObject({
        level: 40,
        msg: 'job failed',
        queue: 'maintenance',
        job: 'logging.no_such_job',
        err: { message: 'No handler for job logging.no_such_job on queue maintenance' },
      })
      expect(failed.request_id).toBeUndefined()
    } finally {
      await queue.obliterate({ force: true }).catch(() => {})
      await queue.close()
      await connection.quit()
    }
  })
})
