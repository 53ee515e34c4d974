/*
| `npm run bench`: export pipeline figures on this machine. Generates exports, measures
| the decompress-and-scan floor, the streaming reader, and the whole upload (POST until
| the lists are served) against a real server and imports worker, with the worker's peak
| RSS and the p99 of another branch's stock list served meanwhile. Reports figures; it
| asserts nothing.
*/
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { readXlsxRows } from '#core/xlsx/read_xlsx_rows'
import { writeBenchExports } from './generate.js'
import { decompressAndScan } from './floor.js'
import { waitFor } from './wait_for.js'
import { BENCH_PASSWORD } from './accounts.js'
import { TS_NODE, benchEnv } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady, signIn } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench')
const PORT = benchPort(3555)
const BASE = `http://127.0.0.1:${PORT}`
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/${named('lemon_bench')}`
const DB = new URL(DATABASE_URL).pathname.slice(1)
const QUEUE_PREFIX = named('bench')
const env = {
  ...benchEnv({ port: PORT, databaseUrl: DATABASE_URL, queues: QUEUE_PREFIX }),
  IMPORT_DIR: join(TMP, 'drive'),
  UPLOAD_MAX_FILE_MB: '200',
}
const sizes = (process.env.BENCH_SIZES ?? '200000,500000,1000000').split(',').map(Number)
const PRODUCTS = 12_000

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`

