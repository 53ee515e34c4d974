import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  writeXlsx,
} from '../helpers/exports.js'
import { until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet, sendSheetJson } from '../helpers/sheet_uploads.js'
import { jobGivenUp } from '../helpers/failed_jobs.js'

/*
| Branch 1 holds the sample export (tests/helpers/exports.ts): PARALEN (SÚKL 0012345,
| 50 pcs, NCSD 23,50), IBALGIN (0054321, 10 pcs, NCSD 41,20) and ZYRTEC (0099999, 5 pcs,
| NCSD 120,00). Branch 2 has no export.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const stops: (() => Promise<void>)[] = []
let admin: string
let p1: string
let p2: string
let lastBatch: string
const dir = mkdtempSync(join(tmpdir(), 'pricelists-api-'))
const importDir = resolve(process.env.IMPORT_DIR!)
const day = today()

function writeXls(path: string, rows: unknown[][]) {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'List1')
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }))
  return path
}

const upload = (path: string, token: string, fields: Record<string, string>, file?: string) =>
  sendSheet(ctx.baseUrl, path, token, fields, file)

async function pdf(path: string, token: string) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (res.status !== 200) return { status: res.status, body: await res.json(), text: '' }
  const file = join(dir, `${Date.now()}.pdf`)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
  }
}

async function count(table: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(`SELECT count(*)::int AS n FROM ${table}`)
  return rows[0].n as number
}

const LEAFLET_HEADER = [
  'Kód SÚKL',
  'PDK',
  'Název',
  'Akční nákupní cena',
  'Akční prodejní cena',
  'Dodavatel',
  'Min. odběr',
]

/** 13 data rows: 2 below NCSD in stock, 1 above, 9 not in stock, 1 without a code (skipped). */
function leafletRows() {
  const rows: unknown[][] = [
    LEAFLET_HEADER,
    [12345, null, 'PARALEN 500MG TBL 24', '15,00', '19,90', 'Zentiva', 10],
    [null, 'B2', 'IBALGIN 400 TBL 30', 30, 45, 'Sanofi', null],
    ['0099999', null, 'ZYRTEC 10MG TBL 30', 80, 99, 'UCB', 3],
  ]
  for (let i = 1; i <= 9; i++) rows.push([`020000${i}`, null, `AKCE ${i}`, 1, 0.5, null, null])
  rows.push([null, null, 'BEZ KÓDU', 1, 1, null, null])
  return rows
}

const UHRADY_HEADER = ['Kód SÚKL', 'Název', 'Úhrada', 'Doplněk', 'Max. cena', 'Doplatek']

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  for (const queue of ['imports', 'pdf', 'maintenance'] as const) {
    stops.push(await startTestWorker(queue))
  }
  ;({
    admin: admin,
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
  const folder = join(dir, 'export')
  mkdirSync(folder)
  const sent = await uploadExport(ctx.baseUrl, p1, '/api/upload/LEMON/1', writeSampleExport(folder))
  expect(sent.status).toBe(202)
  const meta = await waitForUpload(api, p1, '/api/upload/LEMON/1/meta')
  expect(meta.status).toBe('done')
  lastBatch = meta.lastBatch
  mkdirSync(join(importDir, 'cenik'), { recursive: true })
})
afterAll(async () => {
  for (const stop of stops) await stop()
  await ctx?.close()
})

