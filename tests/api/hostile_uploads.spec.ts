import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser, signInStaff } from '../helpers/users.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  writeXlsx,
} from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet, type SheetUploadOutcome } from '../helpers/sheet_uploads.js'
import { addDays } from '#core/calendar'

/*
| Issue #8 "Hostile input": every file of tests/fixtures/hostile/ (README.md there) is sent
| as an export and as a price list. Each gets a clear Czech answer — a 4xx from the upload
| or a failed job — never a 500; the branch's previous export and the previous price lists
| stay as they were, nothing of the refused batch stays in the tables, and the process that
| parses (this one: app and worker run here) stays under 1 GB of RSS.
*/

const FIXTURES = resolve('tests/fixtures/hostile')
const LARGE_DIR = resolve('tmp/hostile')
const GB = 1024 ** 3
const META = '/api/upload/LEMON/101/meta'
const VOUCHERS = '/api/poukazky-upload/LEMON/101/poukazky'
const VOUCHERS_META = '/api/poukazky-upload/LEMON/101/meta'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let p101: string
/* A branch of another firma, so its export cannot match (and reserve) branch 101's pool. */
let other: string
let stopWorker: () => Promise<void>
const dir = mkdtempSync(join(tmpdir(), 'hostile-'))
let good: Record<'sklad' | 'pohyby' | 'karty', string>

