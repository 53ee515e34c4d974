import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'

/*
| Dependencies down, as `npm run chaos` found them:
| - Redis unreachable from the moment a process first needs a queue: a queue whose
|   connection never became ready used to wait for it forever, so a PDF request hung
|   instead of answering the Czech 503 at once;
| - PostgreSQL restarting under a request (a bulk confirm cut mid-transaction) answered
|   500 "Interní chyba serveru."; it is a transient failure and answers 503.
*/

let ctx: TestApp
let redisUrl: string

beforeAll(async () => {
  ctx = await bootApp()
  const { default: env } = await import('#start/env')
  const { closeQueues } = await import('#core/queue')
  redisUrl = env.get('REDIS_URL')
  /* The queues of this process are created anew, against a port where nothing listens. */
  await closeQueues()
  env.set('REDIS_URL', 'redis://127.0.0.1:6398')
})

afterAll(async () => {
  const { default: env } = await import('#start/env')
  const { closeQueues } = await import('#core/queue')
  await closeQueues()
  env.set('REDIS_URL', redisUrl)
  await ctx?.close()
})

describe('with Redis down since the first use of a queue', () => {
  const kind = {
    name: 'test.outage',
    async fingerprint() {
      return 'v1'
    },
    async render() {
      return Buffer.from('')
    },
  }

  test('a PDF request answers 503 with a Czech message within seconds', async () => {
    const { producePdf } = await import('#core/pdf/pdf_queue')
    const started = Date.now()
    await expect(producePdf(kind, { n: 1 })).rejects.toMatchObject({
      status: 503,
      code: 'QUEUE_UNAVAILABLE',
      message: 'Generování PDF je dočasně nedostupné. Zkuste to prosím za chvíli.',
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('an enqueued job answers 503 with a Czech message within seconds', async () => {
    const { enqueue } = await import('#core/queue')
    const started = Date.now()
    await expect(enqueue('maintenance', 'test.nothing', {}, 'outage-1')).rejects.toMatchObject({
      status: 503,
      code: 'QUEUE_UNAVAILABLE',
      message:
        'Zpracování je dočasně nedostupné (fronta úloh neodpovídá). Zkuste to prosím za chvíli.',
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('with PostgreSQL restarting or unreachable', () => {
  const DB_503 = {
    code: 'DB_UNAVAILABLE',
    message: 'Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.',
  }

  async function rendered(error: unknown) {
    const { default: Handler } = await import('#core/exceptions/handler')
    return new Handler().toResponse(error)
  }

  test('a query cut by a restart answers 503 with a Czech message', async () => {
    /* What knex throws when PostgreSQL dies under a running statement. */
    const cut = new Error(
      'update "pool_items" set "stav" = $1 where "id" in ($2) - Connection terminated unexpectedly'
    )
    expect(await rendered(cut)).toEqual({ status: 503, body: DB_503 })
    const shutdown = Object.assign(new Error('terminating connection'), { code: '57P01' })
    expect(await rendered(shutdown)).toEqual({ status: 503, body: DB_503 })
    const starting = Object.assign(new Error('the database system is starting up'), {
      code: '57P03',
    })
    expect(await rendered(starting)).toEqual({ status: 503, body: DB_503 })
    const reset = Object.assign(
      new Error('insert into "pool_item_history" ("by") values ($1) - read ECONNRESET'),
      { code: 'ECONNRESET', syscall: 'read' }
    )
    expect(await rendered(reset)).toEqual({ status: 503, body: DB_503 })
    /* The pool opening a connection while PostgreSQL restarts: pg's bare socket error (chaos). */
    const resetOnAcquire = Object.assign(new Error('read ECONNRESET'), {
      code: 'ECONNRESET',
      errno: -104,
      syscall: 'read',
    })
    expect(await rendered(resetOnAcquire)).toEqual({ status: 503, body: DB_503 })
  })

  test('a failover answers 503 in every form it takes, never 500 (issue #34)', async () => {
    /* A standby refusing a write: a session opened just before the switch. */
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), {
      code: '25006',
    })
    expect(await rendered(readOnly)).toEqual({ status: 503, body: DB_503 })
    /* pg giving up opening a connection while no primary answers (connectionTimeoutMillis). */
    expect(await rendered(new Error('timeout expired'))).toEqual({ status: 503, body: DB_503 })
    expect(
      await rendered(new Error('select * from "users" where "id" = $1 - timeout expired'))
    ).toEqual({ status: 503, body: DB_503 })
    /* knex refusing to go on with a transaction that the lost connection already ended. */
    const ended = new Error(
      'Transaction query already complete, run with DEBUG=knex:tx for more info'
    )
    expect(await rendered(ended)).toEqual({ status: 503, body: DB_503 })
    /* The product's own limits: a statement or a lock wait that ran out. */
    const statement = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    })
    expect(await rendered(statement)).toMatchObject({ status: 503, body: { code: 'DB_TIMEOUT' } })
    const lock = Object.assign(new Error('canceling statement due to lock timeout'), {
      code: '55P03',
    })
    expect(await rendered(lock)).toMatchObject({
      status: 503,
      body: {
        code: 'DB_BUSY',
        message: 'Záznam právě upravuje jiná operace. Zkuste to prosím za chvíli.',
      },
    })
  })

  test('a session that landed on a standby is refused by the pool and retires the older ones', async () => {
    const { afterConnect, stillCurrent, noteDatabaseError } = await import('#core/db_unavailable')
    const session = (readOnly: string) => ({
      query: async () => ({ rows: [{ transaction_read_only: readOnly }] }),
    })
    const onPrimary: any = session('off')
    const outcome = (connection: any) =>
      new Promise<Error | undefined>((resolve) => afterConnect(connection, resolve))
    expect(await outcome(onPrimary)).toBeUndefined()
    expect(await outcome(session('on'))).toMatchObject({ code: '25006' })
    expect(stillCurrent(onPrimary)).toBe(true)
    noteDatabaseError(Object.assign(new Error('read-only'), { code: '25006' }))
    expect(stillCurrent(onPrimary)).toBe(false)
    const newer: any = session('off')
    await outcome(newer)
    expect(stillCurrent(newer)).toBe(true)
  })

  test('a refused connection to the database answers 503, to another service stays 500', async () => {
    const { default: env } = await import('#start/env')
    const dbPort = Number(new URL(env.get('DATABASE_URL')).port || 5432)
    const refused = (port: number) =>
      Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:${port}`), {
        code: 'ECONNREFUSED',
        syscall: 'connect',
        port,
      })
    expect(await rendered(refused(dbPort))).toEqual({ status: 503, body: DB_503 })
    expect((await rendered(refused(6398))).status).toBe(500)
    expect((await rendered(new Error('boom'))).status).toBe(500)
  })
})