describe('leaflet upload (admin)', () => {
  test('before any leaflet the action-prices meta is null and the PDF is 404', async () => {
    expect((await api.get('/api/reports/akcni/meta', p1)).body).toEqual({ ok: true, meta: null })
    const res = await pdf('/api/reports/akcni/pdf', p1)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Report není k dispozici.')
    expect((await api.get('/api/leaflet-admin/meta', admin)).body).toEqual({ ok: true, meta: null })
  })

  test('bad input is refused with 422 and the Czech message; nothing is stored', async () => {
    const file = writeXlsx(join(dir, 'letak.xlsx'), leafletRows())
    const to = addDays(day, 30)
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{ validFrom: day }, file, 'Vyplň prosím platnost (od/do).'],
      [{ validTo: to }, file, 'Vyplň prosím platnost (od/do).'],
      [{ validFrom: day, validTo: to }, undefined, 'Vyber soubor nebo zadej serverový filePath.'],
      [{ validFrom: to, validTo: day }, file, 'Platnost do nesmí být dříve než platnost od.'],
      [
        { validFrom: '1. 7. 2026', validTo: to },
        file,
        'Platnost musí být datum ve tvaru RRRR-MM-DD.',
      ],
    ]
    for (const [fields, withFile, message] of cases) {
      const res = await upload('/api/leaflet-admin/upload', admin, fields, withFile)
      expect(res.status, message).toBe(422)
      expect(res.body.message).toBe(message)
    }
    const notSheet = join(dir, 'letak.csv')
    writeFileSync(notSheet, 'Kód SÚKL;Název\n0012345;PARALEN\n')
    const csv = await upload(
      '/api/leaflet-admin/upload',
      admin,
      { validFrom: day, validTo: to },
      notSheet
    )
    expect(csv.status).toBe(422)
    expect(csv.body.message).toBe('Soubor letak.csv není sešit .xls ani .xlsx.')
    expect(await count('price_lists')).toBe(0)
  })

  test('a filePath outside IMPORT_DIR (.., absolute, symlink out) is refused and nothing is read', async () => {
    const outside = writeXlsx(join(dir, 'mimo.xlsx'), leafletRows())
    symlinkSync(outside, join(importDir, 'cenik', 'odkaz.xlsx'))
    for (const filePath of [
      '../../etc/passwd',
      '/etc/passwd',
      outside,
      'cenik/../../mimo.xlsx',
      'cenik/odkaz.xlsx',
    ]) {
      const res = await api.post(
        '/api/leaflet-admin/upload',
        { filePath, validFrom: day, validTo: addDays(day, 30) },
        admin
      )
      expect(res.status, filePath).toBe(422)
      expect(res.body.message).toBe('Soubor musí ležet v adresáři pro importy na serveru.')
    }
    const missing = await api.post(
      '/api/leaflet-admin/upload',
      { filePath: 'cenik/neni.xlsx', validFrom: day, validTo: addDays(day, 30) },
      admin
    )
    expect(missing.status).toBe(422)
    expect(missing.body.message).toBe('Soubor cenik/neni.xlsx v adresáři pro importy neexistuje.')
    expect(await count('price_lists')).toBe(0)
  })

  test('only admins may upload or read the leaflet admin endpoints', async () => {
    const file = writeXlsx(join(dir, 'letak.xlsx'), leafletRows())
    const fields = { validFrom: day, validTo: addDays(day, 30) }
    expect((await upload('/api/leaflet-admin/upload', p1, fields, file)).status).toBe(403)
    expect((await api.get('/api/leaflet-admin/meta', p1)).status).toBe(403)
    expect((await api.get('/api/leaflet-admin/list', p1)).status).toBe(403)
    expect((await api.get('/api/leaflet-admin/meta')).status).toBe(401)
    expect(await count('price_lists')).toBe(0)
  })

  test('an xlsx leaflet is stored with its skipped row; meta and history show it', async () => {
    const file = writeXlsx(join(dir, 'letak-cervenec.xlsx'), leafletRows())
    const validFrom = addDays(day, -1)
    const validTo = addDays(day, 30)
    const res = await upload('/api/leaflet-admin/upload', admin, { validFrom, validTo }, file)
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({ ok: true, message: 'Soubor byl přijat ke zpracování.' })
    expect(res.upload).toMatchObject({ status: 'done', progress: { processed: 13, total: 13 } })
    const result = res.upload.result
    expect(result).toMatchObject({
      ok: true,
      message: 'Leták uložen do databáze.',
      meta: { validFrom, validTo, source: 'letak-cervenec.xlsx', rows: 12 },
      skipped: {
        count: 1,
        examples: [{ row: 14, reason: 'chybí Kód SÚKL i PDK' }],
        reasons: [{ reason: 'chybí Kód SÚKL i PDK', count: 1, rows: [14] }],
      },
    })
    expect(result.meta._id).toBe(result.meta.id)
    expect(await count('leaflet_items')).toBe(12)
    const meta = await api.get('/api/leaflet-admin/meta', admin)
    expect(meta.body).toEqual({ ok: true, meta: result.meta })
    /* The upload of one kind is not found under the other, nor by a branch. */
    const again = `/api/leaflet-admin/upload/${res.body.uploadId}`
    expect((await api.get(again, admin)).status).toBe(200)
    expect((await api.get(`/api/uhrady-admin/upload/${res.body.uploadId}`, admin)).status).toBe(404)
    expect((await api.get(again, p1)).status).toBe(403)
    expect((await api.get('/api/leaflet-admin/upload/abc', admin)).status).toBe(404)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const paralen = await db.from('leaflet_items').where('nazev', 'PARALEN 500MG TBL 24').first()
    expect(paralen.sukl).toBe('0012345')
  })

  test('a leaflet with more than 10 % bad rows or without a required column is refused', async () => {
    const bad = leafletRows().slice(0, 5)
    bad.push([null, null, 'BEZ KÓDU 2', 1, 1, null, null])
    const tooMany = writeXlsx(join(dir, 'spatny.xlsx'), bad)
    const fields = { validFrom: day, validTo: addDays(day, 30) }
    const res = await upload('/api/leaflet-admin/upload', admin, fields, tooMany)
    expect(res.status).toBe(202)
    expect(res.upload.status).toBe('failed')
    expect(res.upload.error).toBe(
      'Soubor spatny.xlsx: 1 z 5 řádků nelze načíst (více než 10 %), soubor byl odmítnut: ' +
        '1× chybí Kód SÚKL i PDK (řádek 6).'
    )
    const noPrice = writeXlsx(join(dir, 'bez-ceny.xlsx'), [
      ['PDK', 'Název'],
      ['A1', 'PARALEN'],
    ])
    const missing = await upload('/api/leaflet-admin/upload', admin, fields, noPrice)
    expect(missing.upload).toMatchObject({
      status: 'failed',
      error: 'Soubor bez-ceny.xlsx nemá povinný sloupec: Akční nákupní cena.',
    })
    expect(await count('price_lists')).toBe(1)
  })
})

