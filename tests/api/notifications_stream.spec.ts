import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { today } from '../helpers/exports.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser, signInStaff } from '../helpers/users.js'
import { sparePort, startServerProcess, type AppProcess } from '../helpers/app_process.js'
import { dataOf, eventNames, nthEvent, openEventStream, type EventStream } from '../helpers/sse.js'

/*
| Live delivery of notifications over server-sent events, read with fetch and a bearer
| token as the SPA does. A second web process (its own Redis subscriber) proves the
| fan-out between processes; one started against a dead Redis still answers, saying it
| is not live so the browser polls. That a stream did NOT hear something is shown by a
| marker: one process publishes signals in order over one Redis connection, so an event
| the stream must hear, caused afterwards, arrives after anything the action sent it.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let a: string
let b: string
let b2: string
const streams: EventStream[] = []
const processes: AppProcess[] = []

async function stream(baseUrl: string, token?: string) {
  const opened = await openEventStream(baseUrl, token)
  streams.push(opened)
  return opened
}

const isReady = (live: boolean) => (e: { event: string; data: string }) =>
  e.event === 'ready' && dataOf(e).live === live

const createTaskFor = (code: string, title: string) =>
  api.post('/api/tasks', { title, pharmacyCodes: [code], dueDate: today() }, admin)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Marks everything `token`'s user sees read: a `read` event to that user's streams. */
/** What a stream heard besides `ready` (a process re-announces it when its Redis subscriber connects). */
const heard = (s: EventStream) => eventNames(s).filter((name) => name !== 'ready')

async function readAll(token: string) {
  const res = await api.post('/api/notifications/read', { all: true }, token)
  expect(res.status).toBe(200)
  expect(res.body.marked).toBeGreaterThan(0)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [a, b],
  } = await signInStaff(api, ['1', '2']))
  await createUser({
    username: 'p2b',
    email: 'p2b@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '2',
  })
  b2 = await api.login('p2b@lemon.cz', 'heslo1234')
}, 120_000)

afterAll(async () => {
  for (const s of streams) s.close()
  for (const p of processes) await p.stop()
  await ctx?.close()
})

