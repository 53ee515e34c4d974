import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import {
  sampleExport,
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
} from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #9, the import error report: every row an upload skipped, downloadable as an xlsx
| with the file, the row number, the Czech reason and the row's cells, also when a file
| was refused for too many bad rows.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let p7: string
let p8: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'exports-skipped-'))
const SKIPPED = '/api/upload/LEMON/7/skipped'
const META = '/api/upload/LEMON/7/meta'
const FILE_NAME = `přeskočené_řádky_7_${today().replaceAll('-', '_')}.xlsx`

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [p7, p8],
  } = await signInStaff(api, ['7', '8']))
})
afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

async function upload(data: ReturnType<typeof sampleExport>, token = p7, code = '7') {
  const files = writeSampleExport(mkdtempSync(join(dir, 'u-')), data)
  const res = await uploadExport(ctx.baseUrl, token, `/api/upload/LEMON/${code}`, files)
  expect(res.status).toBe(202)
  const meta = await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)
  return { batchId: res.body.batchId as string, meta }
}

/** GETs the report; an xlsx answer comes back as its sheets' rows, anything else as JSON. */
async function download(path: string, token = p7) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const type = res.headers.get('content-type') ?? ''
  if (!type.startsWith('application/vnd.openxmlformats')) {
    return { status: res.status, body: (await res.json()) as any, sheets: null, disposition: null }
  }
  const book = XLSX.read(Buffer.from(await res.arrayBuffer()))
  const sheets = Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1, defval: null }),
    ])
  )
  return {
    status: res.status,
    body: null,
    sheets,
    disposition: res.headers.get('content-disposition'),
  }
}

/** The sample export with one bad sklad row, two bad pohyby rows and one bad karty row. */
function exportWithBadRows() {
  const data = sampleExport()
  for (let i = 1; i <= 9; i++) {
    data.sklad.push([`G${i}`, `DOBRÝ ${i}`, i, null, `L-G${i}`, null, 10, 20, 'Krka'])
    data.karty.push([`G${i}`, `DOBRÝ ${i}`, 0, 10, 'ano'])
  }
  data.sklad.push(['Z9', 'ZÁPORNÁ ZÁSOBA', -3, '0011111', 'L-Z9', '1.1.2027', 10, 20, 'Krka'])
  data.karty.push(['K9', 'KARTA 9', 'x', 5, 'ano'])
  /* A column the import does not read (it could hold a patient's name) is not kept. */
  data.pohyby = data.pohyby.map((row, i) => [...row, i === 0 ? 'Pacient' : 'Jan Novák'])
  data.pohyby.push([null, 'A1', -1, 'Prodej', 39.9, 'L-A1', 'Petr Malý'])
  data.pohyby.push([46000, 'C3', 'abc', 'Prodej', 189, 'L-C3', 'Eva Dlouhá'])
  return data
}

let badBatch: string
let refusedBatch: string