function node(args: string[], wait = true) {
  if (wait)
    return execFileSync('node', [...TS_NODE, ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
  return spawn('node', [...TS_NODE, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

function peakRssKb(child: ChildProcess) {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

async function call(path: string, token: string, init: RequestInit = {}) {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  })
  return { status: res.status, body: (await res.json()) as any }
}

async function upload(token: string, code: string, files: Record<string, string>) {
  const form = new FormData()
  for (const [kind, path] of Object.entries(files))
    form.append(kind, new Blob([readFileSync(path)]), `${kind}.xlsx`)
  const res = await call(`/api/upload/LEMON/${code}`, token, { method: 'POST', body: form })
  if (res.status !== 202) throw new Error(`upload ${res.status} ${JSON.stringify(res.body)}`)
}

async function waitDone(token: string, code: string) {
  for (;;) {
    const meta = await call(`/api/upload/LEMON/${code}/meta`, token)
    if (meta.body.status === 'done') return meta.body
    if (meta.body.status === 'failed') throw new Error(meta.body.error)
    await new Promise((r) => setTimeout(r, 100))
  }
}

async function setup() {
  execFileSync('sh', [
    '-c',
    `redis-cli --scan --pattern '${QUEUE_PREFIX}:*' | xargs -r redis-cli del > /dev/null`,
  ])
  execFileSync('psql', [
    '-h',
    '127.0.0.1',
    '-U',
    'postgres',
    '-qc',
    `DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`,
  ])
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qc', `CREATE DATABASE ${DB}`])
  execFileSync('node', ['ace.js', 'migration:run', '--force'], { cwd: ROOT, env, stdio: 'ignore' })
  writeFileSync(
    join(TMP, 'branches.csv'),
    'firma,code,name,street,city,zip\nLEMON,1,Pobočka 1,A,B,1\nLEMON,2,Pobočka 2,A,B,1\n'
  )
  node(['cli/index.ts', 'branches:import', join(TMP, 'branches.csv')])
  node([
    'cli/index.ts',
    'users:create',
    '--username',
    'bench',
    '--email',
    'bench@lemon.cz',
    '--password',
    BENCH_PASSWORD,
    '--role',
    'admin',
  ])
}

async function main() {
  mkdirSync(TMP, { recursive: true })
  const results: Record<string, unknown>[] = []
  await setup()
  const server = node(['bin/server.ts'], false) as ChildProcess
  try {
    await waitFor(`${BASE}/_ping`)
    const login = await signIn(BASE, 'bench@lemon.cz', BENCH_PASSWORD)
    if (SETUP_ONLY) return reportReady('exports', { database: DB, signIns: [login.status] })
    const token = login.token

    let worker = node(['workers/main.ts', 'imports'], false) as ChildProcess
    const small = await writeBenchExports(join(TMP, 'small'), 2000, 20_000)
    await upload(token, '2', small)
    await waitDone(token, '2')

    for (const movements of sizes) {
      const t0 = Date.now()
      const files = await writeBenchExports(join(TMP, `p${movements}`), PRODUCTS, movements)
      const generated = Date.now() - t0

      let t = Date.now()
      const floorRows = await decompressAndScan(files.pohyby)
      const floor = Date.now() - t
      t = Date.now()
      let readerRows = 0
      for await (const _row of readXlsxRows(files.pohyby)) readerRows++
      const reader = Date.now() - t

      /* A fresh worker per size, so its peak RSS belongs to this upload alone. */
      worker.kill('SIGTERM')
      await new Promise((r) => worker.once('exit', r))
      worker = node(['workers/main.ts', 'imports'], false) as ChildProcess
      await new Promise((r) => setTimeout(r, 4000))

      const latencies: number[] = []
      let loading = true
      const load = (async () => {
        while (loading) {
          const s = performance.now()
          await call('/api/pharmacy/inventory?pharmacyCode=2', token)
          latencies.push(performance.now() - s)
          await new Promise((r) => setTimeout(r, 50))
        }
      })()

      t = Date.now()
      await upload(token, '1', files)
      const meta = await waitDone(token, '1')
      const lezaky = await call('/api/lezaky/LEMON/1', token)
      const ohrozenci = await call('/api/ohrozenci/LEMON/1', token)
      const total = Date.now() - t
      loading = false
      await load
      latencies.sort((a, b) => a - b)
      const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0

      results.push({
        pohybyRows: movements,
        generated: seconds(generated),
        floor: seconds(floor),
        floorRows,
        reader: seconds(reader),
        readerRows,
        readerVsFloor: (reader / floor).toFixed(1),
        uploadToLists: seconds(total),
        uploadVsFloor: (total / floor).toFixed(1),
        workerPeakRss: mb(peakRssKb(worker)),
        counts: meta.counts,
        lists: { lezaky: lezaky.body.lezaky.length, ohrozenci: ohrozenci.body.ohrozenci.length },
        otherBranchInventoryP99: `${p99.toFixed(1)} ms (${latencies.length} requests)`,
      })
      console.log(JSON.stringify(results.at(-1)))
    }
    worker.kill('SIGTERM')
  } finally {
    server.kill('SIGTERM')
  }
  writeFileSync(join(TMP, 'results.json'), JSON.stringify(results, null, 2))
  console.table(results.map(({ counts: _c, lists: _l, ...rest }) => rest))
}

/* BENCH=exports (the default), pool, screens, lighthouse, pricelists, pdf, web, capacity or restore runs one part;
   BENCH=all runs every part. */
const part = process.env.BENCH ?? 'exports'
if (part === 'exports' || part === 'all') await main()
if (part === 'pdf' || part === 'all') await (await import('./pdf.js')).main()
if (part === 'pool' || part === 'all') await (await import('./pool.js')).main()
if (part === 'pricelists' || part === 'all') await (await import('./pricelists.js')).main()
if (part === 'web' || part === 'all') await (await import('./web.js')).main()
/* The sign-in check and a list page against /_ping and pgbench, on the pool bench's firma. */
if (part === 'capacity' || part === 'all') await (await import('./capacity.js')).main()
/* The screens in Chromium over the pool bench's firma (generated first when missing). */
if (part === 'screens' || part === 'all') await (await import('./screens.js')).main()
if (part === 'lighthouse' || part === 'all') await (await import('./lighthouse.js')).main()
if (part === 'restore' || part === 'all') await (await import('./restore.js')).main()
/* The soak (bench/soak.ts) runs for SOAK_MINUTES (default 10) and only on its own: BENCH=soak. */
if (part === 'soak') await (await import('./soak.js')).main()
