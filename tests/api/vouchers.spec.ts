import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { writeXlsx } from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'
import { sendSheet } from '../helpers/sheet_uploads.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopPdf: () => Promise<void>
let stopImports: () => Promise<void>
let p1: string
let p2: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'vouchers-api-'))

const UPLOAD = '/api/poukazky-upload/LEMON/1/poukazky'
const UPLOAD2 = '/api/poukazky-upload/LEMON/2/poukazky'
const META = '/api/poukazky-upload/LEMON/1/meta'
const REPORT = '/api/poukazky-report/LEMON/1/report'

/* Four vouchers: March (two), April and May (an Excel serial date); two are not settled. */
const MARCH_TO_MAY = [
  ['Datum', 'Číslo poukazu', 'Částka', 'Pojišťovna', 'Lékař', 'Stav'],
  ['2.3.2025', 'P-001', '1 200,50', 111, 'MUDr. Novák', 'Proplaceno'],
  ['15.3.2025', 'P-002', 300, 211, 'MUDr. Svoboda', null],
  ['2025-04-01', 'P-003', 99.5, '111', 'MUDr. Novák', 'neproplaceno'],
  [45778, 'P-004', 50, 205, null, 'uhrazeno'],
]

function writeXls(path: string, rows: unknown[][]) {
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Poukazky')
  writeFileSync(path, XLSX.write(book, { type: 'buffer', bookType: 'biff8' }))
  return path
}

/* POSTs the file (or a form without one) and follows the accepted upload to its end. */
async function upload(token: string, path: string | null, url = UPLOAD) {
  return sendSheet(ctx.baseUrl, url, token, path ? {} : { note: 'bez souboru' }, path ?? undefined)
}

