import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import {
  sparePort,
  startServerProcess,
  startWorkerProcess,
  type AppProcess,
} from '../helpers/app_process.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  writeXlsx,
} from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { followUpload } from '../helpers/sheet_uploads.js'
import { signInStaff } from '../helpers/users.js'

/*
| Issue #20: a branch user could stop the whole product with five parallel uploads of a
| workbook whose sheet unpacks to about 1 GB (6 MB on disk, under the 200:1 ratio cap,
| 4 kB cells): the web process held every row and died of heap exhaustion. Now no upload is
| parsed in the web process. Five such uploads at once to each kind — exports, vouchers,
| leaflet, úhrady — against a web server of its own: each is refused with a Czech reason,
| the web keeps answering meanwhile, and the server's peak RSS stays under 1 GiB.
*/

const GB = 1024 ** 3
const FIXTURES = resolve('tests/fixtures/hostile')
const LARGE_DIR = resolve('tmp/hostile')
const FILE = join(LARGE_DIR, 'cells_1gb.xlsx')
const BRANCHES = ['301', '302', '303', '304', '305']

let ctx: TestApp
let server: AppProcess
let worker: AppProcess
let admin: string
let users: string[]

/** The server process's peak resident memory (VmHWM), in bytes. */
function peakRss(app: AppProcess) {
  const status = readFileSync(`/proc/${app.child.pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+)/.exec(status)![1]) * 1024
}

function post(path: string, token: string, form: FormData) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any }))
}

function sheetForm(field: string, fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append(field, new Blob([readFileSync(FILE)]), 'bomba.xlsx')
  return form
}

/* The web answers a light request while the uploads run: its latency, one every 100 ms. */
async function whileProbing<T>(work: Promise<T>) {
  const latencies: number[] = []
  let done = false
  const probe = (async () => {
    while (!done) {
      const started = Date.now()
      const res = await fetch(`${server.baseUrl}/api/protected/me`, {
        headers: { authorization: `Bearer ${admin}` },
      })
      expect(res.status).toBe(200)
      latencies.push(Date.now() - started)
      await new Promise((r) => setTimeout(r, 100))
    }
  })()
  try {
    return { result: await work, latencies }
  } finally {
    done = true
    await probe
  }
}

beforeAll(async () => {
  if (!existsSync(FILE)) {
    execFileSync(
      'node',
      [
        '--import=ts-node-maintained/register/esm',
        '--no-warnings',
        join(FIXTURES, 'make.ts'),
        '--large',
        LARGE_DIR,
      ],
      { stdio: 'ignore' }
    )
  }
  ctx = await bootApp()
  const api = apiClient(ctx.baseUrl)
  ;({ admin, branches: users } = await signInStaff(api, BRANCHES))
  server = await startServerProcess({ LOG_LEVEL: 'warn' }, sparePort(5))
  worker = await startWorkerProcess('imports')
}, 180_000)

afterAll(async () => {
  await Promise.all([server?.stop(), worker?.stop()])
  await ctx?.close()
})

describe('five parallel ~1 GB uploads to each kind', () => {
  test('vouchers (branch users): refused at once, by the sheet size the kind allows', async () => {
    const { result, latencies } = await whileProbing(
      Promise.all(
        BRANCHES.map((code, i) =>
          post(`/api/poukazky-upload/LEMON/${code}/poukazky`, users[i], sheetForm('poukazky'))
        )
      )
    )
    for (const res of result) {
      expect(res).toMatchObject({
        status: 422,
        body: { message: 'Soubor bomba.xlsx: Soubor je po rozbalení příliš velký.' },
      })
    }
    expect(latencies.length).toBeGreaterThan(0)
    expect(peakRss(server)).toBeLessThan(GB)
  }, 120_000)

  test('leaflet and úhrady (admin): refused at once', async () => {
    const fields = { validFrom: today(), validTo: addDays(today(), 30) }
    const { result } = await whileProbing(
      Promise.all(
        ['leaflet', 'uhrady', 'leaflet', 'uhrady', 'leaflet'].map((kind) =>
          post(`/api/${kind}-admin/upload`, admin, sheetForm('file', fields))
        )
      )
    )
    for (const res of result) {
      expect(res).toMatchObject({
        status: 422,
        body: { message: 'Soubor bomba.xlsx: Soubor je po rozbalení příliš velký.' },
      })
    }
    expect(peakRss(server)).toBeLessThan(GB)
  }, 120_000)

  test('exports (five branches): stored and refused by the worker, row by row', async () => {
    const good = writeSampleExport(mkdtempSync(join(tmpdir(), 'hostile-parallel-')))
    const { result, latencies } = await whileProbing(
      Promise.all(
        BRANCHES.map((code, i) =>
          uploadExport(server.baseUrl, users[i], `/api/upload/LEMON/${code}`, {
            ...good,
            sklad: FILE,
          })
        )
      )
    )
    for (const sent of result) expect(sent.status).toBe(202)
    const api = apiClient(server.baseUrl)
    for (const [i, code] of BRANCHES.entries()) {
      const meta = await waitForUpload(api, users[i], `/api/upload/LEMON/${code}/meta`, 240_000)
      expect(meta.status).toBe('failed')
      expect(meta.error).toMatch(
        /^Soubor sklad \(cells_1gb\.xlsx\): 212 736 z 212 736 řádků nelze načíst \(více než 10 %\), soubor byl odmítnut: 212 736× Název je příliš dlouhé \(řádky 2, 3, 4, …\)\.$/
      )
    }
    expect(Math.max(...latencies)).toBeLessThan(5_000)
    const peak = peakRss(server)
    console.log(`web process peak RSS after 20 uploads of ~1 GB: ${Math.round(peak / 2 ** 20)} MB`)
    expect(peak).toBeLessThan(GB)
  }, 600_000)

  test('a voucher upload that fits still goes through the same web process', async () => {
    const file = writeXlsx(join(mkdtempSync(join(tmpdir(), 'poukazky-')), 'p.xlsx'), [
      ['Datum', 'Číslo poukazu', 'Částka'],
      ['2.3.2025', 'P-001', 120],
    ])
    const form = new FormData()
    form.append('poukazky', new Blob([readFileSync(file)]), 'p.xlsx')
    const path = '/api/poukazky-upload/LEMON/301/poukazky'
    const sent = await post(path, users[0], form)
    expect(sent.status).toBe(202)
    const done = await followUpload(server.baseUrl, path, users[0], sent.body.uploadId)
    expect(done).toMatchObject({ status: 'done', result: { count: 1 } })
  }, 60_000)
})
