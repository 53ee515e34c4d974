import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { auditRows } from '../helpers/audit.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { uploadExport, writeSampleExport } from '../helpers/exports.js'

/*
| Issue #34: a write whose database connection is cut by a failover (here: its session
| terminated, as Patroni's switchover terminates the old primary's) is run again when nothing
| it sent can have been committed, and is never run twice when its COMMIT went out.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let branch: string
const holders: pg.Client[] = []

async function holder() {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  holders.push(client)
  return client
}

/** The app's session that waits on a lock, running a statement that matches `like`. */
async function waitingBackend(like: string) {
  const watch = await holder()
  for (let i = 0; i < 200; i++) {
    const { rows } = await watch.query(
      `SELECT pid FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query ILIKE $1 AND pid <> pg_backend_pid()
          AND datname = current_database()`,
      [like]
    )
    if (rows[0]) return rows[0].pid as number
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no session waits on a lock running ${like}`)
}

async function terminate(pid: number) {
  const client = await holder()
  await client.query('SELECT pg_terminate_backend($1)', [pid])
}

async function newTask() {
  const res = await api.post(
    '/api/tasks',
    { title: 'Inventura regálu B', pharmacyCodes: ['1'] },
    admin
  )
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return String(res.body.id)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  await createUser({
    username: 'p1',
    email: 'p1@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '1',
  })
  admin = await api.login('boss@lemon.cz', 'heslo1234')
  branch = await api.login('p1@lemon.cz', 'heslo1234')
})
const dir = mkdtempSync(join(tmpdir(), 'write-cut-'))

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await Promise.all(holders.map((c) => c.end().catch(() => {})))
  await ctx?.close()
})

describe('a write cut by a failover', () => {
  test('cut inside its transaction, before the COMMIT: run again, answered 200, written once', async () => {
    const taskId = await newTask()
    const lock = await holder()
    await lock.query('BEGIN')
    await lock.query('SELECT 1 FROM task_assignments WHERE task_id = $1 FOR UPDATE', [taskId])

    const answer = api.call('PUT', `/api/tasks/${taskId}/complete`, {
      body: { done: true },
      token: branch,
    })
    const pid = await waitingBackend('update "task_assignments"%')
    await terminate(pid)
    await lock.query('ROLLBACK')

    const res = await answer
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [row] = (
      await lock.query('SELECT done FROM task_assignments WHERE task_id = $1', [taskId])
    ).rows
    expect(row.done).toBe(true)
    const audits = (await auditRows({ action: 'tasks.complete' })).filter(
      (r) => String(r.entity_id) === taskId
    )
    expect(audits).toHaveLength(1)
  })

  test('cut after its COMMIT went out: never run twice, the Czech 503 stands', async () => {
    const taskId = await newTask()
    const rowLock = await holder()
    const tableLock = await holder()
    await rowLock.query('BEGIN')
    await rowLock.query('SELECT 1 FROM task_assignments WHERE task_id = $1 FOR UPDATE', [taskId])

    const answer = api.call('PUT', `/api/tasks/${taskId}/complete`, {
      body: { done: true },
      token: branch,
    })
    /* Waiting inside its transaction: the task was read, nothing holds \`tasks\` now. */
    await waitingBackend('update "task_assignments"%')
    await tableLock.query('BEGIN')
    await tableLock.query('LOCK TABLE tasks IN ACCESS EXCLUSIVE MODE')
    await rowLock.query('ROLLBACK')
    /* Its transaction commits; the answer's read of the task waits on the table lock. */
    const pid = await waitingBackend('%"tasks"%')
    await terminate(pid)
    await tableLock.query('ROLLBACK')

    const res = await answer
    expect(res.status, JSON.stringify(res.body)).toBe(503)
    expect(res.body.code).toBe('DB_UNAVAILABLE')
    expect(res.body.message).toBe('Databáze je dočasně nedostupná. Zkuste to prosím za chvíli.')
    /* Committed once, and not again. */
    const [row] = (
      await rowLock.query('SELECT done FROM task_assignments WHERE task_id = $1', [taskId])
    ).rows
    expect(row.done).toBe(true)
    const audits = (await auditRows({ action: 'tasks.complete' })).filter(
      (r) => String(r.entity_id) === taskId
    )
    expect(audits).toHaveLength(1)
  })

  test('an upload cut while its files were being stored: run again with the same files, 202, one batch', async () => {
    const files = writeSampleExport(dir)
    const lock = await holder()
    await lock.query('BEGIN')
    await lock.query('LOCK TABLE stored_file_chunks IN ACCESS EXCLUSIVE MODE')

    const answer = uploadExport(ctx.baseUrl, branch, '/api/upload/LEMON/1', files)
    const pid = await waitingBackend('insert into stored_file_chunks%')
    await terminate(pid)
    await lock.query('ROLLBACK')

    const res = await answer
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    const { rows: batches } = await lock.query(
      `SELECT id FROM export_batches WHERE firma = 'LEMON' AND pharmacy_code = '1'`
    )
    expect(batches.map((b) => String(b.id))).toEqual([String(res.body.batchId)])
    /* The request's temporary files were still there for the second run: stored whole. */
    const { rows: stored } = await lock.query(
      `SELECT f.key, sum(length(c.data))::int AS size
         FROM stored_files f JOIN stored_file_chunks c ON c.file_id = f.id
        WHERE f.key LIKE $1 GROUP BY f.key ORDER BY f.key`,
      [`exports/LEMON/1/${res.body.batchId}/%`]
    )
    expect(stored.map((f) => [f.key.split('/').pop(), f.size])).toEqual(
      Object.entries(files)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([kind, path]) => [`${kind}.xlsx`, statSync(path).size])
    )
  })
})

describe('an import cut by a failover (found in a switchover under load)', () => {
  test('a COPY whose session ends before it began answers with that error instead of waiting for ever', async () => {
    const { copyInto } = await import('#core/pg_copy')
    const { isDatabaseUnavailable } = await import('#core/db_unavailable')
    const lock = await holder()
    await lock.query('BEGIN')
    await lock.query('LOCK TABLE tasks IN ACCESS EXCLUSIVE MODE')
    /* A few rows, read after the session was cut: nothing is written before the end. */
    let cut!: () => void
    const sessionCut = new Promise<void>((resolve) => (cut = resolve))
    async function* rows() {
      await sessionCut
      yield [['Inventura'], ['Úklid skladu']]
    }
    const copy = copyInto('tasks', ['title'], rows())
    const settled = copy.then(
      () => 'written',
      (error) => error
    )
    const pid = await waitingBackend('COPY tasks%')
    await terminate(pid)
    await lock.query('ROLLBACK')
    /* The client has seen its connection end before the rows come. */
    await new Promise((resolve) => setTimeout(resolve, 300))
    cut()
    const outcome = await Promise.race([
      settled,
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
    ])
    expect(outcome).toBeInstanceOf(Error)
    expect(isDatabaseUnavailable(outcome), String(outcome)).toBe(true)
  }, 30_000)
})
