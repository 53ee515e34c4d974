import { mkdtempSync, mkdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { czDate as czDay } from '#core/format_cz'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { getPdfText } from '../helpers/pdf.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import {
  today,
  uploadExport,
  waitForUpload,
  writeSampleExport,
  uploadAndProcess,
} from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let stopPdfWorker: () => Promise<void>
let a: string
let b: string
let c: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'transfers-api-'))

const pool = async (code: string, token: string) =>
  (await api.get(`/api/pool/LEMON/${code}`, token)).body
const itemOf = async (pdk: string) => (await pool('1', a)).find((i: any) => i.PDK === pdk)
const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  stopPdfWorker = await startTestWorker('pdf')
  ;({
    admin: admin,
    branches: [a, b, c],
  } = await signInStaff(api, ['1', '2', '3']))
  const data = transferExports()
  await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
  await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
  await until(async () => (await itemOf('E5'))?.stav === 'rezervováno')
})
afterAll(async () => {
  await stopWorker?.()
  await stopPdfWorker?.()
  await ctx?.close()
})

describe('the pool after two uploads', () => {
  test('each lot of A is offered with its surplus and matched to B with its probability', async () => {
    const items = await pool('1', a)
    expect(
      items.map((i: any) => [i.PDK, i['Množství'], i.stav, i.targetPharmacyCode, i.probability])
    ).toEqual([
      ['E5', 30, 'rezervováno', '2', 100],
      ['A1', 20, 'rezervováno', '2', 100],
    ])
    const e5 = items.find((i: any) => i.PDK === 'E5')
    expect(e5).toMatchObject({
      Název: 'ESSENTIALE FORTE CPS 50',
      Šarže: 'L-E5',
      NCSD: 180,
      lezak: true,
      ohrozeny: true,
      version: 2,
    })
    expect(e5.history).toBeUndefined()
    const [withHistory] = (await api.get('/api/poolitems?q=L-E5', admin)).body
    expect(withHistory.history.map((h: any) => h.stav)).toEqual(['aktivní', 'rezervováno'])
    const page = await api.get('/api/pool/LEMON/1?page=2&limit=1', a)
    expect(page.body.map((i: any) => i.PDK)).toEqual(['A1'])
    expect(page.headers.get('x-total-count')).toBe('2')
    const pastTheEnd = await api.get('/api/pool/LEMON/1?page=3&limit=1', a)
    expect(pastTheEnd.body).toEqual([])
    expect(pastTheEnd.headers.get('x-total-count')).toBe('2')
    const incoming = await api.get('/api/transfers/incoming/LEMON/2?page=1&limit=1', b)
    expect(incoming.body.map((i: any) => i.PDK)).toEqual(['E5'])
    expect(incoming.headers.get('x-total-count')).toBe('2')
    const z9 = (await pool('2', b)).find((i: any) => i.PDK === 'Z9')
    expect(z9).toMatchObject({ stav: 'aktivní', targetPharmacyCode: null })
  })

  test('pool statistics per branch (admin only)', async () => {
    const stats = await api.get('/api/pool/LEMON/stats', admin)
    expect(stats.body).toEqual([
      {
        pobocka: '1',
        nazev: 'Lékárna 1',
        total: 2,
        lezaci: 1,
        ohrozenci: 2,
        combined: 1,
        empty: 0,
      },
      {
        pobocka: '2',
        nazev: 'Lékárna 2',
        total: 1,
        lezaci: 1,
        ohrozenci: 0,
        combined: 0,
        empty: 0,
      },
    ])
    expect((await api.get('/api/pool/LEMON/stats', a)).status).toBe(403)
    expect((await api.get('/api/poolitems', a)).status).toBe(403)
  })

  test('B sees both items as incoming, sorted by NCSD × probability / 2; other branches get 403', async () => {
    const incoming = await api.get('/api/transfers/incoming/LEMON/2', b)
    expect(incoming.body.map((i: any) => i.PDK)).toEqual(['E5', 'A1'])
    expect((await api.get('/api/transfers/incoming/LEMON/2', a)).status).toBe(403)
    expect((await api.get('/api/transfers/incoming/LEMON/2', c)).status).toBe(403)
    expect((await api.get('/api/transfers/incoming/LEMON/2')).status).toBe(401)
  })
})

