/*
| Restore figures (`BENCH=restore npm run bench`, issue #34): how long deploy/pitr-restore.sh
| takes at the demo chain's size (`db:seed` with its exports processed) and at the pool
| bench's size (100 branches, 500 000 pool items, ~720 000 demand rows: the statements of
| bench/pool.ts's seed), each in a private PostgreSQL archiving through deploy/pgbackrest.conf
| (tests/ha/pitr_cluster.ts, the drill's own helpers). For each size:
|   - a full backup of the empty cluster, the data loaded (all of it WAL), T noted, a second
|     full backup: its time and its size in the repository;
|   - restore to T: the first backup plus every WAL segment replayed (the replay rate);
|   - restore to `latest`: the second backup plus the little WAL after it (a nightly backup);
|   - at the demo size, the RPO as measured: a commit on an idle database until its WAL
|     segment is in the repository (archive_timeout = 60).
| BENCH_RESTORE_SIZES=demo skips the pool size. Reports figures; asserts nothing.
*/
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  backupInfo,
  destroy,
  freePort,
  query,
  runDeployScript,
  startArchivingCluster,
  stopCluster,
  type Drill,
} from '../tests/ha/pitr_cluster.js'
import { TS_NODE, benchEnv } from './servers.js'
import { SETUP_ONLY, named, reportReady } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench')
const sizes = (process.env.BENCH_RESTORE_SIZES ?? (SETUP_ONLY ? 'demo' : 'demo,pool')).split(',')
const QUEUES = named(`bench_restore_${process.pid}`)

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)}  ${line}`)

function appEnv(drill: Drill) {
  return {
    ...benchEnv({ port: 0, databaseUrl: drill.url('lemon'), queues: QUEUES }),
    IMPORT_DIR: join(drill.dir, 'import'),
  }
}

/** The demo chain as `npm start` makes it: schema, seed, the eight exports processed. */
async function loadDemo(drill: Drill) {
  const env = appEnv(drill)
  const node = (args: string[]) =>
    execFileSync('node', [...TS_NODE, ...args], { cwd: ROOT, env, stdio: 'ignore' })
  node(['ace.js', 'migration:run', '--force'])
  node(['ace.js', 'db:seed'])
  const worker = spawn('node', [...TS_NODE, 'workers/main.ts', 'imports'], {
    cwd: ROOT,
    env,
    stdio: 'ignore',
  })
  try {
    for (const deadline = Date.now() + 600_000; ;) {
      const [{ n }] = await query(
        drill.url('lemon'),
        `select count(*)::int as n from export_batches where status in ('queued', 'processing')`
      )
      if (n === 0) break
      if (Date.now() > deadline) throw new Error('the demo exports were not processed in 10 min')
      await new Promise((r) => setTimeout(r, 500))
    }
  } finally {
    const exited = new Promise((r) => worker.once('exit', r))
    worker.kill('SIGTERM')
    await exited
  }
}

/** The pool bench's firma: the same statements as bench/pool.ts's seed(), at its size. */
async function loadPool(drill: Drill) {
  execFileSync('node', [...TS_NODE, 'ace.js', 'migration:run', '--force'], {
    cwd: ROOT,
    env: appEnv(drill),
    stdio: 'ignore',
  })
  const [branches, items, pdks] = [100, 5000, 12_000]
  const sql = (text: string) => query(drill.url('lemon'), text)
  await sql(`INSERT INTO branches (firma, code, name, street, city, zip)
        SELECT 'LEMON', g::text, 'Pobočka ' || g, 'Hlavní ' || g, 'Praha', '110 00' FROM generate_series(1, ${branches}) g`)
  await sql(`INSERT INTO branch_demand (firma, pharmacy_code, pdk, daily, stock)
        SELECT 'LEMON', b::text, (100000 + p)::text, (abs(hashint4(b * 100003 + p)) % 500) / 100.0,
               abs(hashint4(b * 7 + p * 13)) % 200
          FROM generate_series(1, ${branches}) b, generate_series(0, ${pdks - 1}) p
         WHERE abs(hashint4(b * 31 + p)) % 10 < 6`)
  await sql(`INSERT INTO pool_items (firma, pharmacy_code, pdk, nazev, sarze, exspirace, mnozstvi, ncsd, lezak, ohrozeny, stav)
        SELECT 'LEMON', b::text, (100000 + abs(hashint4(b * 1000 + i)) % ${pdks})::text, 'PŘÍPRAVEK ' || i || ' TBL 30',
               'L' || b || '-' || i, current_date + abs(hashint4(i * 7 + b)) % 400, 1 + abs(hashint4(i + b * 3)) % 50,
               10 + abs(hashint4(i * 3 + b)) % 500, i % 2 = 0, i % 3 = 0, 'aktivní'
          FROM generate_series(1, ${branches}) b, generate_series(1, ${items}) i`)
  await sql('ANALYZE')
}

/** Seconds from a commit on an idle database until its WAL segment is in the repository. */
async function measureRpo(drill: Drill) {
  const url = drill.url('lemon')
  await query(url, 'CREATE TABLE IF NOT EXISTS bench_rpo (at timestamptz)')
  const [{ segment }] = await query(
    url,
    `INSERT INTO bench_rpo VALUES (now()) RETURNING pg_walfile_name(pg_current_wal_lsn()) AS segment`
  )
  const started = Date.now()
  for (;;) {
    const [{ archived }] = await query(
      url,
      'select last_archived_wal as archived from pg_stat_archiver'
    )
    if (archived && archived >= segment) return Date.now() - started
    if (Date.now() - started > 180_000) throw new Error(`segment ${segment} not archived in 3 min`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

async function restore(drill: Drill, name: string, target: string) {
  const port = await freePort(drill.port + 1)
  const { output, ms } = await runDeployScript(
    'pitr-restore.sh',
    ['--target', target, '--data-dir', join(drill.dir, name), '--port', String(port)],
    drill.env
  )
  const filesS = Number(/files restored in ([\d.]+) s/.exec(output)?.[1])
  const recoveryS = Number(/promoted after ([\d.]+) s of recovery/.exec(output)?.[1])
  stopCluster(join(drill.dir, name))
  return { ms, filesS, recoveryS }
}

async function measure(size: string) {
  const drill = startArchivingCluster(`lemon-bench-restore-${size}-`, await freePort(55480))
  try {
    await runDeployScript('backup.sh', ['stanza-create'], drill.env)
    await runDeployScript('backup.sh', ['full'], drill.env)
    await query(drill.url('postgres'), 'CREATE DATABASE lemon')
    log(`${size}: loading the data`)
    let t = Date.now()
    if (size === 'pool') await loadPool(drill)
    else await loadDemo(drill)
    const loadMs = Date.now() - t
    const [{ target, database }] = await query(
      drill.url('lemon'),
      `select now()::text as target, pg_database_size('lemon')::bigint as database`
    )
    /* Recovery knows it reached T only from a commit after T (measureRpo's, or this one). */
    const rpoMs = size === 'demo' && !SETUP_ONLY ? await measureRpo(drill) : null
    await query(drill.url('lemon'), 'CREATE TABLE bench_after_target (id int)')
    await runDeployScript('backup.sh', ['check'], drill.env)

    log(`${size}: second full backup`)
    const full = await runDeployScript('backup.sh', ['full'], drill.env)
    const [first, second] = backupInfo(drill).backup
    const [{ wal }] = await query(
      drill.url('postgres'),
      `select pg_wal_lsn_diff($1, $2)::bigint as wal`,
      [second.lsn.start, first.lsn.stop]
    )
    if (SETUP_ONLY) return null

    log(`${size}: restore to T (first backup + all WAL)`)
    const toT = await restore(drill, 'restore-t', target)
    log(`${size}: restore to latest (second backup)`)
    const latest = await restore(drill, 'restore-latest', 'latest')
    return {
      size,
      loadMs,
      databaseBytes: Number(database),
      walBytes: Number(wal),
      fullBackupMs: full.ms,
      fullBackupRepoBytes: second.info.repository.size,
      fullBackupDbBytes: second.info.size,
      restoreToTMs: toT.ms,
      restoreToTRecoveryS: toT.recoveryS,
      replayMBperS: Number(wal) / 1024 / 1024 / Math.max(toT.recoveryS, 0.1),
      restoreLatestMs: latest.ms,
      restoreLatestFilesS: latest.filesS,
      rpoMs,
    }
  } finally {
    destroy(drill.dir)
    /* The demo's import jobs in the shared Redis. */
    const keys = execFileSync('redis-cli', ['--scan', '--pattern', `${QUEUES}:*`]).toString()
    for (const key of keys.split('\n').filter(Boolean))
      execFileSync('redis-cli', ['del', key], { stdio: 'ignore' })
  }
}

export async function main() {
  const results: NonNullable<Awaited<ReturnType<typeof measure>>>[] = []
  for (const size of sizes) {
    const figures = await measure(size)
    if (figures) results.push(figures)
  }
  if (SETUP_ONLY) return reportReady('restore', { sizes })
  mkdirSync(TMP, { recursive: true })
  writeFileSync(join(TMP, 'restore.json'), JSON.stringify(results, null, 2))
  for (const r of results) {
    console.log(`\nRestore at the ${r.size} size`)
    console.log(
      `  database ${mb(r.databaseBytes)}, loaded in ${seconds(r.loadMs)}, WAL ${mb(r.walBytes)}`
    )
    console.log(
      `  full backup: ${seconds(r.fullBackupMs)}, ${mb(r.fullBackupRepoBytes)} in the repository (of ${mb(r.fullBackupDbBytes)})`
    )
    console.log(
      `  restore to T from the first backup + all WAL: ${seconds(r.restoreToTMs)} (recovery ${r.restoreToTRecoveryS} s, ${r.replayMBperS.toFixed(0)} MB/s of WAL)`
    )
    console.log(
      `  restore to latest from the second backup: ${seconds(r.restoreLatestMs)} (files ${r.restoreLatestFilesS} s)`
    )
    if (r.rpoMs !== null)
      console.log(`  RPO: an idle commit reached the repository after ${seconds(r.rpoMs)}`)
  }
}