describe('action prices report', () => {
  test('meta: leaflet validity, the branch last export and the leaflet save time', async () => {
    const leaflet = (await api.get('/api/leaflet-admin/meta', admin)).body.meta
    const res = await api.get('/api/reports/akcni/meta', p1)
    expect(res.body).toEqual({
      ok: true,
      meta: {
        validFrom: leaflet.validFrom,
        validTo: leaflet.validTo,
        lastBatch,
        lastUpdated: leaflet.savedAt,
      },
    })
    const branch2 = await api.get('/api/reports/akcni/meta', p2)
    expect(branch2.body.meta.lastBatch).toBeNull()
    expect((await api.get('/api/reports/akcni/meta?pharmacyCode=1', p2)).status).toBe(403)
  })

  test('the PDF lists items in stock sold below NCSD with loss per piece and totals', async () => {
    const res = await pdf('/api/reports/akcni/pdf', p1)
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/pdf')
    expect(res.disposition).toContain(`inline; filename="akcni_${day.replaceAll('-', '_')}.pdf"`)
    expect(res.text).toContain('Akční ceny pod nákupní cenou')
    expect(res.text).toMatch(
      /PARALEN 500MG TBL 24\s+0012345\s+50\s+23,50\s+15,00\s+19,90\s+3,60\s+180,00/
    )
    expect(res.text).toMatch(
      /ZYRTEC 10MG TBL 30\s+0099999\s+5\s+120,00\s+80,00\s+99,00\s+21,00\s+105,00/
    )
    expect(res.text).toMatch(/Celkem\s+55\s+285,00/)
    expect(res.text).not.toContain('IBALGIN')
    expect(res.text).not.toContain('AKCE 1')
    expect(res.text.indexOf('PARALEN')).toBeLessThan(res.text.indexOf('ZYRTEC'))
  })

  test('an admin names the branch; a branch without an export gets 404', async () => {
    expect((await pdf('/api/reports/akcni/pdf?pharmacyCode=1', admin)).status).toBe(200)
    const none = await pdf('/api/reports/akcni/pdf', p2)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('Report není k dispozici.')
    expect((await pdf('/api/reports/akcni/pdf?pharmacyCode=1', p2)).status).toBe(403)
  })

  test('a leaflet from a server path inside IMPORT_DIR; history newest first', async () => {
    writeXlsx(join(importDir, 'cenik', 'letak-srpen.xlsx'), leafletRows())
    const validFrom = addDays(day, 31)
    const res = await sendSheetJson(ctx.baseUrl, '/api/leaflet-admin/upload', admin, {
      filePath: 'cenik/letak-srpen.xlsx',
      validFrom,
      validTo: addDays(day, 61),
    })
    expect(res.status).toBe(202)
    expect(res.upload.result.meta).toMatchObject({
      source: 'cenik/letak-srpen.xlsx',
      rows: 12,
      validFrom,
    })
    const list = await api.get('/api/leaflet-admin/list', admin)
    expect(list.body.ok).toBe(true)
    expect(list.body.items.map((i: any) => [i.validFrom, i.source])).toEqual([
      [validFrom, 'cenik/letak-srpen.xlsx'],
      [addDays(day, -1), 'letak-cervenec.xlsx'],
    ])
    /* The report keeps using the leaflet valid today. */
    const meta = await api.get('/api/reports/akcni/meta', p1)
    expect(meta.body.meta.validFrom).toBe(addDays(day, -1))
  })
})