describe('GET /api/notifications/stream', () => {
  test('an event stream that starts with its reconnect delay and a ready event', async () => {
    const s = await stream(ctx.baseUrl, b)
    expect(s.status).toBe(200)
    expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(s.headers.get('cache-control')).toBe('no-store, no-transform')
    expect(s.headers.get('x-accel-buffering')).toBe('no')
    await s.waitFor(isReady(true))
    expect(s.events[0].event).toBe('ready')
    expect(s.retry).toBe(3000)
    s.close()
    const denied = await openEventStream(ctx.baseUrl)
    expect(denied.status).toBe(401)
    await denied.ended
  })

  test("an action delivers an event to the branch's streams, on every web process, and to no other branch", async () => {
    const second = await startServerProcess({ LOG_LEVEL: 'info' }, sparePort(7))
    processes.push(second)
    const mine = await stream(ctx.baseUrl, b)
    const colleague = await stream(second.baseUrl, b2)
    const other = await stream(ctx.baseUrl, a)
    for (const s of [mine, colleague, other]) await s.waitFor(isReady(true))
    /* Branch 1's own task first: its user then has something to read (the marker below). */
    expect((await createTaskFor('1', 'Inventura')).status).toBe(201)
    await other.waitFor((e) => e.event === 'notification')

    const created = await createTaskFor('2', 'Převzít zásilku')
    expect(created.status).toBe(201)
    for (const s of [mine, colleague]) {
      const event = await s.waitFor((e) => e.event === 'notification')
      expect(dataOf(event)).toEqual({ kind: 'task_due' })
    }
    const unread = await api.get('/api/notifications/unread-count', b)
    expect(unread.body).toEqual({ unread: 1 })
    const ofBranchOne = (await api.get('/api/notifications', a)).body.notifications
    expect(ofBranchOne.map((n: any) => n.text)).toEqual(['Dnes je termín úkolu „Inventura“.'])
    // Marker: branch 1's user reads; nothing of branch 2's task came to its stream before.
    await readAll(a)
    await other.waitFor((e) => e.event === 'read')
    expect(heard(other)).toEqual(['notification', 'read'])

    // Reading it in one tab tells the user's other streams (not the colleague's).
    const [note] = (await api.get('/api/notifications', b)).body.notifications
    await api.post('/api/notifications/read', { ids: [note.id] }, b)
    await mine.waitFor((e) => e.event === 'read')
    // Marker: another task of branch 2 reaches the colleague, with no read before it.
    expect((await createTaskFor('2', 'Uklidit sklad')).status).toBe(201)
    await nthEvent(colleague, 'notification', 2)
    expect(heard(colleague)).toEqual(['notification', 'notification'])
  })

  test('a rolled-back action writes nothing and signals nobody', async () => {
    const s = await stream(ctx.baseUrl, a)
    await s.waitFor(isReady(true))
    /* Something for branch 1's user to read afterwards: the marker below. */
    expect((await createTaskFor('1', 'Zkontrolovat váhy')).status).toBe(201)
    await s.waitFor((e) => e.event === 'notification')
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { notify } = await import('#notifications/services/notify')
    await expect(
      db.transaction(async (trx) => {
        await notify(trx, [
          {
            kind: 'task_due',
            target: { firma: 'LEMON', pharmacyCode: '1' },
            params: { taskId: 1, title: 'Nikdy' },
            dedupeKey: 'rolled-back',
          },
        ])
        throw new Error('the use case failed')
      })
    ).rejects.toThrow('the use case failed')
    // Marker: the user's own read comes with no notification between.
    await readAll(a)
    await s.waitFor((e) => e.event === 'read')
    expect(heard(s)).toEqual(['notification', 'read'])
    const { rows } = await db.rawQuery(
      `SELECT 1 FROM notifications WHERE dedupe_key = 'rolled-back'`
    )
    expect(rows).toEqual([])
  })

  test('a client that goes away is forgotten, and its request is logged once it ends', async () => {
    const { clientCount } = await import('#notifications/services/stream_hub')
    const open = await stream(ctx.baseUrl, a)
    await open.waitFor(isReady(true))
    expect(clientCount()).toBeGreaterThan(0)
    /* The second process's streams were open at least this long when they were closed. */
    const onSecond = streams.filter((s) => s.baseUrl === processes[0].baseUrl)
    const closedAt = Date.now()
    const openAtLeast = closedAt - Math.max(...onSecond.map((s) => s.openedAt))
    for (const s of streams) s.close()
    const deadline = Date.now() + 5000
    while (clientCount() > 0 && Date.now() < deadline) await sleep(50)
    expect(clientCount()).toBe(0)
    const line = await processes[0].waitForLine(
      (l) => l.msg === 'request' && l.url === '/api/notifications/stream'
    )
    expect(line).toMatchObject({ method: 'GET', status: 200, aborted: true })
    expect(line.request_id).toEqual(expect.any(String))
    // Logged when it ended, not when it began: its duration spans the whole stream.
    expect(onSecond.length).toBeGreaterThan(0)
    expect(line.duration_ms as number).toBeGreaterThanOrEqual(openAtLeast)
  })

  test('a user holds at most 5 streams: the oldest is ended when a sixth opens', async () => {
    const { MAX_STREAMS_PER_USER } = await import('#notifications/services/stream_hub')
    const own: EventStream[] = []
    for (let i = 0; i <= MAX_STREAMS_PER_USER; i++) {
      const s = await stream(ctx.baseUrl, b)
      await s.waitFor(isReady(true))
      own.push(s)
    }
    await own[0].ended
    const other = await stream(ctx.baseUrl, a)
    await other.waitFor(isReady(true))
    /* The other five still deliver: a task for branch 2 reaches every one of them. */
    expect((await createTaskFor('2', 'Pět streamů')).status).toBe(201)
    for (const s of own.slice(1)) await s.waitFor((e) => e.event === 'notification')
    for (const s of [...own, other]) s.close()
    /* Later tests count branch 2's unread notifications from zero. */
    expect((await api.post('/api/notifications/read', { all: true }, b)).status).toBe(200)
  })

  test('SIGTERM with open streams: the web process ends them and exits at once', async () => {
    const second = processes[0]
    const open = await stream(second.baseUrl, b2)
    await open.waitFor(isReady(true))
    const started = Date.now()
    await second.stop()
    await open.ended
    expect(second.child.exitCode).toBe(0)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  test('with Redis down the stream still answers, not live, and the API still counts', async () => {
    const server = await startServerProcess(
      { REDIS_URL: 'redis://127.0.0.1:6397', LOG_LEVEL: 'error' },
      sparePort(8)
    )
    processes.push(server)
    const started = Date.now()
    const s = await stream(server.baseUrl, b)
    expect(s.status).toBe(200)
    await s.waitFor(isReady(false))
    expect(Date.now() - started).toBeLessThan(3000)
    const count = await apiClient(server.baseUrl).get('/api/notifications/unread-count', b)
    expect(count.status).toBe(200)
    expect(count.body).toEqual({ unread: 0 })
    s.close()
  })
})
