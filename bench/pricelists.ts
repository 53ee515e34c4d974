/*
| Price lists at SÚKL's size (`BENCH=pricelists npm run bench`, issue #15 and #20): a list of
| the shape of SÚKL's list of prices and reimbursements (its name and validity above the
| header, 15 columns, Doplněk a text) is uploaded as the admin's screen uploads it, from the
| POST until the worker has stored it: 70 000 rows as .xlsx, and as .xls at the format's own
| limit (65 536 rows a sheet). Then the watchlist medicine search over the stored list, as
| the detail screen asks it, sequentially: p50 / p95 / p99. Reports figures; asserts nothing.
*/
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { writeXlsx } from '#core/xlsx/write_xlsx'
import { waitFor } from './wait_for.js'
import { BENCH_PASSWORD, accountsCsv } from './accounts.js'
import { TS_NODE, benchEnv, databaseUrl } from './servers.js'
import { SETUP_ONLY, benchPort, named, reportReady, signIn, sized } from './setup_only.js'

const ROOT = new URL('../', import.meta.url).pathname
const TMP = join(ROOT, 'tmp/bench', named('pricelists'))
const PORT = benchPort(3557)
const BASE = `http://127.0.0.1:${PORT}`
const DB = named('lemon_bench_pricelists')
const QUEUE_PREFIX = named('bench_pricelists')
const env = {
  ...benchEnv({ port: PORT, databaseUrl: databaseUrl(DB), queues: QUEUE_PREFIX }),
  IMPORT_DIR: join(TMP, 'drive'),
  UPLOAD_MAX_FILE_MB: '200',
}
const XLSX_ROWS = sized(70_000, 50)
/* BIFF8 holds 65 536 rows a sheet: the three title rows and the header leave this many. */
const XLS_ROWS = sized(65_532, 50)
const SEARCHES = 2000

const TITLE = [['Seznam cen a úhrad léčivých přípravků'], ['Platnost od 1. 12. 2026'], []]
const HEADER = [
  'Kód SÚKL',
  'Název',
  'Doplněk',
  'Cesta',
  'Forma',
  'Síla',
  'Balení',
  'ATC',
  'Typ ceny',
  'Max. cena LP',
  'Úhrada',
  'Doplatek',
  'Započitatelný doplatek',
  'Doplatek při zvýšené úhradě',
  'Doplatek zvýšené do limitu',
]
const NAMES = ['PARALEN', 'IBALGIN', 'ZYRTEC', 'NUROFEN', 'APO-IBUPROFEN', 'HELICID', 'CONCOR']
const FORMS = ['TBL NOB', 'TBL FLM', 'CPS DUR', 'POR SOL', 'INJ SOL']

function* rows(count: number) {
  for (let i = 0; i < count; i++) {
    const strength = `${(i % 40) * 25 + 5}MG`
    const form = FORMS[i % FORMS.length]
    const pack = 10 + (i % 9) * 10
    yield [
      String(i + 1).padStart(7, '0'),
      `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) % 3000}`,
      `${strength} ${form} ${pack}`,
      'POR',
      form,
      strength,
      String(pack),
      'N02BE01',
      i % 3 ? 'MAX' : 'OHL',
      100 + (i % 900) + 0.5,
      80 + (i % 700) + 0.25,
      (i % 50) + 0.1,
      i % 30,
      i % 20,
      i % 10,
    ]
  }
}

const psql = (sql: string, db = DB) =>
  execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-qtAc', sql, db]).toString().trim()