describe('úhrady upload and reimbursement changes', () => {
  const older = [
    UHRADY_HEADER,
    [12345, 'PARALEN', 40, '500MG TBL NOB 24', 60, 5],
    ['0054321', 'IBALGIN 400 TBL 30', 30, null, 70, null],
    ['0099999', 'ZYRTEC 10MG TBL 30', 100, null, 190, 12],
    ['0011111', 'NENÍ SKLADEM', 10, null, null, null],
  ]
  const newer = [
    UHRADY_HEADER,
    ['0012345', 'PARALEN', '35,50', '500MG TBL NOB 24', 60, 9.5],
    ['0054321', 'IBALGIN 400 TBL 30', 30, null, 70, null],
    ['0099999', 'ZYRTEC 10MG TBL 30', 110, null, 190, 2],
    ['0011111', 'NENÍ SKLADEM', 20, null, null, null],
  ]

  test('bad input: missing validFrom, missing Úhrada column, non-admin; nothing is stored', async () => {
    const file = writeXlsx(join(dir, 'uhrady.xlsx'), newer)
    const noDate = await upload('/api/uhrady-admin/upload', admin, {}, file)
    expect(noDate.status).toBe(422)
    expect(noDate.body.message).toBe('Vyplň prosím platnost od.')
    const noFile = await upload('/api/uhrady-admin/upload', admin, { validFrom: day })
    expect(noFile.body.message).toBe('Vyber soubor nebo zadej serverový filePath.')
    const withoutUhrada = writeXlsx(
      join(dir, 'uhrady-bez-uhrady.xlsx'),
      newer.map((r) => [r[0], r[1], r[4]])
    )
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom: day }, withoutUhrada)
    expect(res.upload).toMatchObject({
      status: 'failed',
      error: 'Soubor uhrady-bez-uhrady.xlsx nemá povinný sloupec: Úhrada.',
    })
    expect((await upload('/api/uhrady-admin/upload', p1, { validFrom: day }, file)).status).toBe(
      403
    )
    expect((await api.get('/api/uhrady-admin/meta', p1)).status).toBe(403)
    expect((await api.get('/api/uhrady-admin/list', p1)).status).toBe(403)
    expect(await count("price_lists WHERE kind = 'uhrady'")).toBe(0)
  })

  test('an .xls list is accepted; a single list makes no version yet', async () => {
    const file = writeXls(join(dir, 'uhrady-leden.xls'), older)
    const validFrom = addDays(day, -60)
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom, validTo: day }, file)
    expect(res.status).toBe(202)
    expect(res.upload.result).toMatchObject({
      ok: true,
      message: 'Úhrady nahrány do databáze.',
      meta: { validFrom, validTo: null, source: 'uhrady-leden.xls', rows: 4 },
      skipped: { count: 0, examples: [], reasons: [] },
    })
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const paralen = await db.from('uhrady_items').where('nazev', 'PARALEN').first()
    expect(paralen).toMatchObject({ sukl: '0012345', doplnek: '500MG TBL NOB 24' })
    expect((await api.get('/api/zmeny-uhrady/list/LEMON', p1)).body).toEqual([])
  })

  test('the next list generates a version for the branch with an export', async () => {
    const file = writeXlsx(join(dir, 'uhrady-brezen.xlsx'), newer)
    const validFrom = addDays(day, -1)
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom }, file)
    expect(res.upload.status).toBe('done')
    await until(async () => (await api.get('/api/zmeny-uhrady/list/LEMON', p1)).body.length === 1)
    const [version] = (await api.get('/api/zmeny-uhrady/list/LEMON?pharmacyCode=1', admin)).body
    expect(version).toEqual({
      _id: version.id,
      id: expect.stringMatching(/^\d+$/),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      lastBatch,
    })
    expect((await api.get('/api/zmeny-uhrady/list/LEMON', p2)).body).toEqual([])
    expect(await count('uhrady_change_versions')).toBe(1)

    const list = await api.get('/api/uhrady-admin/list', admin)
    expect(list.body.items.map((i: any) => [i.validFrom, i.validTo, i.rows])).toEqual([
      [validFrom, null, 4],
      [addDays(day, -60), null, 4],
    ])
    expect((await api.get('/api/uhrady-admin/meta', admin)).body.meta.source).toBe(
      'uhrady-brezen.xlsx'
    )
  })

  test('the version PDF: old and new úhrada, difference, stock and impact, most negative first', async () => {
    const [version] = (await api.get('/api/zmeny-uhrady/list/LEMON', p1)).body
    const res = await pdf(`/api/zmeny-uhrady/pdf/${version.id}/LEMON/1`, p1)
    expect(res.status).toBe(200)
    expect(res.disposition).toContain('inline; filename="zmeny_uhrady_1.pdf"')
    expect(res.text).toContain('Očekávané změny úhrad')
    expect(res.text).toMatch(
      /0012345\s+PARALEN 500MG TBL NOB 24\s+40,00\s+35,50\s+-4,50\s+50\s+-225,00/
    )
    expect(res.text).toMatch(/0099999\s+ZYRTEC 10MG TBL 30\s+100,00\s+110,00\s+10,00\s+5\s+50,00/)
    expect(res.text).toMatch(/Celkem\s+2 přípravků\s+-175,00/)
    expect(res.text).not.toContain('IBALGIN')
    expect(res.text).not.toContain('NENÍ SKLADEM')
    expect(res.text.indexOf('PARALEN')).toBeLessThan(res.text.indexOf('ZYRTEC'))
  })

  test('versions of another branch: 403 for its users, 404 through another branch path', async () => {
    const [version] = (await api.get('/api/zmeny-uhrady/list/LEMON', p1)).body
    expect((await api.get('/api/zmeny-uhrady/list/LEMON?pharmacyCode=1', p2)).status).toBe(403)
    expect((await pdf(`/api/zmeny-uhrady/pdf/${version.id}/LEMON/1`, p2)).status).toBe(403)
    const foreign = await pdf(`/api/zmeny-uhrady/pdf/${version.id}/LEMON/2`, admin)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Verze změn úhrad nenalezena.')
    expect((await pdf('/api/zmeny-uhrady/pdf/999999/LEMON/1', p1)).status).toBe(404)
    expect((await pdf('/api/zmeny-uhrady/pdf/abc/LEMON/1', p1)).status).toBe(404)
    expect((await pdf(`/api/zmeny-uhrady/pdf/${version.id}/LEMON/0001`, admin)).status).toBe(200)
  })
})

