import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { apiClient } from '../helpers/http.js'
import { startServerProcess, startWorkerProcess, type AppProcess } from '../helpers/app_process.js'
import { sampleExport, today, uploadAndProcess } from '../helpers/exports.js'
import {
  PG_BIN,
  ROOT,
  backupInfo,
  destroy,
  freePort,
  query,
  runDeployScript,
  startArchivingCluster,
  type Drill,
} from './pitr_cluster.js'

/*
| The restore drill of README "Záloha a obnova" (issue #34: backups to any minute, a restore
| that is practised), on this one machine. A private PostgreSQL archives through
| deploy/pgbackrest.conf with deploy/postgresql-backup.conf; a full backup of the empty
| cluster, then the product's schema, the demo chain and the product running on it; a task and
| a branch export made through the API, the export inbox snapshotted, the moment T read from
| PostgreSQL; then more of everything after T. deploy/pitr-restore.sh brings T back into a
| fresh cluster on another port (every commit since the backup replayed from the archive), the
| product starts on it, and the drill checks that exactly the data of T is there: the task and
| the upload of before T with its stored files byte for byte, nothing of after T, the inbox of
| its last snapshot before T, and users sign in.
*/

const PREFIX = `pitr_${process.pid}`
let drill: Drill
let restoredPort: number
let latestPort: number
let source: { server?: AppProcess; worker?: AppProcess } = {}
let restoredServer: AppProcess | undefined

/** What the drill made, and what the database held at T. */
const made = {
  target: '',
  batchBefore: '',
  batchAfter: '',
  files: [] as { key: string; size: string; sha256: string }[],
  restoreOutput: '',
  figures: {} as Record<string, string | number>,
}

const TASK_BEFORE = 'Inventura před okamžikem obnovy'
const TASK_AFTER = 'Úkol po okamžiku obnovy'
const storedFiles = `
  select f.key, f.size::text as size,
         encode(sha256(coalesce(string_agg(c.data, ''::bytea order by c.seq), '')), 'hex') as sha256
    from stored_files f left join stored_file_chunks c on c.file_id = f.id
   group by f.id order by f.key`

function node(args: string[], env: Record<string, string>) {
  execFileSync(
    process.execPath,
    ['--import=ts-node-maintained/register/esm', '--no-warnings', ...args],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] }
  )
}

const inbox = () => join(drill.dir, 'inbox')
const inboxSnapshots = () => join(drill.dir, 'backup/inbox')
const snapshotInbox = () =>
  runDeployScript('inbox-snapshot.sh', [], {
    EXPORT_INBOX: inbox(),
    INBOX_SNAPSHOTS: inboxSnapshots(),
  })

function writeInboxFile(relative: string, content: string) {
  mkdirSync(join(inbox(), relative, '..'), { recursive: true })
  writeFileSync(join(inbox(), relative), content)
}