describe('the skipped-rows report', () => {
  test('before any upload: 404 with a Czech message', async () => {
    const res = await download(SKIPPED)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Pobočka zatím nemá žádné dokončené nahrání exportů.')
    expect((await api.get(META, p7)).body.skippedReport).toBeNull()
  })

  test('an export with bad rows: exactly those rows, their reasons and original values', async () => {
    const { batchId, meta } = await upload(exportWithBadRows())
    badBatch = batchId
    expect(meta.status).toBe('done')
    expect(meta.skipped.count).toBe(4)
    expect(meta.skippedReport).toEqual({
      batchId,
      rows: 4,
      skipped: 4,
      truncated: false,
      fileName: FILE_NAME,
    })

    const res = await download(SKIPPED)
    expect(res.status).toBe(200)
    expect(res.disposition).toBe(
      `attachment; filename="${FILE_NAME.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}"; ` +
        `filename*=UTF-8''${encodeURIComponent(FILE_NAME)}`
    )
    expect(Object.keys(res.sheets!)).toEqual(['sklad', 'pohyby', 'karty'])
    expect(res.sheets!.sklad).toEqual([
      [
        'Soubor',
        'Řádek',
        'Důvod',
        'PDK',
        'Název',
        'Množství',
        'Kód SÚKL',
        'Šarže',
        'Exspirace',
        'NCSD',
        'PC',
        'Dodavatel',
      ],
      [
        'sklad (sklad.xlsx)',
        14,
        'záporné množství',
        'Z9',
        'ZÁPORNÁ ZÁSOBA',
        -3,
        '0011111',
        'L-Z9',
        '1.1.2027',
        10,
        20,
        'Krka',
      ],
    ])
    expect(res.sheets!.pohyby).toEqual([
      [
        'Soubor',
        'Řádek',
        'Důvod',
        'Datum pohybu',
        'PDK',
        'Množství',
        'Typ pohybu',
        'Cena',
        'Šarže',
      ],
      ['pohyby (pohyby.xlsx)', 285, 'chybí Datum', null, 'A1', -1, 'Prodej', 39.9, 'L-A1'],
      [
        'pohyby (pohyby.xlsx)',
        286,
        'neplatné číslo ve sloupci Množství',
        46000,
        'C3',
        'abc',
        'Prodej',
        189,
        'L-C3',
      ],
    ])
    expect(res.sheets!.karty).toEqual([
      [
        'Soubor',
        'Řádek',
        'Důvod',
        'PDK',
        'Název přípravku',
        'Min. zásoba',
        'Max. zásoba',
        'Volně prodejný',
      ],
      [
        'karty (karty.xlsx)',
        15,
        'neplatné číslo ve sloupci Min. zásoba',
        'K9',
        'KARTA 9',
        'x',
        5,
        'ano',
      ],
    ])
    expect(JSON.stringify(res.sheets)).not.toMatch(/Pacient|Novák|Malý|Dlouhá/)
  })

  test('the date of a movement comes back as a date cell', async () => {
    const res = await fetch(`${ctx.baseUrl}${SKIPPED}?batchId=${badBatch}`, {
      headers: { authorization: `Bearer ${p7}` },
    })
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()))
    expect(book.Sheets.pohyby.D3).toMatchObject({ t: 'n', v: 46000, w: '12/9/25' })
  })

  test('a file refused for more than 10 % bad rows still yields the report, with the other files', async () => {
    const data = sampleExport()
    data.sklad.push(['Z9', 'CHYBA', 'abc'], ['Z8', 'ROK 9999', 1, null, null, '1.1.9999'])
    data.pohyby.push(['1.2.2026', null, -1, 'Prodej'])
    const { batchId, meta } = await upload(data)
    refusedBatch = batchId
    expect(meta.status).toBe('failed')
    expect(meta.error).toMatch(/^Soubor sklad \(sklad\.xlsx\): 2 z 5 řádků nelze načíst/)
    expect(meta.skippedReport).toMatchObject({ batchId, rows: 3, skipped: 3, truncated: false })
    /* Issue #20: the refused batch's meta counts what its report holds (it said 0 before). */
    expect(meta.skipped).toMatchObject({
      count: 3,
      reasons: [
        { file: 'sklad (sklad.xlsx)', reason: 'neplatné číslo ve sloupci Množství', count: 1 },
        { file: 'sklad (sklad.xlsx)', reason: 'neplatné datum ve sloupci Exspirace', count: 1 },
        { file: 'pohyby (pohyby.xlsx)', reason: 'chybí PDK', count: 1 },
      ],
    })
    expect(meta.error).toContain(
      'soubor byl odmítnut: 1× neplatné číslo ve sloupci Množství (řádek 5); ' +
        '1× neplatné datum ve sloupci Exspirace (řádek 6).'
    )

    const res = await download(SKIPPED)
    expect(res.status).toBe(200)
    expect(res.sheets!.sklad.slice(1)).toEqual([
      [
        'sklad (sklad.xlsx)',
        5,
        'neplatné číslo ve sloupci Množství',
        'Z9',
        'CHYBA',
        'abc',
        null,
        null,
        null,
        null,
        null,
        null,
      ],
      [
        'sklad (sklad.xlsx)',
        6,
        'neplatné datum ve sloupci Exspirace',
        'Z8',
        'ROK 9999',
        1,
        null,
        null,
        '1.1.9999',
        null,
        null,
        null,
      ],
    ])
    expect(res.sheets!.pohyby.slice(1)).toEqual([
      ['pohyby (pohyby.xlsx)', 285, 'chybí PDK', '1.2.2026', null, -1, 'Prodej', null, null],
    ])
    /* The earlier upload's report is still there under its batch id. */
    expect((await download(`${SKIPPED}?batchId=${badBatch}`)).sheets!.sklad).toHaveLength(2)
  })

  test('a retried or twice-delivered job does not duplicate the rows', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { processExport } = await import('#exports/jobs/process_export')
    const { markFailed } = await import('#exports/services/mark_batch_failed')
    const rows = async () =>
      db
        .from('export_skipped_rows')
        .where('batch_id', Number(refusedBatch))
        .orderBy(['kind', 'row_number'])
        .select('kind', 'row_number', 'reason', 'cells')
    const before = await rows()
    expect(before).toHaveLength(3)
    /* What a crashed attempt left behind is cleared when the next one starts. */
    await db.table('export_skipped_rows').insert({
      batch_id: Number(refusedBatch),
      kind: 'sklad',
      row_number: 999,
      reason: 'pozůstatek přerušeného pokusu',
      cells: JSON.stringify([]),
    })
    const attempts = await Promise.allSettled([
      processExport(Number(refusedBatch), async () => {}),
      processExport(Number(refusedBatch), async () => {}),
    ])
    expect(attempts.map((a) => a.status)).toEqual(['rejected', 'rejected'])
    await markFailed(Number(refusedBatch), 'odmítnuto')
    expect(await rows()).toEqual(before)
    const summary = await db.from('export_skipped_files').where('batch_id', Number(refusedBatch))
    expect(summary.map((f) => [f.kind, f.skipped, f.stored]).sort()).toEqual([
      ['pohyby', 1, 1],
      ['sklad', 2, 2],
    ])
  })

  test('nothing skipped: no report in the meta and a Czech 404', async () => {
    const { meta } = await upload(sampleExport())
    expect(meta.status).toBe('done')
    expect(meta.skippedReport).toBeNull()
    const res = await download(SKIPPED)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Nahrání nemá žádné přeskočené řádky.')
  })

  test('branch scope: another branch 403, an admin may, a batch of another branch 404, a bad id 422', async () => {
    expect((await download(SKIPPED, p8)).status).toBe(403)
    expect((await download(`${SKIPPED}?batchId=${badBatch}`, p8)).status).toBe(403)
    expect((await download(`${SKIPPED}?batchId=${badBatch}`, admin)).status).toBe(200)
    const other = await upload(exportWithBadRows(), p8, '8')
    const foreign = await download(`${SKIPPED}?batchId=${other.batchId}`)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Toto nahrání exportů pobočka nemá.')
    expect((await download(`/api/upload/LEMON/8/skipped`, p8)).status).toBe(200)
    for (const bad of ['abc', '-1', '1.5']) {
      const res = await download(`${SKIPPED}?batchId=${bad}`)
      expect(res.status).toBe(422)
      expect(res.body.message).toBe('Číslo nahrání (batchId) musí být kladné celé číslo.')
    }
    expect((await fetch(`${ctx.baseUrl}${SKIPPED}`)).status).toBe(401)
  })

  test('at most SKIPPED_REPORT_MAX_ROWS rows are kept; the sheet says how many were cut', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { SkippedRowSink } = await import('#exports/services/skipped_rows_sink')
    const { domain } = await import('#config/domain')
    const [batch] = await db
      .table('export_batches')
      .insert({ firma: 'LEMON', pharmacy_code: '7', status: 'failed', files: '{}' })
      .returning('id')
    const sink = new SkippedRowSink(batch.id, 3)
    sink.header('karty', 'karty (k.xlsx)', ['PDK', 'Název'], { pdk: 0, nazev: 1 }, false)
    for (let row = 2; row <= 6; row++) sink.row('karty', row, 'chybí Název', [`P${row}`, null])
    await sink.finishFile('karty')
    expect((await api.get(META, p7)).body.skippedReport).toMatchObject({
      rows: 3,
      skipped: 5,
      truncated: true,
    })
    const res = await download(SKIPPED)
    expect(res.sheets!.karty).toEqual([
      ['Soubor', 'Řádek', 'Důvod', 'PDK', 'Název'],
      ['karty (k.xlsx)', 2, 'chybí Název', 'P2', null],
      ['karty (k.xlsx)', 3, 'chybí Název', 'P3', null],
      ['karty (k.xlsx)', 4, 'chybí Název', 'P4', null],
      [
        'karty (k.xlsx)',
        null,
        `Dalších 2 přeskočených řádků se do přehledu nevešlo (uchovává se nejvýše ${domain.SKIPPED_REPORT_MAX_ROWS.toLocaleString('cs-CZ').replace(/\s/g, ' ')} řádků jednoho nahrání).`,
        null,
        null,
      ],
    ])
    await db.from('export_batches').where('id', batch.id).delete()
  })

  test('the report is purged with the uploads after 30 days', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { purgeUploads } = await import('#exports/jobs/purge_uploads')
    await db
      .from('export_batches')
      .where('id', Number(badBatch))
      .update({ created_at: new Date(Date.now() - 31 * 86_400_000) })
    expect(await purgeUploads()).toEqual({ purged: 1 })
    const count = await db
      .from('export_skipped_rows')
      .where('batch_id', Number(badBatch))
      .count('* as n')
    expect(Number(count[0].n)).toBe(0)
    const res = await download(`${SKIPPED}?batchId=${badBatch}`)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe(
      'Přeskočené řádky se uchovávají 30 dní od nahrání; u tohoto nahrání už nejsou k dispozici.'
    )
    expect((await download(`${SKIPPED}?batchId=${refusedBatch}`)).status).toBe(200)
  })
})