describe('a full SÚKL list', () => {
  test('60 000 rows are imported by the worker within seconds', { timeout: 120_000 }, async () => {
    const { writeXlsx: writeLargeXlsx } = await import('#core/xlsx/write_xlsx')
    const rows = function* () {
      for (let i = 1; i <= 60_000; i++) {
        yield [String(i), `PŘÍPRAVEK ${i} TBL 30`, (i % 500) + 0.25, 0, 100 + (i % 50), i % 7]
      }
    }
    await writeLargeXlsx(join(importDir, 'cenik', 'sukl.xlsx'), UHRADY_HEADER, rows())
    const started = Date.now()
    const res = await sendSheetJson(ctx.baseUrl, '/api/uhrady-admin/upload', admin, {
      filePath: 'cenik/sukl.xlsx',
      validFrom: addDays(day, -365),
    })
    const elapsed = Date.now() - started
    expect(res.status).toBe(202)
    expect(res.upload.result.meta.rows).toBe(60_000)
    expect(elapsed).toBeLessThan(30_000)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { rows: stored } = await db.rawQuery(
      'SELECT count(*)::int AS n, min(sukl) AS first FROM uhrady_items WHERE list_id = ?',
      [Number(res.upload.result.meta.id)]
    )
    expect(stored[0]).toEqual({ n: 60_000, first: '0000001' })
  })
})