describe('the stav machine on the server', () => {
  test('the source cannot confirm (409) and nothing changes', async () => {
    const a1 = await itemOf('A1')
    const res = await post('confirm', '1', { ids: [a1.id] }, a)
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Akci „potvrdit“ může provést jen cílová pobočka položky.')
    expect((await itemOf('A1')).version).toBe(a1.version)
  })

  test('a bulk action is all-or-nothing', async () => {
    const [a1, e5] = [await itemOf('A1'), await itemOf('E5')]
    const res = await post('markPicked', '1', { ids: [a1.id, e5.id] }, a)
    expect(res.status).toBe(409)
    expect([(await itemOf('A1')).stav, (await itemOf('E5')).stav]).toEqual([
      'rezervováno',
      'rezervováno',
    ])
  })

  test('two concurrent confirmations of one item: exactly one wins', async () => {
    const a1 = await itemOf('A1')
    const results = await Promise.all([
      post('confirm', '2', { ids: [a1.id] }, b),
      post('confirm', '2', { ids: [a1.id] }, b),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const after = await itemOf('A1')
    expect(after.stav).toBe('potvrzeno')
    const [logged] = (await api.get('/api/poolitems?q=L-A1', admin)).body
    expect(logged.history.filter((h: any) => h.stav === 'potvrzeno')).toHaveLength(1)
  })

  test('a stale version is 409; the right one cancels the confirmation', async () => {
    const a1 = await itemOf('A1')
    const stale = await post('cancelConfirmation', '2', { id: a1.id, version: a1.version - 1 }, b)
    expect(stale.status).toBe(409)
    expect(stale.body.code).toBe('STALE_VERSION')
    const ok = await post('cancelConfirmation', '2', { id: a1.id, version: a1.version }, b)
    expect(ok.status).toBe(200)
    expect(ok.body.items[0]).toMatchObject({ stav: 'rezervováno', version: a1.version + 1 })
    expect((await post('confirm', '2', { ids: [a1.id] }, b)).status).toBe(200)
  })

  test('a rejection blocks the lot for B; Cancel block offers it to B again', async () => {
    const e5 = await itemOf('E5')
    const res = await post('reject', '2', { id: e5.id, reason: 'Nemáme místo' }, b)
    expect(res.status).toBe(200)
    expect(await itemOf('E5')).toMatchObject({
      stav: 'aktivní',
      targetPharmacyCode: null,
      duvod: 'Nemáme místo',
    })
    const refused = await api.get('/api/refused/LEMON/2', b)
    expect(refused.body).toEqual([
      expect.objectContaining({
        poolItemId: e5.id,
        reason: 'Nemáme místo',
        Název: 'ESSENTIALE FORTE CPS 50',
        PDK: 'E5',
      }),
    ])
    expect((await api.get('/api/refused/LEMON/2', a)).status).toBe(403)

    expect((await api.del(`/api/refused/LEMON/2/${e5.id}`, b)).status).toBe(204)
    expect(await itemOf('E5')).toMatchObject({ stav: 'rezervováno', targetPharmacyCode: '2' })
    expect((await api.get('/api/refused/LEMON/2', b)).body).toEqual([])
    expect((await post('confirm', '2', { ids: [e5.id] }, b)).status).toBe(200)
  })
})

/** The printed převodka: its text (pdftotext) and its pages' orientation (pdfinfo). */
async function expectPrintedDocument() {
  const { execFileSync } = await import('node:child_process')
  const { writeFileSync } = await import('node:fs')
  expect((await api.get('/api/transfers/print/LEMON/1/2', b)).status).toBe(403)
  const res = await fetch(`${ctx.baseUrl}/api/transfers/print/LEMON/1/2`, {
    headers: { authorization: `Bearer ${a}` },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const file = join(dir, 'prevodka.pdf')
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString()
  expect(text).toContain('Převodka')
  expect(text).toMatch(/Z pobočky:\s+1 – Lékárna 1/)
  expect(text).toMatch(/Do pobočky:\s+2 – Lékárna 2/)
  expect(text).toContain('Strana 1 / 2')
  expect(text).toContain('Strana 2 / 2')
  expect(text).toMatch(/A1\s+PARALEN 500MG TBL 24\s+20\s+\d{1,2}\. \d{1,2}\. \d{4}\s+L-A1/)
  expect(text).toMatch(/E5\s+ESSENTIALE FORTE CPS 50\s+30/)
  expect(text).toContain('Odesílatel')
  expect(text).toContain('Příjemce')
  expect(text).toContain('Hlavní 1')
  const info = execFileSync('pdfinfo', ['-f', '1', '-l', '2', file]).toString()
  expect(info).toMatch(/Page\s+1 size:\s+595\.\d+ x 841\.\d+ pts/)
  expect(info).toMatch(/Page\s+2 size:\s+841\.\d+ x 595\.\d+ pts/)

  /* The same request on unchanged data is served from the stored document. */
  const again = await fetch(`${ctx.baseUrl}/api/transfers/print/LEMON/1/2`, {
    headers: { authorization: `Bearer ${a}` },
  })
  expect(Buffer.from(await again.arrayBuffer()).equals(readFileSync(file))).toBe(true)
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows } = await db.rawQuery(
    "SELECT count(*)::int AS n FROM generated_pdfs WHERE kind = 'transfers.prevodka'"
  )
  expect(rows[0].n).toBe(1)
}

describe('the life of a převodka', () => {
  let prevodkaId: string

  test('A picks all, sends to B; the převodka id follows the pattern', async () => {
    const outgoing = await api.get('/api/transfers/outgoing/LEMON/1', a)
    expect(outgoing.body.map((i: any) => i.PDK)).toEqual(['E5', 'A1'])
    expect((await api.get('/api/transfers/confirmed/LEMON/2', b)).body).toHaveLength(2)
    expect(
      (await post('markPicked', '1', { ids: outgoing.body.map((i: any) => i.id) }, a)).status
    ).toBe(200)
    const prepared = await api.get('/api/transfers/prepared/LEMON/1', a)
    expect(prepared.body).toEqual([
      expect.objectContaining({ targetPharmacyCode: '2', targetName: 'Lékárna 2', count: 2 }),
    ])
    expect((await post('send', '1', { targetPharmacyCode: '3' }, a)).status).toBe(409)
    await expectPrintedDocument()
    const sent = await post('send', '1', { targetPharmacyCode: '002' }, a)
    expect(sent.status).toBe(200)
    prevodkaId = sent.body.prevodkaId
    expect(prevodkaId).toBe(`LEMON-1-2-${today().replaceAll('-', '')}-1`)
    expect((await itemOf('A1')).stav).toBe('odesláno')
  })

  test('B sees it as received; its detail is visible to A, B and admins only', async () => {
    const received = await api.get('/api/transfers/received/LEMON/2', b)
    expect(received.body).toEqual([
      expect.objectContaining({
        prevodkaId,
        fromPharmacyCode: '1',
        toPharmacyCode: '2',
        stav: 'odesláno',
        itemCount: 2,
      }),
    ])
    expect((await api.get('/api/transfers/shipped/LEMON/1', a)).body[0].prevodkaId).toBe(prevodkaId)
    for (const token of [a, b, admin]) {
      expect(
        (await api.get(`/api/transfers/detail/${prevodkaId}`, token)).body
          .map((i: any) => i.PDK)
          .sort()
      ).toEqual(['A1', 'E5'])
    }
    /* A branch that is neither end: as if it did not exist (issue #22). */
    const foreign = await api.get(`/api/transfers/detail/${prevodkaId}`, c)
    expect(foreign.status).toBe(404)
    expect(foreign.body.message).toBe('Převodka nenalezena.')
    const missing = await api.get('/api/transfers/detail/LEMON-9-9-20260101-1', c)
    expect([missing.status, missing.body.code, missing.body.message]).toEqual([
      404,
      foreign.body.code,
      foreign.body.message,
    ])
  })

  test('B receives with E5 not delivered: the převodka is uzavřeno and leaves the received list', async () => {
    const lines = (await api.get(`/api/transfers/detail/${prevodkaId}`, b)).body
    const receivedItems = lines.map((l: any) => ({
      _id: l._id,
      status: l.PDK === 'E5' ? 'nedodáno' : 'přijato',
    }))
    expect((await post('receive', '1', { prevodkaId, receivedItems }, a)).status).toBe(403)
    const res = await post('receive', '2', { prevodkaId, receivedItems }, b)
    expect(res.status).toBe(200)
    expect(res.body.prevodka).toEqual({ prevodkaId, stav: 'uzavřeno' })
    expect([(await itemOf('A1')).stav, (await itemOf('E5')).stav]).toEqual(['přijato', 'vyřazeno'])
    expect((await api.get('/api/transfers/received/LEMON/2', b)).body).toEqual([])
    expect((await post('receive', '2', { prevodkaId, receivedItems }, b)).status).toBe(409)
    for (const [code, token] of [
      ['1', a],
      ['2', b],
    ] as const) {
      const archive = await api.get(`/api/transfers/archive/LEMON/${code}`, token)
      expect(archive.body).toEqual([expect.objectContaining({ prevodkaId, stav: 'uzavřeno' })])
      expect(archive.body[0].receivedAt).toBeTruthy()
    }
  })

  test('a sent převodka prints again for A, B and admins: the same layout with its number', async () => {
    const path = `/api/transfers/prevodka/${encodeURIComponent(prevodkaId)}/pdf`
    /* The picked package is gone: its own address has nothing to print any more. */
    expect((await api.get('/api/transfers/print/LEMON/1/2', a)).status).toBe(404)
    const sentDay = czDay(today())
    for (const [name, token] of [
      ['a', a],
      ['b', b],
      ['admin', admin],
    ] as const) {
      const text = await getPdfText(ctx.baseUrl, path, token, dir, `reprint-${name}.pdf`)
      expect(text, name).toContain(`Převodka ${prevodkaId}`)
      expect(text, name).toMatch(new RegExp(`Číslo převodky:\\s+${prevodkaId}`))
      expect(text, name).toMatch(new RegExp(`Datum:\\s+${sentDay.replaceAll('.', '\\.')}`))
      expect(text, name).toMatch(/Z pobočky:\s+1 – Lékárna 1/)
      expect(text, name).toMatch(/Do pobočky:\s+2 – Lékárna 2/)
      expect(text, name).toMatch(/Počet položek:\s+2/)
      /* What was sent, E5 too though it never arrived. */
      expect(text, name).toMatch(
        /A1\s+PARALEN 500MG TBL 24\s+20\s+\d{1,2}\. \d{1,2}\. \d{4}\s+L-A1/
      )
      expect(text, name).toMatch(/E5\s+ESSENTIALE FORTE CPS 50\s+30/)
      expect(text, name).toContain('Odesílatel')
      expect(text, name).toContain('Příjemce')
      expect(text, name).toContain('Strana 2 / 2')
    }
    const res = await fetch(`${ctx.baseUrl}${path}`, { headers: { authorization: `Bearer ${a}` } })
    expect(res.headers.get('content-disposition')).toContain(`prevodka_${prevodkaId}.pdf`)
    await res.arrayBuffer()
    /* A branch that is neither end, or a number that does not exist: 404 alike. */
    const foreign = await api.get(path, c)
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Převodka nenalezena.'])
    const missing = await api.get('/api/transfers/prevodka/LEMON-9-9-20260101-1/pdf', a)
    expect([missing.status, missing.body.message]).toEqual([404, 'Převodka nenalezena.'])
  })

  test('dashboard counters: sent and received převodky, the value of delivered surplus', async () => {
    expect((await api.get('/api/dashboard/counters/LEMON/1', a)).body).toEqual({
      kPrijeti: 0,
      usetreno: 470,
      odeslano: 1,
      prijato: 0,
    })
    expect((await api.get('/api/dashboard/counters/LEMON/2', b)).body).toEqual({
      kPrijeti: 0,
      usetreno: 0,
      odeslano: 0,
      prijato: 1,
    })
    expect((await api.get('/api/dashboard/counters/LEMON/2', a)).status).toBe(403)
  })

  test('the ledger: 20 × 23,50 Kč delivered from A to B, mirrored, summing to zero', async () => {
    expect((await api.get('/api/ledger?firma=LEMON&pharmacyCode=1', a)).body).toEqual({
      relations: [{ fromPharmacy: '1', toPharmacy: '2', saldo: 470 }],
    })
    expect((await api.get('/api/ledger?firma=LEMON&pharmacyCode=2', b)).body).toEqual({
      relations: [{ fromPharmacy: '2', toPharmacy: '1', saldo: -470 }],
    })
    expect((await api.get('/api/ledger?firma=LEMON&pharmacyCode=2', a)).status).toBe(403)
    expect((await api.get('/api/ledger?firma=LEMON', a)).status).toBe(403)
    const all = await api.get('/api/ledger?firma=LEMON', admin)
    expect(all.body.result.map((r: any) => [r.pharmacyCode, r.totalSaldo]).sort()).toEqual([
      ['1', 470],
      ['2', -470],
    ])
    /* An admin without a firma of their own who names only the branch code: which firma's
       branch is meant is unknown, a Czech 422 (it was a crash on an absent branch, a 500). */
    const { createUser } = await import('../helpers/users.js')
    const bare = await createUser({
      username: 'bezfirmy',
      email: 'bezfirmy@lemon.cz',
      password: 'heslo1234',
      role: 'admin',
    })
    expect((await api.patch(`/api/admin/users/${bare.id}`, { firma: null }, admin)).status).toBe(
      200
    )
    const bareToken = await api.login('bezfirmy@lemon.cz', 'heslo1234')
    const unnamed = await api.get('/api/ledger?pharmacyCode=1', bareToken)
    expect(unnamed.status).toBe(422)
    expect(unnamed.body.message).toBe('Zvolte pobočku (pharmacyCode).')
  })
})

describe('ledger:verify', () => {
  test('the CLI finds every firma summing to zero and every relation equal to its lines', async () => {
    const { execFile } = await import('node:child_process')
    const { promisify } = await import('node:util')
    const { stdout } = await promisify(execFile)(
      'node',
      [
        '--import=ts-node-maintained/register/esm',
        '--no-warnings',
        'cli/index.ts',
        'ledger:verify',
      ],
      { env: { ...process.env, LOG_LEVEL: 'warn' } }
    )
    expect(stdout).toContain('LEMON: v pořádku (součet 0.00 Kč)')
  })
})

describe('the lists after the transfer', () => {
  test('a lot delivered to another branch is hidden from ohrožené; one not delivered stays', async () => {
    const res = await api.get('/api/ohrozenci/LEMON/1', a)
    expect(res.body.ohrozenci.map((i: any) => [i.pdk, i.stav])).toEqual([['E5', 'vyřazeno']])
  })
})

describe('removed since the last upload', () => {
  test('a picked lot missing from the next export is listed and can be reopened to odesláno', async () => {
    const exportOf = (withLot: boolean) => {
      const data = transferExports().a
      data.sklad = data.sklad
        .filter((row) => row[0] !== 'E5')
        .map((row) => (row[4] === 'L-A1' ? [...row.slice(0, 4), 'L-C1', ...row.slice(5)] : row))
      if (!withLot) data.sklad = data.sklad.filter((row) => row[4] !== 'L-C1')
      return data
    }
    const upload = async (name: string, withLot: boolean) => {
      const folder = join(dir, name)
      mkdirSync(folder)
      expect(
        (
          await uploadExport(
            ctx.baseUrl,
            c,
            '/api/upload/LEMON/3',
            writeSampleExport(folder, exportOf(withLot))
          )
        ).status
      ).toBe(202)
      expect((await waitForUpload(api, c, '/api/upload/LEMON/3/meta')).status).toBe('done')
    }
    await upload('c1', true)
    const lotOfC = async () => (await pool('3', c)).find((i: any) => i['Šarže'] === 'L-C1')
    await until(async () => (await lotOfC())?.stav === 'rezervováno')
    const item = await lotOfC()
    expect((await post('confirm', '2', { ids: [item.id] }, b)).status).toBe(200)
    expect((await post('markPicked', '3', { id: item.id }, c)).status).toBe(200)
    expect((await api.get('/api/pool/removedSinceLastUpload/LEMON/3', c)).body).toEqual({
      diff: { removed: [] },
    })

    await upload('c2', false)
    const removed = await api.get('/api/pool/removedSinceLastUpload/LEMON/3', c)
    expect(removed.body.diff.removed.map((i: any) => [i['Šarže'], i.stav])).toEqual([
      ['L-C1', 'vychystáno'],
    ])
    expect((await api.get('/api/pool/removedSinceLastUpload/LEMON/3', a)).status).toBe(403)

    const reopen = {
      firma: 'LEMON',
      pharmacyCode: '3',
      Název: item['Název'],
      Šarže: 'L-C1',
      Exspirace: item.Exspirace,
    }
    expect((await api.post('/api/pool/reopen', { ...reopen, Šarže: 'X' }, c)).status).toBe(404)
    expect((await api.post('/api/pool/reopen', reopen, a)).status).toBe(403)
    const res = await api.post('/api/pool/reopen', reopen, c)
    expect(res.body).toEqual({ ok: true })
    const after = await lotOfC()
    expect(after).toMatchObject({
      stav: 'odesláno',
      Množství: item['Množství'],
      targetPharmacyCode: '2',
    })
  })
})

describe('admin pool items', () => {
  test('an edit with a stale version is 409, an invalid quantity 422, a valid one is recorded as an override', async () => {
    const z9 = (await api.get('/api/poolitems?q=Z9', admin)).body[0]
    const { _id, id, history, ...fields } = z9
    const stale = await api.call('PUT', `/api/poolitems/${id}`, {
      body: { ...fields, version: z9.version - 1 },
      token: admin,
    })
    expect(stale.status).toBe(409)
    const invalid = await api.call('PUT', `/api/poolitems/${id}`, {
      body: { ...fields, Množství: -1 },
      token: admin,
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.message).toBe('Množství musí být kladné číslo.')
    const ok = await api.call('PUT', `/api/poolitems/${id}`, {
      body: { ...fields, Množství: 3, stav: 'odepsáno' },
      token: admin,
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ Množství: 3, stav: 'odepsáno', version: z9.version + 1 })
    expect(ok.body.history.at(-1)).toMatchObject({
      stav: 'odepsáno',
      note: 'Úprava administrátorem (stav aktivní → odepsáno)',
      by: 'boss',
    })
    expect((await api.call('PUT', `/api/poolitems/${id}`, { body: fields, token: b })).status).toBe(
      403
    )
    expect((await api.del(`/api/poolitems/${id}`, admin)).status).toBe(204)
    expect((await api.get('/api/poolitems?q=Z9', admin)).body).toEqual([])
    expect(history.length).toBeGreaterThan(0)
    expect(_id).toBe(id)
  })
})