async function report(token: string, url = REPORT) {
  const res = await fetch(`${ctx.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status !== 200) return { res, text: '' }
  const file = join(dir, `report-${Date.now()}.pdf`)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return { res, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() }
}

async function voucherRows(code: string) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    `SELECT v.cislo FROM vouchers v JOIN voucher_uploads u ON u.id = v.upload_id
      WHERE u.firma = 'LEMON' AND u.pharmacy_code = ? ORDER BY v.row_no`,
    [code]
  )
  return rows.map((r: { cislo: string }) => r.cislo)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopPdf = await startTestWorker('pdf')
  stopImports = await startTestWorker('imports')
  ;({
    admin: admin,
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
})
afterAll(async () => {
  await stopPdf?.()
  await stopImports?.()
  await ctx?.close()
})

describe('before the first upload', () => {
  test('meta has no lastBatch and the report is 404', async () => {
    expect(await api.get(META, p1)).toMatchObject({ status: 200, body: { lastBatch: null } })
    const { res } = await report(p1)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: 'Poukázky zatím nebyly nahrány.' })
  })

  test('no file, or a file that is not a spreadsheet, is 422', async () => {
    const none = await upload(p1, null)
    expect(none).toMatchObject({ status: 422, body: { message: 'Vyber soubor s poukázkami.' } })
    const text = join(dir, 'poukazky.xlsx')
    writeFileSync(text, 'Datum;Číslo poukazu;Částka\n1.3.2025;P-1;100\n')
    const notSheet = await upload(p1, text)
    expect(notSheet).toMatchObject({
      status: 422,
      body: { message: 'Soubor poukazky.xlsx není sešit .xls ani .xlsx.' },
    })
    expect((await api.get(META, p1)).body.lastBatch).toBeNull()
  })
})

describe('an upload and its report', () => {
  let lastBatch: string

  test('an xlsx upload answers with the count and lastBatch', async () => {
    const res = await upload(p1, writeXlsx(join(dir, 'brezen-kveten.xlsx'), MARCH_TO_MAY))
    expect(res.status).toBe(202)
    expect(res.body).toMatchObject({
      message: 'Soubor byl přijat ke zpracování.',
      status: 'queued',
    })
    expect(res.upload).toMatchObject({ status: 'done', progress: { processed: 4, total: 4 } })
    expect(res.upload.result).toMatchObject({ message: 'Poukázky nahrány.', count: 4 })
    lastBatch = res.upload.result.lastBatch
    expect(new Date(lastBatch).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect((await api.get(META, p1)).body).toEqual({ lastBatch })
  })

  test('the report sums by month and insurer and lists the unsettled vouchers', async () => {
    const { res, text } = await report(p1)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toContain('filename="poukazky_1.pdf"')
    expect(text).toContain('Přehled poukázek')
    expect(text).toMatch(/Soubor:\s+brezen-kveten\.xlsx/)
    expect(text).toMatch(/Počet poukázek:\s+4/)
    expect(text).toMatch(/Celková částka:\s+1 650,00 Kč/)
    expect(text).toMatch(/Neproplacených poukázek:\s+2/)
    expect(text).toMatch(/Neproplacená částka:\s+399,50 Kč/)

    const byMonth = text.slice(text.indexOf('Podle měsíců'), text.indexOf('Podle pojišťoven'))
    expect(byMonth).toMatch(/březen 2025\s+2\s+1 500,50/)
    expect(byMonth).toMatch(/duben 2025\s+1\s+99,50/)
    expect(byMonth).toMatch(/květen 2025\s+1\s+50,00/)
    expect(byMonth).toMatch(/Celkem\s+4\s+1 650,00/)

    const byInsurer = text.slice(
      text.indexOf('Podle pojišťoven'),
      text.indexOf('Neproplacené poukázky')
    )
    expect(byInsurer).toMatch(/111 – VZP ČR\s+2\s+1 300,00/)
    expect(byInsurer).toMatch(/205 – ČPZP\s+1\s+50,00/)
    expect(byInsurer).toMatch(/211 – ZPMV ČR\s+1\s+300,00/)
    expect(byInsurer).toMatch(/Celkem\s+4\s+1 650,00/)

    const open = text.slice(text.indexOf('Neproplacené poukázky'))
    expect(open).toMatch(/15\. 3\. 2025\s+P-002\s+211 – ZPMV ČR\s+MUDr\. Svoboda\s+—\s+300,00/)
    expect(open).toMatch(
      /1\. 4\. 2025\s+P-003\s+111 – VZP ČR\s+MUDr\. Novák\s+neproplaceno\s+99,50/
    )
    expect(open).toMatch(/Celkem\s+399,50/)
    expect(open).not.toContain('P-001')
    expect(open).not.toContain('P-004')
  })

  test('a file missing a required column is 422 naming it, and nothing is replaced', async () => {
    const rows = MARCH_TO_MAY.map((r) => [r[0], r[1], r[3]])
    const res = await upload(p1, writeXlsx(join(dir, 'bez-castky.xlsx'), rows))
    expect(res.upload).toMatchObject({
      status: 'failed',
      error: 'Soubor bez-castky.xlsx nemá povinný sloupec: Částka.',
    })
    expect((await api.get(META, p1)).body).toEqual({ lastBatch })
    expect(await voucherRows('1')).toEqual(['P-001', 'P-002', 'P-003', 'P-004'])
    expect((await report(p1)).text).toMatch(/Počet poukázek:\s+4/)
  })

  test('a file with more than 10 % unreadable rows is refused whole', async () => {
    const rows = [...MARCH_TO_MAY, ['32.13.2025', 'P-BAD', 10, 111, null, null]]
    const res = await upload(p1, writeXlsx(join(dir, 'vadny.xlsx'), rows))
    expect(res.upload).toMatchObject({
      status: 'failed',
      error:
        'Soubor vadny.xlsx: 1 z 5 řádků nelze načíst (více než 10 %), soubor byl odmítnut: ' +
        '1× neplatné datum ve sloupci Datum (řádek 6).',
    })
    expect(await voucherRows('1')).toEqual(['P-001', 'P-002', 'P-003', 'P-004'])
  })

  test('an .xls upload replaces the snapshot (short header aliases, no Stav column)', async () => {
    const rows = [
      ['DATUM', 'Číslo', 'Částka', 'Pojišťovna'],
      ['1.6.2025', 'X-1', 10.1, 207],
      ['30.6.2025', 'X-2', 20.2, null],
    ]
    const res = await upload(p1, writeXls(join(dir, 'cerven.xls'), rows))
    expect(res.status).toBe(202)
    expect(res.upload.result).toMatchObject({ message: 'Poukázky nahrány.', count: 2 })
    expect(res.upload.result.lastBatch).not.toBe(lastBatch)
    expect((await api.get(META, p1)).body).toEqual({ lastBatch: res.upload.result.lastBatch })
    expect(await voucherRows('1')).toEqual(['X-1', 'X-2'])
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { rows: uploads } = await db.rawQuery(
      "SELECT count(*)::int AS n FROM voucher_uploads WHERE pharmacy_code = '1'"
    )
    expect(uploads[0].n).toBe(1)

    const { text } = await report(p1)
    expect(text).toMatch(/Soubor:\s+cerven\.xls/)
    expect(text).toMatch(/červen 2025\s+2\s+30,30/)
    expect(text).toMatch(/207 – OZP\s+1\s+10,10/)
    expect(text).toMatch(/Neuvedeno\s+1\s+20,20/)
    expect(text).toContain('Soubor nemá sloupec Stav')
    expect(text).toMatch(/30\. 6\. 2025\s+X-2\s+Neuvedeno\s+—\s+—\s+20,20/)
    expect(text).not.toContain('P-001')
  })
})

describe('branches', () => {
  test('another branch may not read or replace branch 1 vouchers (403); an admin may', async () => {
    expect((await api.get(META, p2)).status).toBe(403)
    expect((await report(p2)).res.status).toBe(403)
    const foreign = await upload(p2, writeXlsx(join(dir, 'cizi.xlsx'), MARCH_TO_MAY))
    expect(foreign.status).toBe(403)
    expect(await voucherRows('1')).toEqual(['X-1', 'X-2'])
    expect((await api.get(META)).status).toBe(401)

    const { res, text } = await report(admin)
    expect(res.status).toBe(200)
    expect(text).toMatch(/Soubor:\s+cerven\.xls/)
  })

  test('each branch has its own snapshot', async () => {
    const own = await upload(
      p2,
      writeXlsx(join(dir, 'druha.xlsx'), MARCH_TO_MAY),
      '/api/poukazky-upload/LEMON/2/poukazky'
    )
    expect(own).toMatchObject({ status: 202, upload: { status: 'done', result: { count: 4 } } })
    /* Branch 2's upload is not found under branch 1, even by an admin. */
    const foreign = `/api/poukazky-upload/LEMON/1/upload/${own.body.uploadId}`
    expect((await api.get(foreign, admin)).status).toBe(404)
    expect((await api.get(foreign, p2)).status).toBe(403)
    expect(await voucherRows('2')).toEqual(['P-001', 'P-002', 'P-003', 'P-004'])
    expect(await voucherRows('1')).toEqual(['X-1', 'X-2'])
    const { text } = await report(p2, '/api/poukazky-report/LEMON/2/report')
    expect(text).toMatch(/Celková částka:\s+1 650,00 Kč/)
  })
})

describe('an older upload retried after a newer one (found in review of issue #20)', () => {
  test('it does not replace the newer vouchers; it says why', async () => {
    const older = await upload(p2, writeXlsx(join(dir, 'starsi.xlsx'), MARCH_TO_MAY), UPLOAD2)
    const newer = await upload(
      p2,
      writeXlsx(join(dir, 'novejsi.xlsx'), MARCH_TO_MAY.slice(0, 3)),
      UPLOAD2
    )
    expect(newer.upload.status).toBe('done')
    /* As if the older job's first attempt had failed and its retry came now. */
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('sheet_uploads').where('id', older.body.uploadId).update({ status: 'queued' })
    const { runSheetUpload } = await import('#core/sheet_uploads/run_sheet_upload')
    const { importVouchers } = await import('#vouchers/services/upload_vouchers')
    const job = {
      data: { uploadId: Number(older.body.uploadId) },
      attemptsMade: 0,
      opts: { attempts: 3 },
      updateProgress: async () => {},
    }
    await expect(runSheetUpload(job as any, importVouchers)).rejects.toThrow(
      'Mezitím byly nahrány novější poukázky; tento soubor se nepoužil.'
    )
    expect(await voucherRows('2')).toEqual(['P-001', 'P-002'])
  })
})