describe('a list as SÚKL writes it (issue #15)', () => {
  /* SÚKL's list opens with its name and validity, then a blank line, then the header. */
  const title = [['Seznam cen a úhrad léčivých přípravků'], ['Platnost od 1. 12. 2026'], []]
  const header = [
    'Kód SÚKL',
    'Název',
    'Doplněk',
    'Cesta',
    'Max. cena LP',
    'Úhrada',
    'Doplatek',
    'Započitatelný doplatek',
  ]
  const good = (i: number) => [
    String(300000 + i).padStart(7, '0'),
    `LÉK ${i}`,
    `${i * 10}MG TBL NOB 30`,
    'POR',
    `${100 + i},50`,
    80 + i,
    '12,40',
    '10,00',
  ]
  /* Rows 5 … 26 are good; row 27 has a text price, row 28 no úhrada. */
  function sheet() {
    const rows: unknown[][] = [...title, header]
    rows.push([
      '0012345',
      'PARALEN',
      '500MG TBL NOB 24',
      'POR',
      '61,20 Kč',
      '40,00',
      '5,10',
      '5,10',
    ])
    for (let i = 1; i <= 21; i++) rows.push(good(i))
    rows.push(['0099999', 'ZYRTEC', '10MG TBL FLM 30', 'POR', 'neuvedeno', 100, 12, 12])
    rows.push(['0011111', 'NENÍ HRAZENO', '1X100ML', 'POR', 10, null, 1, 1])
    return rows
  }
  const validFrom = addDays(day, -400)

  test.each([
    ['xlsx', (path: string) => writeXlsx(path, sheet())],
    ['xls', (path: string) => writeXls(path, sheet())],
  ])('title rows above the header, text Doplněk, good and bad rows (%s)', async (ext, write) => {
    const file = write(join(dir, `scau.${ext}`))
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom }, file)
    expect(res.upload.status).toBe('done')
    expect(res.upload.result.meta).toMatchObject({ source: `scau.${ext}`, rows: 22 })
    expect(res.upload.result.skipped).toEqual({
      count: 2,
      examples: [
        { row: 27, reason: 'neplatné číslo ve sloupci Max. cena' },
        { row: 28, reason: 'chybí Úhrada' },
      ],
      reasons: [
        { reason: 'neplatné číslo ve sloupci Max. cena', count: 1, rows: [27] },
        { reason: 'chybí Úhrada', count: 1, rows: [28] },
      ],
    })
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const stored = await db
      .from('uhrady_items')
      .where({ list_id: Number(res.upload.result.meta.id), sukl: '0012345' })
      .first()
    expect(stored).toMatchObject({ nazev: 'PARALEN', doplnek: '500MG TBL NOB 24' })
    expect(Number(stored.max_cena)).toBe(61.2)
    expect(Number(stored.doplatek_limit)).toBe(5.1)
  })

  test('a list without one valid row is refused, and the refusal says why', async () => {
    const rows: unknown[][] = [...title, header]
    for (let i = 1; i <= 4; i++) rows.push([...good(i).slice(0, 4), 'na dotaz', 80, 1, 1])
    const file = writeXlsx(join(dir, 'uhrady.xlsx'), rows)
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom }, file)
    expect(res.upload).toMatchObject({
      status: 'failed',
      error:
        'Soubor uhrady.xlsx neobsahuje žádný platný řádek: ' +
        '4× neplatné číslo ve sloupci Max. cena (řádky 5, 6, 7, …).',
    })
  })

  test('an .xls over 24 MB is refused at once: it would take a gigabyte to read', async () => {
    const big = join(dir, 'velky.xls')
    const bytes = Buffer.alloc(25 * 1024 * 1024)
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes)
    writeFileSync(big, bytes)
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom }, big)
    expect(res).toMatchObject({
      status: 422,
      body: {
        message:
          'Soubor velky.xls ve starém formátu .xls je větší než 24 MB; ' +
          'uložte ho jako .xlsx a nahrajte znovu.',
      },
    })
  })

  test('a header further down than 20 rows is not looked for', async () => {
    const rows: unknown[][] = []
    for (let i = 1; i <= 20; i++) rows.push([`Poznámka ${i}`])
    rows.push(header, good(1))
    const file = writeXlsx(join(dir, 'dlouhy-uvod.xlsx'), rows)
    const res = await upload('/api/uhrady-admin/upload', admin, { validFrom }, file)
    expect(res.upload.error).toBe(
      'Soubor dlouhy-uvod.xlsx nemá povinný sloupec: Kód SÚKL, Název, Úhrada.'
    )
  })
})

