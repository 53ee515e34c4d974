import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { today, uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'
import { sparePort, startServerProcess } from '../helpers/app_process.js'

/*
| The backup and restore the README documents, run for real: data created through the
| API (users, branches, exports, pool, a task, a převodka), `pg_dump -Fc` of the test
| database, `pg_restore` into a fresh database (and once more with --clean --if-exists
| over it), then every table compared row for row, the sequences, a password hash, and
| the application itself started on the restored database: the restored user logs in.
*/

const run = promisify(execFile)
const PASSWORD = 'heslo1234'
const dir = mkdtempSync(join(tmpdir(), 'backup-restore-'))
const source = new URL(process.env.DATABASE_URL!)
const restoredName = `${source.pathname.slice(1)}_restored`
const restored = new URL(source.href)
restored.pathname = `/${restoredName}`
const dumpFile = join(dir, 'lemon.dump')

/** pg_dump / pg_restore from PATH, else PostgreSQL 15's own directory (Debian). */
function binary(name: string) {
  const debian = `/usr/lib/postgresql/15/bin/${name}`
  return existsSync(`/usr/bin/${name}`) || !existsSync(debian) ? name : debian
}

async function withClient<T>(url: URL, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url.href })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const adminDb = new URL('/postgres', source)
const dropRestored = () =>
  withClient(adminDb, (c) => c.query(`DROP DATABASE IF EXISTS "${restoredName}" WITH (FORCE)`))

/** Row count and a digest of every row of every table (sorted), plus every sequence's value. */
async function snapshot(url: URL) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query(
      `select tablename from pg_tables where schemaname = 'public' order by tablename`
    )
    const out: Record<string, { rows: number; digest: string }> = {}
    for (const { tablename } of tables) {
      const { rows } = await client.query(
        `select count(*)::int as n,
                coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest
           from "${tablename}" t`
      )
      out[tablename] = { rows: rows[0].n, digest: rows[0].digest }
    }
    const { rows: sequences } = await client.query(
      `select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`
    )
    return { tables: out, sequences }
  })
}

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let prevodkaId: string
let before: Awaited<ReturnType<typeof snapshot>>

beforeAll(async () => {
  await dropRestored()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  const stopWorker = await startTestWorker('imports')
  try {
    const {
      admin,
      branches: [a, b],
    } = await signInStaff(api, ['1', '2'])

    const created = await api.post(
      '/api/admin/users',
      {
        username: 'zaloha',
        email: 'zaloha@lemon.cz',
        password: PASSWORD,
        pharmacyCode: '2',
        firma: 'LEMON',
        role: 'user',
        fullName: 'Žofie Záložní',
      },
      admin
    )
    expect(created.status).toBe(201)
    const task = await api.post(
      '/api/tasks',
      { title: 'Inventura po obnově', pharmacyCodes: '1, 2', dueDate: today() },
      admin
    )
    expect(task.status).toBe(201)

    const data = transferExports()
    await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
    await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
    const pool = async () => (await api.get('/api/pool/LEMON/1', a)).body as any[]
    await until(async () => (await pool()).every((i) => i.stav === 'rezervováno'))
    const ids = (await pool()).map((i) => i.id)
    const post = (action: string, code: string, body: unknown, token: string) =>
      api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)
    expect((await post('confirm', '2', { ids }, b)).status).toBe(200)
    expect((await post('markPicked', '1', { ids }, a)).status).toBe(200)
    const sent = await post('send', '1', { targetPharmacyCode: '2' }, a)
    expect(sent.status).toBe(200)
    prevodkaId = sent.body.prevodkaId
  } finally {
    /* Nothing may write while the dump runs. */
    await stopWorker()
  }
  before = await snapshot(source)
}, 120_000)

afterAll(async () => {
  await ctx?.close()
  await dropRestored()
  rmSync(dir, { recursive: true, force: true })
})

describe('pg_dump -Fc, then pg_restore into a new database', () => {
  test('the dump is written in the custom format', async () => {
    await run(binary('pg_dump'), ['-Fc', '--no-owner', '-f', dumpFile, '-d', source.href])
    expect(statSync(dumpFile).size).toBeGreaterThan(1000)
    const { stdout } = await run(binary('pg_restore'), ['--list', dumpFile])
    expect(stdout).toContain('TABLE DATA public users')
    expect(stdout).toContain('TABLE DATA public prevodky')
  })

  test('restored: every table has the same rows, every sequence the same value', async () => {
    await withClient(adminDb, (c) => c.query(`CREATE DATABASE "${restoredName}"`))
    await run(binary('pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      restored.href,
      dumpFile,
    ])
    const after = await snapshot(restored)
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables))
    expect(after).toEqual(before)
    /* The data set is not trivially empty. */
    for (const table of ['users', 'branches', 'tasks', 'pool_items', 'prevodky']) {
      expect(before.tables[table]?.rows, table).toBeGreaterThan(0)
    }
  })

  test('restoring again over it with --clean --if-exists gives the same database', async () => {
    await run(binary('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '-d',
      restored.href,
      dumpFile,
    ])
    expect(await snapshot(restored)).toEqual(before)
  })

  test('specific rows survive: the user, its password hash, the task and the převodka', async () => {
    const read = (url: URL) =>
      withClient(url, async (c) => ({
        user: (
          await c.query(
            `select username, email, password, role, firma, pharmacy_code, full_name
               from users where email = 'zaloha@lemon.cz'`
          )
        ).rows[0],
        task: (await c.query(`select title from tasks where title = 'Inventura po obnově'`))
          .rows[0],
        prevodka: (await c.query(`select * from prevodky where prevodka_id = $1`, [prevodkaId]))
          .rows[0],
      }))
    const original = await read(source)
    const copy = await read(restored)
    expect(copy).toEqual(original)
    expect(copy.user).toMatchObject({ username: 'zaloha', full_name: 'Žofie Záložní' })
    expect(copy.prevodka).toBeDefined()
    const { default: hash } = await import('@adonisjs/core/services/hash')
    expect(await hash.verify(copy.user.password, PASSWORD)).toBe(true)
  })

  test('the application runs on the restored database: the restored user logs in', async () => {
    const server = await startServerProcess(
      { DATABASE_URL: restored.href, LOG_LEVEL: 'warn' },
      sparePort(4)
    )
    try {
      const restoredApi = apiClient(server.baseUrl)
      const token = await restoredApi.login('zaloha@lemon.cz', PASSWORD)
      const me = await restoredApi.get('/api/protected/me', token)
      expect(me.body).toMatchObject({ username: 'zaloha', pharmacyCode: '2' })
      const b = await restoredApi.login('p2@lemon.cz', PASSWORD)
      const received = await restoredApi.get('/api/transfers/received/LEMON/2', b)
      expect(received.body.map((p: any) => p.prevodkaId)).toEqual([prevodkaId])
    } finally {
      await server.stop()
    }
  })
})