function node(args: string[]): ChildProcess {
  return spawn('node', [...TS_NODE, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function login(email: string, password: string) {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return ((await res.json()) as { token: string }).token
}

/** From the POST to the stored list, as the admin's screen follows it. */
async function upload(token: string, file: string, validFrom: string) {
  const form = new FormData()
  form.append('validFrom', validFrom)
  form.append('file', new Blob([readFileSync(file)]), file.split('/').pop())
  const started = performance.now()
  const res = await fetch(`${BASE}/api/uhrady-admin/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  const accepted = (await res.json()) as { uploadId: string }
  const answered = performance.now() - started
  if (res.status !== 202) throw new Error(`upload ${res.status} ${JSON.stringify(accepted)}`)
  for (;;) {
    const status = (await (
      await fetch(`${BASE}/api/uhrady-admin/upload/${accepted.uploadId}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { status: string; error: string; result: { meta: { rows: number } } }
    if (status.status === 'failed') throw new Error(status.error)
    if (status.status === 'done') {
      return { answered, total: performance.now() - started, rows: status.result.meta.rows }
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function searches(token: string) {
  const queries = [
    'paralen 12',
    'ibalgin 2999',
    'tbl nob',
    '500mg tbl',
    'apo-ibu',
    'concor 1',
    'pa',
    '00012',
    '0069999',
    'zz',
    'xyzq neni',
    'helicid 25mg cps',
  ]
  const latencies: number[] = []
  for (let i = 0; i < SEARCHES; i++) {
    const q = queries[i % queries.length]
    const started = performance.now()
    const res = await fetch(`${BASE}/api/watchlists/LEMON/1/search?q=${encodeURIComponent(q)}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`search ${q}: ${res.status}`)
    latencies.push(performance.now() - started)
  }
  latencies.sort((a, b) => a - b)
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  }
}

export async function main() {
  mkdirSync(TMP, { recursive: true })
  const xlsxFile = join(TMP, `scau_${XLSX_ROWS}.xlsx`)
  const xlsFile = join(TMP, `scau_${XLS_ROWS}.xls`)
  /* Generated once (SheetJS takes minutes to write the .xls); a later run reuses them. */
  if (!existsSync(xlsxFile)) {
    await writeXlsx(xlsxFile, TITLE[0], [...TITLE.slice(1), HEADER, ...rows(XLSX_ROWS)])
  }
  if (!existsSync(xlsFile)) {
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([...TITLE, HEADER, ...rows(XLS_ROWS)]),
      'SCAU'
    )
    writeFileSync(xlsFile, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }))
  }

  psql(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`, 'postgres')
  psql(`CREATE DATABASE ${DB}`, 'postgres')
  execFileSync(
    'sh',
    ['-c', `redis-cli --scan --pattern '${QUEUE_PREFIX}:*' | xargs -r redis-cli del > /dev/null`],
    { stdio: 'ignore' }
  )
  execFileSync('node', ['ace.js', 'migration:run', '--force'], { cwd: ROOT, env, stdio: 'ignore' })
  const cli = (...args: string[]) =>
    execFileSync('node', [...TS_NODE, 'cli/index.ts', ...args], { cwd: ROOT, env, stdio: 'ignore' })
  writeFileSync(
    join(TMP, 'branches.csv'),
    'firma,code,name,street,city,zip\nLEMON,1,Pobočka 1,A,B,1\n'
  )
  cli('branches:import', join(TMP, 'branches.csv'))
  writeFileSync(
    join(TMP, 'users.csv'),
    accountsCsv([
      { username: 'bench', email: 'bench@lemon.cz', role: 'admin' },
      { username: 'pobocka1', email: 'p1@bench.cz', role: 'user', branch: '1' },
    ])
  )
  cli('users:import', join(TMP, 'users.csv'))

  const server = node(['bin/server.ts'])
  const worker = node(['workers/main.ts', 'imports'])
  try {
    await waitFor(`${BASE}/_ping`, 120)
    await new Promise((r) => setTimeout(r, 2000))
    if (SETUP_ONLY) {
      const admin = await signIn(BASE, 'bench@lemon.cz', BENCH_PASSWORD)
      const branch = await signIn(BASE, 'p1@bench.cz', BENCH_PASSWORD)
      const stored = await upload(admin.token, xlsxFile, '2026-02-01')
      const signIns = [admin.status, branch.status]
      return reportReady('pricelists', { database: DB, signIns, storedRows: stored.rows })
    }
    const admin = await login('bench@lemon.cz', BENCH_PASSWORD)
    const branch = await login('p1@bench.cz', BENCH_PASSWORD)
    const results: Record<string, string>[] = []
    for (const [label, file, validFrom] of [
      ['xls, 65 532 rows (format limit)', xlsFile, '2026-01-01'],
      ['xlsx, 70 000 rows', xlsxFile, '2026-02-01'],
    ] as const) {
      const run = await upload(admin, file, validFrom)
      results.push({
        'upload': label,
        'size': `${(readFileSync(file).length / 2 ** 20).toFixed(1)} MB`,
        'rows': String(run.rows),
        'POST answered': `${run.answered.toFixed(0)} ms`,
        'POST → stored': `${(run.total / 1000).toFixed(2)} s`,
      })
      console.log(JSON.stringify(results.at(-1)))
    }
    /* A first pass warms the server and PostgreSQL's cache; the second is measured. */
    await searches(branch)
    const search = await searches(branch)
    console.table(results)
    console.log(
      `watchlist search over the 70 000-row list (${SEARCHES} sequential): ` +
        `p50 ${search.p50.toFixed(1)} ms, p95 ${search.p95.toFixed(1)} ms, p99 ${search.p99.toFixed(1)} ms`
    )
    writeFileSync(join(TMP, 'results.json'), JSON.stringify({ results, search }, null, 2))
  } finally {
    server.kill('SIGTERM')
    worker.kill('SIGTERM')
  }
}