describe('an upload whose job is lost (found in review of issue #20)', () => {
  test('a job BullMQ gave up on reads as failed, so the screen and the CLI stop waiting', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { sheetJobId } = await import('#core/sheet_uploads/sheet_job')
    const { IMPORT_PRICE_LIST } = await import('#pricelists/jobs/names')
    /* As after a worker died on it twice: the record says processing, BullMQ holds its job as
       failed without the handler having run (a job Redis lost altogether is queued again
       instead: tests/api/lost_jobs_recovered.spec.ts). */
    const [row] = await db
      .table('sheet_uploads')
      .insert({ kind: 'uhrady', source: 'ztraceny.xlsx', file_key: '', status: 'processing' })
      .returning(['id', 'created_at'])
    await jobGivenUp('imports', IMPORT_PRICE_LIST, sheetJobId(row.id, row.created_at))
    const res = await api.get(`/api/uhrady-admin/upload/${row.id}`, admin)
    expect(res.body).toMatchObject({
      status: 'failed',
      error:
        'Zpracování souboru selhalo: worker, který úlohu zpracovával, dvakrát skončil uprostřed ' +
        'práce (pád, nedostatek paměti nebo výpadek stroje). Zkuste ho nahrát znovu.',
    })
    expect((await db.from('sheet_uploads').where('id', row.id).first()).status).toBe('failed')
  })
})
