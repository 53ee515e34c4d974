import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { writeSampleExport } from '../helpers/exports.js'

/*
| Issue #34 on one machine: PostgreSQL stopped for 15 s and started again under the built
| product (one web process, one imports worker, as `npm start` runs them), with an export
| upload answered 202 just before the stop. While the database is away every answer is a
| Czech 503 within seconds, no process exits; afterwards everything answers again by itself
| and the upload ends done: the job that lost its database waited instead of failing.
|
| The private PostgreSQL, Redis and built processes are those of `npm run chaos`
| (chaos/system.ts), on ports of their own: the shared services are never touched.
*/

process.env.CHAOS_DIR = '/tmp/lemon-ha-pg-outage'
process.env.CHAOS_PG_PORT = '5446'
process.env.CHAOS_REDIS_PORT = '6396'
process.env.CHAOS_PORT = '3476'

type System = typeof import('../../chaos/system.js')
let system: System
let token: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'pg-outage-'))
const DB_503 = 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.'
const OUTAGE_MS = 15_000

beforeAll(async () => {
  system = await import('../../chaos/system.js')
  system.ensureBuild()
  system.startPostgres()
  await system.startRedis(true)
  system.seed(2)
  await system.startServer()
  await system.startWorker('imports')
  token = await system.createBranchUser('1')
  admin = await system.login('admin@chaos.cz')
}, 240_000)

afterAll(async () => {
  await system?.stopAll()
}, 60_000)

describe('PostgreSQL stopped for 15 s under the running product (issue #34)', () => {
  test('503s with a Czech message meanwhile, no process exits, back by itself, the upload acknowledged before the stop ends done', async () => {
    const accepted = await system.upload(token, '1', writeSampleExport(dir))
    expect(accepted.status).toBe(202)
    const stoppedAt = Date.now()
    system.stopPostgres()

    /* A request every 500 ms while the database is away, each left to take its time: the
       product tries a cut request again for a few seconds before it answers 503. */
    const pending: Promise<{ path: string; status: number; ms: number; message?: string }>[] = []
    while (Date.now() - stoppedAt < OUTAGE_MS - 10_000) {
      for (const path of ['/api/upload/LEMON/1/meta', '/api/pool/LEMON/1?limit=50']) {
        pending.push(
          system.call(path, token).then((answer) => ({
            path,
            status: answer.status,
            ms: answer.ms,
            message: answer.body?.message,
          }))
        )
      }
      await system.sleep(500)
    }
    const during = await Promise.all(pending)
    await system.sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)))
    const signIn = await system.call('/api/auth/login', '', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'u1@chaos.cz', password: 'chaosheslo' }),
    })
    const processes = system.running()
    system.resumePostgres()
    const restartedAt = Date.now()

    expect(during.length).toBeGreaterThan(10)
    for (const answer of during) {
      expect(answer, JSON.stringify(answer)).toMatchObject({ status: 503, message: DB_503 })
      expect(answer.ms, JSON.stringify(answer)).toBeLessThan(10_000)
    }
    expect(signIn.status).toBe(503)
    expect(signIn.body.message).toBe(DB_503)
    expect(processes.map((p) => ({ label: p.label, exited: p.exitCode ?? p.signalCode }))).toEqual([
      { label: 'web', exited: null },
      { label: 'imports', exited: null },
    ])

    /* Back by itself: the same processes answer, and sign-in works again. */
    let back = await system.call('/api/pool/LEMON/1?limit=50', token)
    while (back.status !== 200 && Date.now() - restartedAt < 30_000) {
      await system.sleep(250)
      back = await system.call('/api/pool/LEMON/1?limit=50', token)
    }
    expect(back.status).toBe(200)
    expect(Date.now() - restartedAt).toBeLessThan(10_000)
    expect(await system.login('u1@chaos.cz')).toMatch(/\S/)

    const meta = await system.waitDone(token, '1', 120_000)
    expect(meta).toMatchObject({ status: 'done', error: null })
    expect(meta.counts).toMatchObject({ sklad: 3, karty: 4 })
    const jobs = await system.call('/api/admin/jobs', admin)
    expect(jobs.status).toBe(200)
  }, 240_000)
})
