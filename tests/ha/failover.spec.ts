import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiClient } from '../helpers/http.js'
import { uploadExport, writeSampleExport } from '../helpers/exports.js'
import { writeBranchExports } from '#database/factories/demo_exports'
import {
  databasePrimary,
  logOf,
  runOn,
  startFleet,
  stopFleet,
  WORKER_QUEUES,
  type Fleet,
} from '../fleet/fleet.js'
import {
  patroni,
  powerLossOf,
  powerOn,
  primaryOf,
  redisMaster,
  isSyncStandby,
  untilSyncStandby,
} from '../fleet/data_tier.js'
import { tally, traffic, unacceptable, type Answer } from '../fleet/traffic.js'
import { steadyLoad, until as untilEvery } from '../fleet/load.js'

const until = <T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null | undefined | false>,
  everyMs = 250
) => untilEvery(what, timeoutMs, probe, everyMs)

/*
| Issue #34 "No single point": the fleet (tests/fleet) with its data tier in a cluster, and
| a data host lost under load. PostgreSQL's primary loses power in the middle of an import,
| the database switches over as planned, Redis's master loses power with uploads queued.
| Whatever got a 2xx must be there afterwards, every accepted upload ends `done`, the
| product answers 2xx or 503 (with a message) meanwhile, and no app process exits.
| The figures (time to a new primary, to the first 2xx, counts) are logged for the record,
| and every verdict of a scenario is checked (expect.soft) so a failure lists all that failed.
*/

let fleet: Fleet
let api: ReturnType<typeof apiClient>
let admin: string
const users: Record<string, string> = {}
const dir = mkdtempSync(join(tmpdir(), 'ha-'))

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const SECOND = 1000
const MINUTE = 60_000

/** A query on the current primary (a fresh session: one held across a failover is gone). */
async function query(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: fleet.databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end().catch(() => {})
  }
}

function hostLogs(names = ['web', ...WORKER_QUEUES.map((q) => `worker-${q}`)], lines = 20) {
  return [...fleet.webs, ...fleet.workers]
    .flatMap((h) =>
      names.map((n) => `--- ${h.name} ${n}\n${logOf(h, n).split('\n').slice(-lines).join('\n')}`)
    )
    .join('\n')
}

/* What a web host logs for a write cut after its COMMIT went out
   (app/core/middleware/retry_cut_requests_middleware.ts). */
const COMMIT_ON_THE_WIRE = 'a write cut by the database after its COMMIT went out: not repeated'

/** The requests the web hosts logged as cut with their COMMIT on the wire since `since`. */
function commitsOnTheWire(since: number) {
  const ids = new Set<string>()
  for (const h of fleet.webs) {
    for (const line of logOf(h, 'web').split('\n')) {
      if (!line.includes(COMMIT_ON_THE_WIRE)) continue
      const entry = JSON.parse(line)
      if (Date.parse(entry.time) >= since && entry.request_id) ids.add(entry.request_id)
    }
  }
  return ids
}

/** The app hosts' error log lines since `since`, one per distinct message (for a failure's text). */
function errorLines(since: number) {
  const seen = new Map<string, string>()
  for (const h of [...fleet.webs, ...fleet.workers]) {
    for (const name of ['web', ...WORKER_QUEUES.map((q) => `worker-${q}`)]) {
      for (const line of logOf(h, name).split('\n')) {
        const entry = (() => {
          try {
            return JSON.parse(line)
          } catch {
            return null
          }
        })()
        if (!entry || entry.level < 50 || Date.parse(entry.time) < since) continue
        const key = `${name} ${entry.url ?? ''} ${entry.err?.message ?? entry.msg}`
        if (!seen.has(key)) seen.set(key, `${h.name} ${line.slice(0, 1500)}`)
      }
    }
  }
  return [...seen.values()].join('\n')
}

