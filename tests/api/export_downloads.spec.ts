import net from 'node:net'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { wellFormedWorkbook } from '../helpers/strict_xml.js'
import { createUser } from '../helpers/users.js'

/*
| Issue #27, finding 1: branch users open large Excel downloads of a long list and do not
| read them (raw sockets that send the request, take the first bytes and stop). Before,
| each such download held a database transaction for as long as its client stalled, and a
| dozen took the whole pool: nobody else got an answer. Now the workbook is written whole
| first, no transaction waits on a socket, a user has at most 3 downloads running (429
| beyond, counted in Redis), and a client that takes nothing for `stallMs` is cut off.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const PASSWORD = 'heslo1234'
/* Each workbook must be far larger than what a stalled connection's kernel buffers take
   (about 4 MB on loopback here), or the server would never wait on the client. */
const ROWS = 3000
const MIN_WORKBOOK_BYTES = 6 * 1024 * 1024
const DOWNLOADERS = ['stahuje1', 'stahuje2', 'stahuje3', 'stahuje4']
const tokens: Record<string, string> = {}
const sockets: Stalled[] = []

type Stalled = {
  socket: net.Socket
  /** The status line and headers, once the first bytes came (then it reads no more). */
  head: Promise<string>
  closed: Promise<number>
  received: () => number
}