beforeAll(async () => {
  const started = Date.now()
  if (!existsSync('/usr/bin/pgbackrest') || !existsSync(`${PG_BIN}/postgres`))
    throw new Error(
      'the drill needs Debian packages pgbackrest and postgresql-15 (apt-get install)'
    )
  const pgPort = await freePort(55460)
  drill = startArchivingCluster('lemon-pitr-', pgPort)
  restoredPort = await freePort(pgPort + 1)
  latestPort = await freePort(restoredPort + 1)
  const appEnv = {
    DATABASE_URL: drill.url('lemon'),
    QUEUE_PREFIX: PREFIX,
    LIMITER_PREFIX: `${PREFIX}_rl`,
    LOG_LEVEL: 'warn',
    /* Also marks the drill's product processes for destroy() should a start fail halfway. */
    IMPORT_DIR: join(drill.dir, 'import'),
  }

  /* Production order: archiving on, stanza, a full backup; everything after it is WAL. */
  await runDeployScript('backup.sh', ['stanza-create'], drill.env)
  const full = await runDeployScript('backup.sh', ['full'], drill.env)
  made.figures.fullBackupOfEmptyClusterMs = full.ms
  await query(drill.url('postgres'), 'CREATE DATABASE lemon')
  node(['ace.js', 'migration:run', '--force'], appEnv)
  node(['ace.js', 'db:seed'], appEnv)

  source.worker = await startWorkerProcess('imports', { ...appEnv, LOG_LEVEL: 'info' })
  source.server = await startServerProcess(appEnv, await freePort(3480))
  /* The demo chain's eight exports go first, so the drill's upload is not queued behind them. */
  for (const deadline = Date.now() + 120_000; ;) {
    const [{ n }] = await query(
      drill.url('lemon'),
      `select count(*)::int as n from export_batches where status in ('queued', 'processing')`
    )
    if (n === 0) break
    if (Date.now() > deadline) throw new Error(`${n} demo exports still not processed`)
    await new Promise((r) => setTimeout(r, 500))
  }
  const api = apiClient(source.server.baseUrl)
  const admin = await api.login('admin@lemon.cz', 'admin123')
  const user1 = await api.login('user1@lemon.cz', 'user123')
  const uploads = mkdtempSync(join(drill.dir, 'uploads-'))
  const task = (title: string) =>
    api.post('/api/tasks', { title, pharmacyCodes: ['1'], dueDate: today() }, admin)

  /* ---- before T: a task, an export of branch 1 (stored files, processed), the inbox. */
  expect((await task(TASK_BEFORE)).status).toBe(201)
  const exportData = sampleExport()
  made.batchBefore = (
    await uploadAndProcess(source.server, api, { code: '1', token: user1 }, exportData, uploads)
  ).batchId
  writeInboxFile('LEMON/1/processed/2026-12-01/sklad_20261201.xlsx', 'sklad pobočky 1')
  writeInboxFile('LEMON/2/pohyby_20261202.xlsx', 'pohyby pobočky 2, čekají na sadu')
  await snapshotInbox()

  /* T: PostgreSQL's own clock, read after the commits above, with what stored_files held. */
  const [{ now }] = await query(drill.url('lemon'), 'select now()::text as now')
  made.target = now
  made.files = await query(drill.url('lemon'), storedFiles)
  /* Commit times have microseconds; a pause keeps every later commit clearly after T. */
  await new Promise((r) => setTimeout(r, 1100))

  /* ---- after T: another task, another export (new stored files), the inbox moves on. */
  expect((await task(TASK_AFTER)).status).toBe(201)
  made.batchAfter = (
    await uploadAndProcess(source.server, api, { code: '1', token: user1 }, exportData, uploads)
  ).batchId
  renameSync(
    join(inbox(), 'LEMON/2/pohyby_20261202.xlsx'),
    join(inbox(), 'LEMON/2/failed-pohyby_20261202.xlsx')
  )
  writeInboxFile('LEMON/1/sklad_20261202.xlsx', 'nový sklad po T')
  await snapshotInbox()
  await source.server.stop()
  await source.worker.stop()

  /* The segment holding T's commits and the later ones must be in the archive: `check`
     switches WAL and waits until the segment is archived, as an operator's drill would. */
  await runDeployScript('backup.sh', ['check'], drill.env)
  const restore = await runDeployScript(
    'pitr-restore.sh',
    [
      '--target',
      made.target,
      '--data-dir',
      join(drill.dir, 'restored'),
      '--port',
      String(restoredPort),
      '--inbox-snapshots',
      inboxSnapshots(),
      '--inbox-to',
      join(drill.dir, 'inbox-restored'),
    ],
    drill.env
  )
  made.restoreOutput = restore.output
  console.log(restore.output)

  const [backup] = backupInfo(drill).backup
  const [{ replayed }] = await query(
    `postgres://postgres@127.0.0.1:${restoredPort}/postgres`,
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), $1)::bigint as replayed`,
    [backup.lsn.stop]
  )
  const [{ size }] = await query(
    `postgres://postgres@127.0.0.1:${restoredPort}/lemon`,
    `select pg_database_size('lemon') as size`
  )
  made.figures = {
    ...made.figures,
    fullBackupRepoBytes: backup.info.repository.size,
    lemonDatabaseBytes: Number(size),
    walReplayedBytes: Number(replayed),
    restoreMs: restore.ms,
    drillMs: Date.now() - started,
  }
  console.log(`PITR drill figures ${JSON.stringify(made.figures)}`)

  restoredServer = await startServerProcess(
    {
      ...appEnv,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${restoredPort}/lemon`,
      QUEUE_PREFIX: `${PREFIX}_restored`,
      LIMITER_PREFIX: `${PREFIX}_restored_rl`,
    },
    await freePort(3490)
  )
}, 300_000)

afterAll(async () => {
  await restoredServer?.stop()
  await source.server?.stop()
  await source.worker?.stop()
  if (drill) destroy(drill.dir)
  /* The queues and limiter keys of both runs of the product in the shared Redis. */
  try {
    const keys = execFileSync('redis-cli', ['--scan', '--pattern', `${PREFIX}*`]).toString()
    const list = keys.split('\n').filter(Boolean)
    for (let i = 0; i < list.length; i += 500)
      execFileSync('redis-cli', ['del', ...list.slice(i, i + 500)], { stdio: 'ignore' })
  } catch {}
})

describe('point-in-time restore with pgBackRest (deploy/pitr-restore.sh)', () => {
  test('recovery stopped at T and the copy was promoted', () => {
    expect(made.restoreOutput).toMatch(/recovery stopping before commit of transaction \d+, time /)
    expect(made.restoreOutput).toContain('promoted after')
    expect(made.restoreOutput).toContain('archive recovery complete')
  })

  test('the restored database holds the tasks of before T and none of after', async () => {
    const restored = `postgres://postgres@127.0.0.1:${restoredPort}/lemon`
    const tasks = await query(restored, 'select title from tasks where title = any($1)', [
      [TASK_BEFORE, TASK_AFTER],
    ])
    expect(tasks.map((t) => t.title)).toEqual([TASK_BEFORE])
  })

  test('every stored file of T is there byte for byte; the upload after T is not', async () => {
    const restored = await query(`postgres://postgres@127.0.0.1:${restoredPort}/lemon`, storedFiles)
    expect(made.files.some((f) => f.key.includes(`/${made.batchBefore}/`))).toBe(true)
    expect(restored).toEqual(made.files)
    expect(restored.some((f) => f.key.includes(`/${made.batchAfter}/`))).toBe(false)
  })

  test('the product runs on the restored database: users sign in and see the state of T', async () => {
    const api = apiClient(restoredServer!.baseUrl)
    await api.login('admin@lemon.cz', 'admin123')
    const user1 = await api.login('user1@lemon.cz', 'user123')
    const mine = await api.get('/api/tasks/my', user1)
    expect(mine.status).toBe(200)
    const titles = (mine.body as { title: string }[]).map((t) => t.title)
    expect(titles).toContain(TASK_BEFORE)
    expect(titles).not.toContain(TASK_AFTER)
    const meta = await api.get('/api/upload/LEMON/1/meta', user1)
    expect(meta.body).toMatchObject({ batchId: made.batchBefore, status: 'done' })
  })

  test('the export inbox is restored as of its last snapshot before T', () => {
    const restored = join(drill.dir, 'inbox-restored')
    const read = (relative: string) => readFileSync(join(restored, relative), 'utf8')
    expect(read('LEMON/1/processed/2026-12-01/sklad_20261201.xlsx')).toBe('sklad pobočky 1')
    expect(read('LEMON/2/pohyby_20261202.xlsx')).toBe('pohyby pobočky 2, čekají na sadu')
    expect(readdirSync(join(restored, 'LEMON/1')).sort()).toEqual(['processed'])
    expect(readdirSync(join(restored, 'LEMON/2'))).toEqual(['pohyby_20261202.xlsx'])
    expect(readdirSync(inboxSnapshots()).filter((n) => !n.startsWith('.'))).toHaveLength(2)
  })

  test('`--target latest` (the database host is gone) brings back everything archived', async () => {
    const inboxTo = join(drill.dir, 'inbox-latest')
    const { output } = await runDeployScript(
      'pitr-restore.sh',
      ['--target', 'latest', '--data-dir', join(drill.dir, 'restored-latest'), '--port'].concat([
        String(latestPort),
        '--inbox-snapshots',
        inboxSnapshots(),
        '--inbox-to',
        inboxTo,
      ]),
      drill.env
    )
    expect(output).toContain('promoted after')
    const restored = `postgres://postgres@127.0.0.1:${latestPort}/lemon`
    const tasks = await query(
      restored,
      'select title from tasks where title = any($1) order by id',
      [[TASK_BEFORE, TASK_AFTER]]
    )
    expect(tasks.map((t) => t.title)).toEqual([TASK_BEFORE, TASK_AFTER])
    const files = await query(restored, storedFiles)
    expect(files.some((f) => f.key.includes(`/${made.batchAfter}/`))).toBe(true)
    expect(readFileSync(join(inboxTo, 'LEMON/1/sklad_20261202.xlsx'), 'utf8')).toBe(
      'nový sklad po T'
    )
  }, 120_000)
})