/** Answers grouped as `kind status: message` with their counts. */
function summary(answers: Answer[]) {
  const counts: Record<string, number> = {}
  for (const a of answers) {
    const key = `${a.kind} ${a.status ?? 'no answer'}: ${a.message ?? a.raw?.replace(/\s+/g, ' ').slice(0, 80) ?? ''}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** Every web and worker process is still running (none exited on the data host's loss). */
function appProcessesAlive() {
  return [...fleet.webs, ...fleet.workers].flatMap((h) =>
    [...h.processes.entries()]
      .filter(([, child]) => child.exitCode !== null || child.signalCode !== null)
      .map(([name, child]) => `${h.name} ${name}: code ${child.exitCode} ${child.signalCode}`)
  )
}

/** Statuses of export batches by id, straight from PostgreSQL. */
async function batchStatuses(ids: string[]) {
  const rows = await query('SELECT id::text, status FROM export_batches WHERE id = ANY($1)', [
    ids.map(Number),
  ])
  return Object.fromEntries(rows.map((r) => [r.id, r.status])) as Record<string, string>
}

async function untilBatchesEnd(ids: string[], timeoutMs: number) {
  return until(
    'every accepted upload processed',
    timeoutMs,
    async () => {
      const statuses = await batchStatuses(ids)
      return ids.every((id) => ['done', 'failed'].includes(statuses[id])) ? statuses : null
    },
    1000
  ).catch(async (error) => {
    /* What the apps' sessions on the primary were doing: a job stuck on a lock or a statement
       says so here, one that waits on nothing in the database is not listed as active. */
    const sessions = await query(
      `SELECT application_name, state, wait_event_type, wait_event,
              round(extract(epoch FROM now() - query_start)) AS seconds, left(query, 160) AS query
         FROM pg_stat_activity
        WHERE application_name LIKE 'lemon@%' AND state <> 'idle'`
    ).catch((e) => [{ error: String(e) }])
    throw new Error(
      `${error.message}: ${JSON.stringify(await batchStatuses(ids).catch(() => ({})))}\n` +
        `sessions: ${JSON.stringify(sessions, null, 1)}\n${hostLogs(['worker-imports'])}`
    )
  })
}

/** The first write answered 2xx that was sent after `since`: when the product writes again. */
function firstWriteAfter(answers: Answer[], since: number) {
  const ok = answers
    .filter((a) => a.kind === 'write' && a.status !== null && a.status < 300 && a.at >= since)
    .sort((a, b) => a.at + a.ms - (b.at + b.ms))[0]
  return ok ? ok.at + ok.ms : null
}

function report(title: string, figures: Record<string, unknown>) {
  console.log(`\n[ha] ${title}\n${JSON.stringify(figures, null, 2)}`)
}

const acknowledged = (answers: Answer[], kind: Answer['kind']) =>
  answers.filter((a) => a.kind === kind && a.status !== null && a.status < 300).map((a) => a.id!)

beforeAll(async () => {
  fleet = await startFleet()
  api = apiClient(fleet.url)
  await runOn(fleet.workers[0], ['ace.js', 'db:seed'])
  admin = await api.login('admin@lemon.cz', 'admin123')
  for (const code of ['1', '2', '3', '4', '5', '6', '7', '8'])
    users[code] = await api.login(`user${code}@lemon.cz`, 'user123')
  /* The demo chain's own exports first: the scenarios start from a fleet at rest. */
  await until(
    'the demo exports processed',
    5 * MINUTE,
    async () => {
      const rows = await query(
        `SELECT count(*)::int AS n FROM export_batches WHERE status IN ('queued', 'processing')`
      )
      return rows[0].n === 0
    },
    1000
  )
}, 12 * MINUTE)

afterAll(async () => {
  await stopFleet(fleet)
}, 2 * MINUTE)

describe('the data tier has no single point (issue #34)', () => {
  test(
    'kill -9 of the PostgreSQL primary during uploads, writes and a big import: a new primary, 2xx again, nothing acknowledged lost',
    async () => {
      const files = await writeBranchExports(mkdtempSync(join(dir, 'big-')), '4', {
        products: 3000,
        months: 12,
      })
      const big = await uploadExport(fleet.url, users['4'], '/api/upload/LEMON/4', files)
      expect(big.status).toBe(202)
      await until('the big import processing', MINUTE, async () => {
        const rows = await query('SELECT status FROM export_batches WHERE id = $1', [
          Number(big.body.batchId),
        ])
        return rows[0]?.status === 'processing'
      })

      /* Each scenario signs in as a user of its own: an account locked out in one (a product
         bug would do that) does not decide the next one. */
      const load = traffic({
        baseUrl: fleet.url,
        reader: users['1'],
        admin,
        login: { email: 'user5@lemon.cz', password: 'user123' },
        uploaders: { '1': users['1'], '2': users['2'], '3': users['3'] },
        dir,
      })
      await sleep(3 * SECOND)
      const victim = await databasePrimary(fleet)
      const survivors = fleet.data.pgs.filter((h) => h !== victim)
      const [bigAtKill] = await query('SELECT status FROM export_batches WHERE id = $1', [
        Number(big.body.batchId),
      ])
      const killedAt = Date.now()
      powerLossOf(fleet.data, victim)
      const successor = await until(
        'a new primary',
        60 * SECOND,
        () => primaryOf(fleet.data, survivors),
        200
      )
      const primaryAt = Date.now()
      const writing = await until(
        'a write answered 2xx',
        60 * SECOND,
        async () => firstWriteAfter(load.answers, primaryAt),
        200
      ).catch(() => null)
      /* The fleet at work on the new primary for a while before the books are checked. */
      await sleep(10 * SECOND)
      const answers = await load.stop()

      const bigStatus = await untilBatchesEnd([big.body.batchId], 4 * MINUTE)
      const uploads = acknowledged(answers, 'upload')
      const uploadStatuses = await untilBatchesEnd(uploads, 3 * MINUTE)
      /* Every batch recorded during the scenario, also one whose request was answered 503
         as its commit went through, ends done: nothing is left queued or processing. */
      const recorded = (
        await query(`SELECT id::text FROM export_batches WHERE created_at >= to_timestamp($1)`, [
          (killedAt - 60 * SECOND) / 1000,
        ])
      ).map((r) => r.id as string)
      const recordedStatuses = await untilBatchesEnd(recorded, 3 * MINUTE)
      const tasks = acknowledged(answers, 'write')
      const found = await query('SELECT id::text FROM tasks WHERE id = ANY($1)', [
        tasks.map(Number),
      ])
      const figures = {
        primary: `${victim.name} → ${successor.name}`,
        toNewPrimaryMs: primaryAt - killedAt,
        toFirstWrite2xxAfterPrimaryMs: writing ? writing - primaryAt : null,
        toFirstWrite2xxAfterKillMs: writing ? writing - killedAt : null,
        answers: tally(answers),
        tasksAcknowledged: tasks.length,
        tasksFound: found.length,
        uploadsAcknowledged: uploads.length,
        exitedAppProcesses: appProcessesAlive(),
        bigImportAtKill: bigAtKill.status,
        bigImport: bigStatus[big.body.batchId],
        unacceptable: summary(unacceptable(answers)),
      }
      report('PostgreSQL primary lost', figures)

      /* Power back first (the next scenarios need both hosts), then the verdict: the old
         primary rejoins as the synchronous standby, pg_rewind if need be. */
      const backAt = Date.now()
      await powerOn(fleet.data, victim)
      await untilSyncStandby(victim, 3 * MINUTE).catch(() => {})
      report('old primary back', {
        host: victim.name,
        toSyncStandbyMs: Date.now() - backAt,
        cluster: (await patroni(successor, '/cluster')).body,
      })

      expect.soft(figures.toNewPrimaryMs).toBeLessThan(30 * SECOND)
      expect.soft(writing, 'no write answered 2xx after the new primary').not.toBeNull()
      expect.soft(figures.toFirstWrite2xxAfterPrimaryMs!).toBeLessThan(30 * SECOND)
      expect.soft(summary(unacceptable(answers)), errorLines(killedAt)).toEqual({})
      expect.soft(found.map((r) => r.id).sort()).toEqual([...tasks].sort())
      expect.soft(bigAtKill.status).toBe('processing')
      expect.soft(bigStatus[big.body.batchId]).toBe('done')
      for (const id of uploads) expect.soft(uploadStatuses[id], `batch ${id}`).toBe('done')
      for (const id of recorded)
        expect.soft(recordedStatuses[id], `recorded batch ${id}`).toBe('done')
      expect.soft(appProcessesAlive()).toEqual([])
      expect
        .soft(await isSyncStandby(victim), `${victim.name} the synchronous standby again`)
        .toBe(true)
    },
    12 * MINUTE
  )

  test(
    'a planned switchover under steady load',
    async () => {
      const leader = await databasePrimary(fleet)
      const candidate = fleet.data.pgs.find((h) => h !== leader)!
      /* Whole again even when the scenario before failed before its host was back. */
      if (!fleet.data.processes.has(`${candidate.name}/patroni`))
        await powerOn(fleet.data, candidate)
      await untilSyncStandby(candidate, 3 * MINUTE)
      const reads = steadyLoad(fleet.url, users['1'], '/api/pool/LEMON/1?limit=50', 4)
      const load = traffic({
        baseUrl: fleet.url,
        reader: users['1'],
        admin,
        login: { email: 'user6@lemon.cz', password: 'user123' },
        uploaders: { '3': users['3'] },
        dir,
      })
      await sleep(3 * SECOND)
      const startedAt = Date.now()
      const res = await fetch(`http://${leader.ip}:8008/switchover`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ leader: leader.name, candidate: candidate.name }),
      })
      const answer = await res.text()
      expect(res.status, answer).toBe(200)
      await until('the candidate primary', MINUTE, async () =>
        (await primaryOf(fleet.data, [candidate])) ? true : null
      )
      const switchedMs = Date.now() - startedAt
      await sleep(8 * SECOND)
      const readResults = await reads.stop()
      const answers = await load.stop()
      const failedReads = readResults.filter((r) => !r.ok)
      const uploads = acknowledged(answers, 'upload')
      const uploadStatuses = await untilBatchesEnd(uploads, 3 * MINUTE)
      const tasks = acknowledged(answers, 'write')
      const found = await query('SELECT id::text FROM tasks WHERE id = ANY($1)', [
        tasks.map(Number),
      ])
      const notOk = answers.filter((a) => a.status === null || a.status >= 300)
      report('planned switchover', {
        switchover: `${leader.name} → ${candidate.name}: ${answer}`,
        switchedMs,
        steadyReads: readResults.length,
        failedSteadyReads: failedReads.length,
        failedSteadyReadSamples: failedReads.slice(0, 10),
        answers: tally(answers),
        notOk: summary(notOk),
        tasksAcknowledged: tasks.length,
        tasksFound: found.length,
        exitedAppProcesses: appProcessesAlive(),
        commitsOnTheWire: commitsOnTheWire(startedAt).size,
      })

      expect.soft(summary(unacceptable(answers)), errorLines(startedAt)).toEqual({})
      expect.soft(found.map((r) => r.id).sort()).toEqual([...tasks].sort())
      for (const id of uploads) expect.soft(uploadStatuses[id], `batch ${id}`).toBe('done')
      expect.soft(appProcessesAlive()).toEqual([])
      /* Not one request failed over a planned switch: a read or a write cut by the old
         primary's shutdown before it committed anything runs again on the new one
         (retry_cut_requests). The one cut no product can repeat blindly, a write whose
         COMMIT was on the wire at that instant (did it go through?), answers the Czech 503
         and is logged as such by its host: only such an answer is allowed, by its id. */
      expect.soft(failedReads).toEqual([])
      const onTheWire = commitsOnTheWire(startedAt)
      const failed = notOk.filter(
        (a) => !(a.status === 503 && a.kind !== 'read' && a.requestId && onTheWire.has(a.requestId))
      )
      expect.soft(failed, errorLines(startedAt)).toEqual([])
      expect
        .soft(notOk.length - failed.length, 'writes cut with their COMMIT on the wire')
        .toBeLessThanOrEqual(1)
      /* The old leader follows as the synchronous standby. */
      await untilSyncStandby(leader, 2 * MINUTE)
    },
    6 * MINUTE
  )

  test(
    'kill -9 of the Redis master with uploads queued: Sentinel promotes the replica, every accepted upload ends done',
    async () => {
      const master = await redisMaster(fleet.data)
      expect(master).toBeDefined()
      /* The imports workers stop taking jobs, so the uploads below wait in Redis. */
      const importers = fleet.workers.map((w) => w.processes.get('worker-imports')!)
      for (const child of importers) child.kill('SIGSTOP')
      const queued: string[] = []
      try {
        for (const code of ['5', '6', '7']) {
          const files = writeSampleExport(mkdtempSync(join(dir, `queued-${code}-`)))
          const res = await uploadExport(fleet.url, users[code], `/api/upload/LEMON/${code}`, files)
          expect(res.status, JSON.stringify(res.body)).toBe(202)
          queued.push(res.body.batchId)
        }
      } finally {
        /* Replicated to the replica: Redis acknowledges before it has (asynchronous). */
        await sleep(500)
      }
      const load = traffic({
        baseUrl: fleet.url,
        reader: users['1'],
        admin,
        login: { email: 'user7@lemon.cz', password: 'user123' },
        uploaders: { '8': users['8'] },
        dir,
      })
      await sleep(2 * SECOND)
      const killedAt = Date.now()
      powerLossOf(fleet.data, master!)
      const startedAt = killedAt
      for (const child of importers) child.kill('SIGCONT')
      const successor = await until(
        'Sentinel naming a new master',
        60 * SECOND,
        async () => {
          const now = await redisMaster(fleet.data)
          return now && now !== master ? now : null
        },
        200
      )
      const promotedAt = Date.now()
      const statuses = await untilBatchesEnd(queued, 3 * MINUTE)
      const queuesRunAt = Date.now()
      await until(
        'a sign-in',
        MINUTE,
        async () => (await api.login('user7@lemon.cz', 'user123')) !== ''
      )
      await sleep(3 * SECOND)
      const answers = await load.stop()
      const uploads = acknowledged(answers, 'upload')
      const uploadStatuses = await untilBatchesEnd(uploads, 3 * MINUTE)
      const tasks = acknowledged(answers, 'write')
      const found = await query('SELECT id::text FROM tasks WHERE id = ANY($1)', [
        tasks.map(Number),
      ])
      report('Redis master lost', {
        master: `${master!.name} → ${successor.name}`,
        toNewMasterMs: promotedAt - killedAt,
        queuedUploadsDoneAfterKillMs: queuesRunAt - killedAt,
        queued: statuses,
        answers: tally(answers),
        unacceptable: summary(unacceptable(answers)),
        tasksAcknowledged: tasks.length,
        tasksFound: found.length,
        exitedAppProcesses: appProcessesAlive(),
      })

      expect.soft(promotedAt - killedAt).toBeLessThan(30 * SECOND)
      for (const id of queued) expect.soft(statuses[id], `batch ${id}`).toBe('done')
      expect.soft(queuesRunAt - promotedAt).toBeLessThan(30 * SECOND)
      for (const id of uploads) expect.soft(uploadStatuses[id], `batch ${id}`).toBe('done')
      expect.soft(found.map((r) => r.id).sort()).toEqual([...tasks].sort())
      expect.soft(summary(unacceptable(answers)), errorLines(startedAt)).toEqual({})
      expect.soft(appProcessesAlive()).toEqual([])

      /* Power back: the old master comes back as a replica of the new one. */
      await powerOn(fleet.data, master!)
    },
    8 * MINUTE
  )
})