/** A GET whose client reads the first chunk of the answer and then nothing more. */
function stalledGet(path: string, token: string): Stalled {
  const url = new URL(ctx.baseUrl)
  const socket = net.connect(Number(url.port), url.hostname)
  let received = 0
  const head = new Promise<string>((resolve, reject) => {
    socket.on('data', (chunk) => {
      if (received === 0) {
        socket.pause()
        resolve(chunk.toString('latin1').split('\r\n\r\n')[0])
      }
      received += chunk.length
    })
    socket.once('error', reject)
  })
  const opened = Date.now()
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - opened))
  )
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`
  )
  const stalled = { socket, head, closed, received: () => received }
  sockets.push(stalled)
  return stalled
}

const statusOf = (head: string) => Number(head.split(' ')[1])

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

async function idleInTransaction() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND state LIKE 'idle in transaction%'`
  )
  return rows[0].n as number
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  for (const [name, code] of [...DOWNLOADERS.map((n) => [n, '1']), ['jina', '2']]) {
    await createUser({
      username: name,
      email: `${name}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: code,
    })
    tokens[name] = await api.login(`${name}@lemon.cz`, PASSWORD)
  }
  const { default: db } = await import('@adonisjs/lucid/services/db')
  /* Long reasons that compress poorly, so a workbook is many megabytes. */
  await db.rawQuery(
    `INSERT INTO pool_items (firma, pharmacy_code, stav, pdk, sarze, nazev, duvod, exspirace, mnozstvi, ncsd, probability)
     SELECT 'LEMON', '1', 'aktivní', 'P' || i, md5(i::text), 'Přípravek ' || md5(i::text),
            (SELECT string_agg(md5((i * 1000 + k)::text), '') FROM generate_series(1, 128) AS k),
            current_date + (i % 300), 1 + i % 5, 12.5, i % 100
       FROM generate_series(1, ?) AS i`,
    [ROWS]
  )
  await db.rawQuery(
    `INSERT INTO pool_items (firma, pharmacy_code, stav, pdk, sarze, nazev, mnozstvi)
     SELECT 'LEMON', '2', 'aktivní', 'Q' || i, 'S' || i, 'Přípravek ' || i, 1
       FROM generate_series(1, 60) AS i`
  )
}, 120_000)

afterAll(async () => {
  for (const { socket } of sockets) socket.destroy()
  await ctx?.close()
})

describe('stalled Excel downloads', () => {
  const path = '/api/pool/LEMON/1?format=xlsx'

  async function slotsOf(name: string) {
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const { default: queueConfig } = await import('#config/queue')
    const { default: User } = await import('#users/models/user')
    const user = await User.findByOrFail('email', `${name}@lemon.cz`)
    return redis.zcard(`${queueConfig.prefix}:exports:${user.id}`)
  }

  async function until(check: () => Promise<boolean>, ms: number) {
    const deadline = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out')
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  test('hold no database connection: another user is answered in time, the 4th download of a user is 429', async () => {
    const accepted = DOWNLOADERS.flatMap((name) =>
      [0, 1, 2].map(() => stalledGet(path, tokens[name]))
    )
    /* Each user's 4th, once their 3 run. */
    await until(async () => (await slotsOf(DOWNLOADERS[0])) === 3, 15_000)
    const refused = await api.get(path, tokens[DOWNLOADERS[0]])
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({
      code: 'TOO_MANY_DOWNLOADS',
      message:
        'Najednou můžete stahovat nejvýše 3 exporty. Počkejte, až některé stahování skončí, a zkuste to znovu.',
    })

    const heads = await Promise.all(accepted.map((d) => d.head))
    for (const head of heads) {
      expect(statusOf(head), head).toBe(200)
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
      expect(length).toBeGreaterThan(MIN_WORKBOOK_BYTES)
    }
    /* Every one of the 12 is now waiting on its client, none of them in a transaction. */
    expect(await idleInTransaction()).toBe(0)
    const other = await timed(() => api.get('/api/pool/LEMON/2?page=1&limit=50', tokens.jina))
    expect(other.value.status).toBe(200)
    expect(other.value.body).toHaveLength(50)
    expect(other.ms).toBeLessThan(2000)
    const health = await timed(() => api.get('/api/health'))
    expect(health.value.status).toBe(200)
    expect(health.ms).toBeLessThan(2000)
    /* A user with no download running is not limited by the others'. */
    const small = await fetch(`${ctx.baseUrl}/api/pool/LEMON/2?format=xlsx`, {
      headers: { authorization: `Bearer ${tokens.jina}` },
    })
    expect(small.status).toBe(200)
    wellFormedWorkbook(new Uint8Array(await small.arrayBuffer()))
    for (const d of accepted) expect(d.received()).toBeLessThan(MIN_WORKBOOK_BYTES)

    /* The clients give up: their slots are free at once. */
    for (const d of accepted) d.socket.destroy()
    await until(
      async () => (await Promise.all(DOWNLOADERS.map(slotsOf))).every((n) => n === 0),
      5000
    )
  }, 180_000)

  test('a client that takes nothing for stallMs is cut off, and its slot is freed', async () => {
    const { default: downloads } = await import('#config/downloads')
    downloads.stallMs = 2000
    try {
      const stalled = stalledGet(path, tokens[DOWNLOADERS[1]])
      const head = await stalled.head
      expect(statusOf(head)).toBe(200)
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1])
      const headAt = Date.now()
      /* The server gives up on it: the download's slot is freed. */
      await until(async () => (await slotsOf(DOWNLOADERS[1])) === 0, 15_000)
      expect(Date.now() - headAt).toBeGreaterThanOrEqual(1500)
      /* Reading again, the client gets what its connection had buffered, then the end. */
      stalled.socket.resume()
      await stalled.closed
      expect(stalled.received()).toBeLessThan(length)
    } finally {
      downloads.stallMs = 60_000
    }
  }, 60_000)

  test('a client that reads gets the whole workbook, and it parses', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/pool/LEMON/1?format=xlsx`, {
      headers: { authorization: `Bearer ${tokens[DOWNLOADERS[0]]}` },
    })
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(bytes.length).toBe(Number(res.headers.get('content-length')))
    wellFormedWorkbook(bytes)
    const book = XLSX.read(bytes, { dense: true })
    const rows = XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]])
    expect(rows).toHaveLength(ROWS)
    expect(await idleInTransaction()).toBe(0)
  }, 120_000)

  test('the slots are counted in Redis with an expiry, so a dead process frees them', async () => {
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const { default: queueConfig } = await import('#config/queue')
    const { takeExportSlot } = await import('#core/downloads/export_slots')
    const { default: User } = await import('#users/models/user')
    const user = await User.findByOrFail('email', 'jina@lemon.cz')
    const key = `${queueConfig.prefix}:exports:${user.id}`
    const slots = [
      await takeExportSlot(user.id),
      await takeExportSlot(user.id),
      await takeExportSlot(user.id),
    ]
    await expect(takeExportSlot(user.id)).rejects.toMatchObject({ status: 429 })
    expect(await redis.zcard(key)).toBe(3)
    const ttl = await redis.pttl(key)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(120_000)
    /* A slot whose expiry passed (its process died) no longer counts. */
    await redis.zadd(key, 1, (await redis.zrange(key, 0, 0))[0])
    const again = await takeExportSlot(user.id)
    for (const slot of [...slots, again]) await slot.release()
    expect(await redis.zcard(key)).toBe(0)
  })
})