/* Peak RSS of this process (app, worker and test runner) while a case runs, every 20 ms. */
const peaks: Record<string, { peak: number; start: number }> = {}
let peak = 0
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)
async function measured<T>(name: string, run: () => Promise<T>): Promise<T> {
  const start = process.memoryUsage().rss
  peak = start
  try {
    return await run()
  } finally {
    peaks[name] = { start, peak: Math.max(peak, process.memoryUsage().rss) }
  }
}
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`

const TS_NODE = ['--import=ts-node-maintained/register/esm', '--no-warnings']
const path = (file: string) =>
  existsSync(join(FIXTURES, file)) ? join(FIXTURES, file) : join(LARGE_DIR, file)

type Snapshot = Awaited<ReturnType<typeof snapshot>>
let before: Snapshot

/** What a branch user sees of the current export, and what the price-list screens show. */
async function snapshot() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const meta = (await api.get(META, p101)).body
  const pointer = await db.from('branch_exports').where({ pharmacy_code: '101' }).first()
  return {
    lastBatch: meta.lastBatch,
    pointer: pointer.batch_id,
    lezaky: (await api.get('/api/lezaky/LEMON/101', p101)).body,
    ohrozenci: (await api.get('/api/ohrozenci/LEMON/101', p101)).body,
    inventory: (await api.get('/api/pharmacy/inventory', p101)).body,
    leaflet: (await api.get('/api/leaflet-admin/list', admin)).body,
    uhrady: (await api.get('/api/uhrady-admin/list', admin)).body,
    vouchers: (await api.get(VOUCHERS_META, p101)).body,
    voucherRows: Number((await db.from('vouchers').count('* as n'))[0].n),
  }
}

/** Rows a batch left in the snapshot tables. */
async function rowsOf(batchId: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  let total = 0
  for (const table of ['stock_lists', 'sklad_rows', 'karty_rows', 'odpisy_rows', 'pohyby']) {
    const [{ n }] = await db.from(table).where('batch_id', batchId).count('* as n')
    total += Number(n)
  }
  return total
}

async function priceListUpload(kind: 'leaflet' | 'uhrady', file: string, name = basename(file)) {
  const fields: Record<string, string> = { validFrom: today() }
  if (kind === 'leaflet') fields.validTo = addDays(today(), 30)
  return sendNamed(`/api/${kind}-admin/upload`, admin, fields, file, name, 'file')
}

async function voucherUpload(file: string, name = basename(file)) {
  return sendNamed(VOUCHERS, p101, {}, file, name, 'poukazky')
}

/* The file under the name the case gives it, and the upload followed to its end. */
async function sendNamed(
  url: string,
  token: string,
  fields: Record<string, string>,
  file: string,
  name: string,
  field: string
) {
  const named = join(dir, 'named', name)
  mkdirSync(join(dir, 'named'), { recursive: true })
  copyFileSync(file, named)
  return sendSheet(ctx.baseUrl, url, token, fields, named, field)
}

/** What refused an upload: the request itself (4xx) or the worker (failed), and its message. */
function refusalOf(outcome: SheetUploadOutcome) {
  if (outcome.status !== 202) return { status: outcome.status, message: outcome.body.message }
  expect(outcome.upload.status).toBe('failed')
  return { status: 202, message: outcome.upload.error }
}

/** A multipart upload whose file name is sent as raw bytes (not UTF-8), as old clients do. */
async function rawNameUpload(files: Record<string, { name: Buffer; path: string }>) {
  const boundary = '----lemon-hostile-boundary'
  const parts: Buffer[] = []
  for (const [field, { name, path: file }] of Object.entries(files)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="`),
      name,
      Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
      readFileSync(file),
      Buffer.from('\r\n')
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const res = await fetch(`${ctx.baseUrl}/api/upload/LEMON/101`, {
    method: 'POST',
    body: Buffer.concat(parts),
    headers: {
      'authorization': `Bearer ${p101}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  })
  return { status: res.status, body: (await res.json()) as any }
}

const DTD =
  'Sešit obsahuje definici typu dokumentu (DTD, entity); xlsx ji nemá, soubor byl odmítnut.'
const BROKEN = 'Soubor je poškozený.'
const NOT_UTF8 = 'Text sešitu není v kódování UTF-8, soubor je poškozený.'
const FORBIDDEN = 'Sešit obsahuje znak, který XML nedovoluje (např. NUL), soubor je poškozený.'
const TOO_LARGE = 'Soubor je po rozbalení příliš velký.'
const LYING = 'Soubor se rozbaluje na víc dat, než sám uvádí (zip bomba), soubor byl odmítnut.'
const WIDE = 'Řádek 1 má vyplněné buňky za 1 000. sloupcem, soubor byl odmítnut.'
const EXCEL_FULL =
  'List sahá až na poslední řádek Excelu (1 048 576), při uložení byl oříznut; soubor byl odmítnut.'
const NOT_XLSX = (label: string) =>
  `Soubor ${label} není sešit xlsx. Nahrajte export uložený jako .xlsx.`

type ExportCase = {
  file: string
  kind: 'sklad' | 'pohyby'
  /** Where the refusal comes: the upload request (422) or the job (failed). */
  at: 'upload' | 'job'
  /** The full message, given the label `sklad (file.xlsx)`. */
  message: (label: string) => string
  /** Its answer as a leaflet and as an úhrady list, given the file name. */
  priceList?: (name: string, kind: 'leaflet' | 'uhrady') => string
  /**
   * Its sheet inflates past what a price list (256 MB) or a voucher export (64 MB) may
   * (issue #20), so those uploads are refused at the request, from the listed parts.
   */
  oversized?: boolean
}

const refused = (reason: string) => (label: string) => `Soubor ${label}: ${reason}`

const CASES: ExportCase[] = [
  {
    file: 'not_a_zip.xlsx',
    kind: 'sklad',
    at: 'upload',
    message: NOT_XLSX,
    priceList: (name) => `Soubor ${name} není sešit .xls ani .xlsx.`,
  },
  {
    file: 'truncated.xlsx',
    kind: 'sklad',
    at: 'upload',
    message: NOT_XLSX,
    priceList: (name) => `Soubor ${name} není sešit .xls ani .xlsx.`,
  },
  {
    file: 'corrupt_deflate.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(BROKEN),
    priceList: refused(BROKEN),
  },
  {
    file: 'entity_expansion.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(DTD),
    priceList: refused(DTD),
  },
  {
    file: 'external_entity.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(DTD),
    priceList: refused(DTD),
  },
  {
    file: 'formulas_uncached.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(
      '2 z 2 řádků nelze načíst (více než 10 %), soubor byl odmítnut: 2× vzorec bez vypočtené ' +
        'hodnoty ve sloupci Množství – soubor nebyl uložen tabulkovým programem, otevřete ho ' +
        'v Excelu nebo LibreOffice a uložte (řádky 2, 3).'
    ),
  },
  {
    file: 'proto_keys.xlsx',
    kind: 'sklad',
    at: 'job',
    message: (label) => `Soubor ${label} nemá povinný sloupec: PDK, Název, Množství.`,
    priceList: (name, kind) =>
      `Soubor ${name} nemá povinný sloupec: ${kind === 'leaflet' ? 'Kód SÚKL nebo PDK, Název, Akční nákupní cena' : 'Kód SÚKL, Název, Úhrada'}.`,
  },
  {
    file: 'invalid_utf8.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(NOT_UTF8),
    priceList: refused(NOT_UTF8),
  },
  {
    file: 'forbidden_chars.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(FORBIDDEN),
    priceList: refused(FORBIDDEN),
  },
  {
    file: 'wide_16000.xlsx',
    kind: 'pohyby',
    at: 'job',
    message: refused(WIDE),
    priceList: refused(WIDE),
  },
  {
    file: 'column_past_xfd.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(WIDE),
    priceList: refused(WIDE),
  },
  {
    file: 'zip_bomb.xlsx',
    kind: 'sklad',
    at: 'upload',
    message: refused(TOO_LARGE),
    priceList: refused(TOO_LARGE),
  },
  {
    file: 'zip_bomb_lying.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused(LYING),
    priceList: refused(LYING),
  },
  {
    file: 'zip_bomb_strings.xlsx',
    kind: 'sklad',
    at: 'upload',
    message: refused(TOO_LARGE),
    priceList: refused(TOO_LARGE),
  },
  {
    file: 'giant_row.xlsx',
    kind: 'sklad',
    at: 'job',
    message: refused('Řádek listu je delší než 32 MB, soubor byl odmítnut.'),
    priceList: refused(TOO_LARGE),
    oversized: true,
  },
  {
    file: 'many_entries.xlsx',
    kind: 'sklad',
    at: 'upload',
    message: refused('Soubor má 60 005 částí, sešit xlsx jich má nejvýše desítky.'),
    priceList: refused('Soubor má 60 005 částí, sešit xlsx jich má nejvýše desítky.'),
  },
  {
    file: 'rows_1048576.xlsx',
    kind: 'pohyby',
    at: 'job',
    message: refused(EXCEL_FULL),
    priceList: refused(TOO_LARGE),
    oversized: true,
  },
  {
    file: 'rows_1048576_no_dimension.xlsx',
    kind: 'pohyby',
    at: 'job',
    message: refused(EXCEL_FULL),
    priceList: refused(TOO_LARGE),
    oversized: true,
  },
]

beforeAll(async () => {
  /* In a process of its own, so generating does not raise this process's RSS. */
  execFileSync('node', [...TS_NODE, join(FIXTURES, 'make.ts'), '--large', LARGE_DIR], {
    stdio: 'ignore',
  })
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [p101],
  } = await signInStaff(api, ['101']))
  await createUser({
    username: 'f201',
    email: 'f201@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    firma: 'FORMA',
    pharmacyCode: '201',
  })
  other = await api.login('f201@lemon.cz', 'heslo1234')

  good = writeSampleExport(dir)
  const sent = await uploadExport(ctx.baseUrl, p101, '/api/upload/LEMON/101', good)
  expect(sent.status).toBe(202)
  expect((await waitForUpload(api, p101, META)).status).toBe('done')

  const leaflet = writeXlsx(join(dir, 'letak.xlsx'), [
    ['Kód SÚKL', 'Název', 'Akční nákupní cena'],
    ['0012345', 'PARALEN 500MG TBL 24', 19.9],
  ])
  expect((await priceListUpload('leaflet', leaflet)).upload.status).toBe('done')
  const uhrady = writeXlsx(join(dir, 'uhrady.xlsx'), [
    ['Kód SÚKL', 'Název', 'Úhrada'],
    ['0012345', 'PARALEN 500MG TBL 24', 12.5],
  ])
  expect((await priceListUpload('uhrady', uhrady)).upload.status).toBe('done')
  const vouchers = writeXlsx(join(dir, 'poukazky.xlsx'), [
    ['Datum', 'Číslo poukazu', 'Částka', 'Pojišťovna'],
    ['2.3.2025', 'P-001', 120, 111],
    ['3.3.2025', 'P-002', 80, 211],
  ])
  expect((await voucherUpload(vouchers)).upload.status).toBe('done')
  before = await snapshot()
  expect(before.lezaky.lezaky.length + before.ohrozenci.ohrozenci.length).toBeGreaterThan(0)
  expect(before.voucherRows).toBe(2)
}, 180_000)

afterAll(async () => {
  clearInterval(sampler)
  const table = Object.entries(peaks).map(
    ([name, { start, peak: top }]) => `${name}: ${mb(top)} (+${mb(top - start)})`
  )
  console.log(`peak RSS per case, app + worker + runner in one process:\n  ${table.join('\n  ')}`)
  console.log(`peak RSS of the reader alone:\n  ${readerPeaks.join('\n  ')}`)
  await stopWorker?.()
  await ctx?.close()
})

describe('hostile spreadsheets as a branch export', () => {
  test.each(CASES)(
    '$file as $kind',
    async (c) => {
      const files = { ...good, [c.kind]: join(dir, c.file) }
      copyFileSync(path(c.file), files[c.kind])
      const label = `${c.kind} (${c.file})`
      await measured(c.file, async () => {
        const sent = await uploadExport(ctx.baseUrl, p101, '/api/upload/LEMON/101', files)
        if (c.at === 'upload') {
          expect(sent).toMatchObject({ status: 422, body: { message: c.message(label) } })
          return
        }
        expect(sent.status).toBe(202)
        const meta = await waitForUpload(api, p101, META, 90_000)
        expect(meta).toMatchObject({ status: 'failed', error: c.message(label) })
        expect(await rowsOf(sent.body.batchId)).toBe(0)
      })
      expect(peaks[c.file].peak).toBeLessThan(GB)
      expect(await snapshot()).toEqual(before)
    },
    120_000
  )

  test('file names in cp1250 and latin-1 bytes are answered, not a 500', async () => {
    /* "Příliš žluťoučký.xlsx" in cp1250 and "Lékárna.xlsx" in latin-1: not UTF-8. */
    const cp1250 = Buffer.from([
      0x50, 0xf8, 0xed, 0x6c, 0x69, 0x9a, 0x20, 0x9e, 0x6c, 0x75, 0x9d, 0x6f, 0x75, 0xe8, 0x6b,
      0xfd, 0x2e, 0x78, 0x6c, 0x73, 0x78,
    ])
    const latin1 = Buffer.from('Lékárna.xlsx', 'latin1')
    const res = await rawNameUpload({
      sklad: { name: cp1250, path: join(FIXTURES, 'not_a_zip.xlsx') },
      pohyby: { name: latin1, path: good.pohyby },
      karty: { name: Buffer.from('karty.xlsx'), path: good.karty },
    })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('NOT_XLSX')
    expect(res.body.message).toMatch(/^Soubor sklad \(P.+\.xlsx\) není sešit xlsx\./)

    /* Accepted by content; the job's refusal names the file as it arrived. */
    const job = await rawNameUpload({
      sklad: { name: latin1, path: join(FIXTURES, 'invalid_utf8.xlsx') },
      pohyby: { name: cp1250, path: good.pohyby },
      karty: { name: Buffer.from('karty\u0000.xlsx'), path: good.karty },
    })
    expect(job.status).toBe(202)
    const meta = await waitForUpload(api, p101, META)
    expect(meta.status).toBe('failed')
    expect(meta.error).toMatch(/^Soubor sklad \(L.+\.xlsx\): Text sešitu není v kódování UTF-8/)
    expect(await rowsOf(job.body.batchId)).toBe(0)
    /* PostgreSQL refuses NUL in json; the stored name has it replaced. */
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const batch = await db.from('export_batches').where('id', job.body.batchId).first()
    expect(batch.files.karty.name).toBe('karty_.xlsx')
    expect(await snapshot()).toEqual(before)
  })
})

describe('hostile spreadsheets as price lists', () => {
  const cases = CASES.filter((c) => c.priceList)
  test.each(cases)(
    '$file as leaflet and úhrady',
    async (c) => {
      await measured(`${c.file} (ceník)`, async () => {
        for (const kind of ['leaflet', 'uhrady'] as const) {
          const refusal = refusalOf(await priceListUpload(kind, path(c.file), c.file))
          expect(refusal.status).toBe(priceListAt(c) === 'upload' ? 422 : 202)
          expect(refusal.message).toBe(c.priceList!(c.file, kind))
        }
      })
      expect(peaks[`${c.file} (ceník)`].peak).toBeLessThan(GB)
      expect(await snapshot()).toEqual(before)
    },
    60_000
  )
})

/*
| A price list or a voucher export is checked at the request as far as that is cheap (what
| the file is, its parts listed against the kind's bounds) and read by the imports worker
| (issue #20); before #8 an .xlsx voucher export went through SheetJS in the web process,
| which inflates the whole archive (the zip bomb took 5 GB and a minute).
*/
const priceListAt = (c: ExportCase) =>
  c.at === 'upload' || c.oversized || c.file === 'truncated.xlsx' ? 'upload' : 'job'

function voucherAnswer(c: ExportCase): { status: number; message: string | RegExp } {
  if (c.file.startsWith('rows_1048576'))
    return { status: 413, message: `Soubor ${c.file} je větší než 10 MB.` }
  const status = priceListAt(c) === 'upload' ? 422 : 202
  if (c.file === 'proto_keys.xlsx')
    return { status, message: /^Soubor proto_keys\.xlsx nemá povinný sloupec: / }
  return { status, message: c.priceList!(c.file, 'leaflet') }
}

describe('hostile spreadsheets as a branch voucher export', () => {
  test.each(CASES.filter((c) => c.priceList))(
    '$file as vouchers',
    async (c) => {
      await measured(`${c.file} (poukázky)`, async () => {
        const refusal = refusalOf(await voucherUpload(path(c.file), c.file))
        const answer = voucherAnswer(c)
        expect(refusal.status).toBe(answer.status)
        if (typeof answer.message === 'string') expect(refusal.message).toBe(answer.message)
        else expect(refusal.message).toMatch(answer.message)
      })
      expect(peaks[`${c.file} (poukázky)`].peak).toBeLessThan(GB)
      expect(await snapshot()).toEqual(before)
    },
    60_000
  )
})

const readerPeaks: string[] = []

describe('the reader alone, in a process of its own', () => {
  test.each([
    ['zip_bomb_lying.xlsx', LYING],
    ['giant_row.xlsx', 'Řádek listu je delší než 32 MB, soubor byl odmítnut.'],
    ['rows_1048576_no_dimension.xlsx', EXCEL_FULL],
    ['wide_16000.xlsx', WIDE],
    ['entity_expansion.xlsx', DTD],
  ])(
    '%s: refused, peak RSS under 1 GB',
    async (file, message) => {
      /* Asynchronously: the server and the worker of this process keep running meanwhile. */
      const run = promisify(execFile)
      const { stdout } = await run('node', [...TS_NODE, join(FIXTURES, 'read_peak.ts'), path(file)])
      const result = JSON.parse(stdout.trim().split('\n').pop()!)
      readerPeaks.push(`${file}: ${mb(result.peakRss)} in ${result.ms} ms`)
      expect(result.error).toBe(message)
      expect(result.peakRss).toBeLessThan(GB)
    },
    60_000
  )
})

describe('what hostile content means once read', () => {
  test('formula cells: the cached value is read, the formula is never evaluated or stored', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const folder = join(dir, 'formulas')
    mkdirSync(folder)
    const files = writeSampleExport(folder)
    copyFileSync(join(FIXTURES, 'formulas.xlsx'), files.sklad)
    const sent = await uploadExport(ctx.baseUrl, other, '/api/upload/FORMA/201', files)
    expect(sent.status).toBe(202)
    const meta = await waitForUpload(api, other, '/api/upload/FORMA/201/meta')
    expect(meta).toMatchObject({ status: 'done', counts: { sklad: 2 } })
    const rows = await db
      .from('sklad_rows')
      .where('batch_id', sent.body.batchId)
      .orderBy('pdk')
      .select('pdk', 'nazev', 'mnozstvi', 'sarze')
    /* `1+1` cached as 7 and `SUM(…)*0` cached as 3: evaluating would give 2 and 0. */
    expect(rows.map((r) => ({ ...r, mnozstvi: Number(r.mnozstvi) }))).toEqual([
      { pdk: 'F1', nazev: 'VZOREC PARALEN', mnozstvi: 7, sarze: 'S-F1' },
      { pdk: 'F2', nazev: 'VZOREC IBALGIN', mnozstvi: 3, sarze: 'S-F2' },
    ])
    const leaked = await db
      .from('sklad_rows')
      .where((q) => q.whereILike('nazev', '%HYPERLINK%').orWhereILike('sarze', '%cmd%'))
      .count('* as n')
    expect(Number(leaked[0].n)).toBe(0)
    expect(await snapshot()).toEqual(before)
  })

  test('__proto__, constructor and prototype as headers, values and entities pollute nothing', async () => {
    const { readXlsxRows } = await import('#core/xlsx/read_xlsx_rows')
    const rows = []
    for await (const row of readXlsxRows(join(FIXTURES, 'proto_keys.xlsx'))) rows.push(row.cells)
    expect(rows[0]).toEqual([
      '__proto__',
      'constructor',
      'prototype',
      'hasOwnProperty',
      'toString',
      '__defineGetter__',
    ])
    /* Entities the reader does not know stay text; `&constructor;` is not Object. */
    expect(rows[1][4]).toBe('&constructor;&__proto__;')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted')
    expect(Object.prototype.constructor).toBe(Object)
    expect(typeof ({} as { hasOwnProperty: unknown }).hasOwnProperty).toBe('function')
  })

  test('after all of it the server and the worker still answer, and a good export still lands', async () => {
    const sent = await uploadExport(ctx.baseUrl, p101, '/api/upload/LEMON/101', good)
    expect(sent.status).toBe(202)
    const meta = await waitForUpload(api, p101, META)
    expect(meta).toMatchObject({ status: 'done', error: null, counts: { sklad: 3, karty: 4 } })
    expect(meta.lastBatch).not.toBe(before.lastBatch)
    const after = await snapshot()
    const pdks = (items: { pdk: string }[]) => items.map((i) => i.pdk)
    expect(pdks(after.lezaky.lezaky)).toEqual(pdks(before.lezaky.lezaky))
    expect(pdks(after.ohrozenci.ohrozenci)).toEqual(pdks(before.ohrozenci.ohrozenci))
    expect(after.inventory).toEqual(before.inventory)
    expect(Math.max(...Object.values(peaks).map((p) => p.peak))).toBeLessThan(GB)
  })
})
