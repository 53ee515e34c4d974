import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { uploadAndProcess } from '../helpers/exports.js'
import { transferExports, until } from '../helpers/transfers.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #9, quantity-level receipt and the GTIN behind scanning. A's sklad carries an EAN
| column for PARALEN A1 (20 pcs offered at 23,50 Kč) and its karty a „Čárový kód“ for
| ESSENTIALE E5 (30 pcs at 180 Kč); B's only row has a barcode that is no GTIN. B receives
| A1 short (15, poškozeno) and E5 in full: 15 × 23,50 + 30 × 180 = 5 752,50 Kč.
*/

const CZ_A1 = '8594000123453'
const CZ_E5 = '8591234567893'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let a: string
let b: string
let admin: string
let prevodkaId: string
const dir = mkdtempSync(join(tmpdir(), 'receipt-api-'))

const pool = async (code: string, token: string) =>
  (await api.get(`/api/pool/LEMON/${code}`, token)).body
const itemOf = async (pdk: string) => (await pool('1', a)).find((i: any) => i.PDK === pdk)
const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)

/** transferExports with the barcode columns: A1's in sklad, E5's only in karty. */
function exportsWithGtin() {
  const data = transferExports()
  const withColumn = <T>(rows: T[][], cell: (row: T[], i: number) => T) =>
    rows.map((row, i) => [...row, cell(row, i)])
  return {
    a: {
      ...data.a,
      sklad: withColumn(data.a.sklad, (row, i) => (i === 0 ? 'EAN' : row[0] === 'A1' ? CZ_A1 : '')),
      karty: withColumn(data.a.karty, (row, i) =>
        i === 0 ? 'Čárový kód' : row[0] === 'E5' ? CZ_E5 : ''
      ),
    },
    b: {
      ...data.b,
      sklad: withColumn(data.b.sklad, (_row, i) => (i === 0 ? 'GTIN' : 'neni-gtin')),
    },
  }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [a, b],
  } = await signInStaff(api, ['1', '2']))
  const data = exportsWithGtin()
  for (const [code, token, files] of [
    ['1', a, data.a],
    ['2', b, data.b],
  ] as const) {
    const meta = await uploadAndProcess(ctx, api, { code, token }, files, dir)
    expect(meta.skipped.count).toBe(0)
  }
  await until(async () => (await itemOf('E5'))?.stav === 'rezervováno')
  await until(async () => (await itemOf('A1'))?.stav === 'rezervováno')
  const ids = (await pool('1', a)).map((i: any) => i.id)
  expect((await post('confirm', '2', { ids }, b)).status).toBe(200)
  expect((await post('markPicked', '1', { ids }, a)).status).toBe(200)
  const sent = await post('send', '1', { targetPharmacyCode: '2' }, a)
  expect(sent.status).toBe(200)
  prevodkaId = sent.body.prevodkaId
})

afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

describe('the GTIN column of the exports', () => {
  test('sklad’s EAN, else karty’s Čárový kód, is stored as GTIN-14 and carried onto pool items', async () => {
    expect((await itemOf('A1')).gtin).toBe(`0${CZ_A1}`)
    expect((await itemOf('E5')).gtin).toBe(`0${CZ_E5}`)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const sklad = await db.from('sklad_rows').orderBy('pdk').select('pdk', 'gtin')
    expect(sklad).toEqual([
      { pdk: 'A1', gtin: `0${CZ_A1}` },
      { pdk: 'E5', gtin: null },
      { pdk: 'Z9', gtin: null },
    ])
    const karty = await db.from('karty_rows').whereNotNull('gtin').select('pdk', 'gtin')
    expect(karty).toEqual([{ pdk: 'E5', gtin: `0${CZ_E5}` }])
  })

  test('a barcode that is no GTIN keeps its row (not skipped) and is dropped', async () => {
    const z9 = (await pool('2', b)).find((i: any) => i.PDK === 'Z9')
    expect(z9).toMatchObject({ stav: 'aktivní', gtin: null })
  })

  test('the převodka lines know their GTIN', async () => {
    const lines = (await api.get(`/api/transfers/detail/${prevodkaId}`, b)).body
    expect(lines.map((l: any) => [l.PDK, l.gtin, l.receivedQuantity]).sort()).toEqual([
      ['A1', `0${CZ_A1}`, null],
      ['E5', `0${CZ_E5}`, null],
    ])
  })
})

describe('a receipt with quantities', () => {
  const lineOf = async (pdk: string) =>
    (await api.get(`/api/transfers/detail/${prevodkaId}`, b)).body.find((l: any) => l.PDK === pdk)

  test.each([
    [
      'a short line without a reason',
      { quantity: 15 },
      'RECEIPT_REASON_REQUIRED',
      'U položky PARALEN 500MG TBL 24 je přijato 15 z 20: vyberte důvod rozdílu (poškozeno, chybí, jiná šarže, jiná exspirace, jiné).',
    ],
    [
      'an unknown reason',
      { quantity: 15, reason: 'ztraceno' },
      'RECEIPT_REASON_UNKNOWN',
      'U položky PARALEN 500MG TBL 24 je neznámý důvod „ztraceno“; povolené jsou: poškozeno, chybí, jiná šarže, jiná exspirace, jiné.',
    ],
    [
      'more than was sent',
      { quantity: 25, reason: 'jiné' },
      'RECEIPT_QUANTITY_ABOVE_SENT',
      'U položky PARALEN 500MG TBL 24 je přijaté množství 25 vyšší než odeslané 20.',
    ],
    [
      'a negative quantity',
      { quantity: -1, reason: 'chybí' },
      'RECEIPT_QUANTITY_NOT_POSITIVE',
      'U položky PARALEN 500MG TBL 24 musí být přijaté množství větší než 0; nedodanou položku označte jako nedodanou.',
    ],
    [
      'four decimals',
      { quantity: 1.2345, reason: 'chybí' },
      'RECEIPT_QUANTITY_DECIMALS',
      'U položky PARALEN 500MG TBL 24 smí mít přijaté množství nejvýše 3 desetinná místa.',
    ],
    [
      'not a number',
      { quantity: 'patnáct' },
      'VALIDATION_ERROR',
      'Přijaté množství musí být číslo.',
    ],
    [
      'a list as a number',
      { quantity: [15] },
      'VALIDATION_ERROR',
      'Přijaté množství musí být číslo.',
    ],
    [
      'nedodáno with a quantity',
      { status: 'nedodáno', quantity: 3 },
      'RECEIPT_QUANTITY_NOT_DELIVERED',
      'U položky PARALEN 500MG TBL 24 označené jako nedodané nelze zadat přijaté množství 3.',
    ],
  ])('%s: 422 in Czech and nothing written', async (_name, a1, code, message) => {
    const [a1Line, e5Line] = [await lineOf('A1'), await lineOf('E5')]
    const res = await post(
      'receive',
      '2',
      {
        prevodkaId,
        receivedItems: [
          { _id: a1Line._id, status: 'přijato', ...a1 },
          { _id: e5Line._id, status: 'přijato', quantity: 10, reason: 'chybí' },
        ],
      },
      b
    )
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code, message })
    const after = [await lineOf('A1'), await lineOf('E5')]
    expect(after.map((l) => [l.stav, l.version, l.receivedQuantity])).toEqual([
      ['odesláno', a1Line.version, null],
      ['odesláno', e5Line.version, null],
    ])
    const received = await api.get('/api/transfers/received/LEMON/2', b)
    expect(received.body.map((p: any) => [p.prevodkaId, p.stav])).toEqual([
      [prevodkaId, 'odesláno'],
    ])
  })

  test('a line named twice is refused', async () => {
    const a1Line = await lineOf('A1')
    const res = await post(
      'receive',
      '2',
      {
        prevodkaId,
        receivedItems: [
          { _id: a1Line._id, status: 'přijato' },
          { _id: a1Line._id, status: 'nedodáno' },
        ],
      },
      b
    )
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Každá položka smí být v příjmu jen jednou.')
  })

  test('A1 short with poškozeno, E5 in full: items přijato, the převodka uzavřeno', async () => {
    const [a1Line, e5Line] = [await lineOf('A1'), await lineOf('E5')]
    const res = await post(
      'receive',
      '2',
      {
        prevodkaId,
        receivedItems: [
          { _id: a1Line._id, status: 'přijato', quantity: 15, reason: 'poškozeno' },
          { _id: e5Line._id, status: 'přijato' },
        ],
      },
      b
    )
    expect(res.status).toBe(200)
    expect(res.body.prevodka).toEqual({ prevodkaId, stav: 'uzavřeno' })
    expect(await itemOf('A1')).toMatchObject({
      stav: 'přijato',
      Množství: 20,
      receivedQuantity: 15,
      receiptReason: 'poškozeno',
    })
    expect(await itemOf('E5')).toMatchObject({
      stav: 'přijato',
      receivedQuantity: 30,
      receiptReason: null,
    })
    const [logged] = (await api.get('/api/poolitems?q=L-A1', admin)).body
    expect(logged.history.at(-1)).toMatchObject({
      stav: 'přijato',
      note: `Převodka ${prevodkaId}: přijato 15 z 20 (poškozeno)`,
      by: 'p2',
    })
  })

  test('the ledger counts 15 × 23,50 + 30 × 180 on both sides, summing to zero', async () => {
    expect((await api.get('/api/ledger?firma=LEMON&pharmacyCode=1', a)).body).toEqual({
      relations: [{ fromPharmacy: '1', toPharmacy: '2', saldo: 5752.5 }],
    })
    expect((await api.get('/api/ledger?firma=LEMON&pharmacyCode=2', b)).body).toEqual({
      relations: [{ fromPharmacy: '2', toPharmacy: '1', saldo: -5752.5 }],
    })
    const all = (await api.get('/api/ledger?firma=LEMON', admin)).body.result
    expect(all.reduce((sum: number, r: any) => sum + r.totalSaldo, 0)).toBe(0)
    expect((await api.get('/api/dashboard/counters/LEMON/1', a)).body.usetreno).toBe(5752.5)
    const { verifyLedger } = await import('#ledger/services/verify_ledger')
    expect(await verifyLedger()).toEqual([{ firma: 'LEMON', ok: true, total: 0, problems: [] }])
  })

  test('the sender’s archive shows the discrepancy; its detail shows sent vs received and why', async () => {
    const archive = await api.get('/api/transfers/archive/LEMON/1', a)
    expect(archive.body).toEqual([
      expect.objectContaining({ prevodkaId, stav: 'uzavřeno', discrepancies: 1 }),
    ])
    const lines = (await api.get(`/api/transfers/detail/${prevodkaId}`, a)).body
    expect(
      lines.map((l: any) => [l.PDK, l['Množství'], l.receivedQuantity, l.receiptReason]).sort()
    ).toEqual([
      ['A1', 20, 15, 'poškozeno'],
      ['E5', 30, 30, null],
    ])
  })
})

/** A převodka of two lines put straight into the database, to receive it in other ways. */
async function directPrevodka(n: number) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const [prevodka] = await db
    .table('prevodky')
    .insert({
      prevodka_id: `LEMON-1-2-T-${n}`,
      firma: 'LEMON',
      from_code: '1',
      to_code: '2',
      sent_at: new Date(),
    })
    .returning('id')
  const item = (pdk: string, mnozstvi: number) => ({
    firma: 'LEMON',
    pharmacy_code: '1',
    target_pharmacy_code: '2',
    pdk,
    nazev: `Přípravek ${pdk}`,
    sarze: `L-${pdk}`,
    mnozstvi,
    ncsd: 10,
    stav: 'odesláno',
    prevodka_id: prevodka.id,
  })
  const ids = await db
    .table('pool_items')
    .multiInsert([item(`X${n}`, 2.5), item(`Y${n}`, 4)])
    .returning('id')
  return { code: `LEMON-1-2-T-${n}`, ids: ids.map((r: any) => String(r.id)) }
}

describe('old clients and markReceived', () => {
  test('an old body (status alone) receives whole quantities or nothing, as before', async () => {
    const all = await directPrevodka(1)
    const res = await post(
      'receive',
      '2',
      { prevodkaId: all.code, receivedItems: all.ids.map((_id) => ({ _id, status: 'přijato' })) },
      b
    )
    expect(res.body.prevodka).toEqual({ prevodkaId: all.code, stav: 'přijato' })
    const lines = (await api.get(`/api/transfers/detail/${all.code}`, b)).body
    expect(lines.map((l: any) => [l.stav, l.receivedQuantity])).toEqual([
      ['přijato', 2.5],
      ['přijato', 4],
    ])

    const some = await directPrevodka(2)
    const partly = await post(
      'receive',
      '2',
      { prevodkaId: some.code, receivedItems: [{ _id: some.ids[1], status: 'nedodáno' }] },
      b
    )
    expect(partly.body.prevodka).toEqual({ prevodkaId: some.code, stav: 'uzavřeno' })
    const after = (await api.get(`/api/transfers/detail/${some.code}`, b)).body
    expect(after.map((l: any) => [l.stav, l.receivedQuantity])).toEqual([
      ['přijato', 2.5],
      ['vyřazeno', 0],
    ])
  })

  test('markReceived receives one item in full and says so in its history', async () => {
    const one = await directPrevodka(3)
    expect((await post('markReceived', '2', { id: one.ids[0] }, b)).status).toBe(200)
    const res = await post('markReceived', '2', { id: one.ids[1] }, b)
    expect(res.body.items[0]).toMatchObject({ stav: 'přijato', receivedQuantity: 4 })
    const archive = (await api.get('/api/transfers/archive/LEMON/1', a)).body
    expect(archive.find((p: any) => p.prevodkaId === one.code)).toMatchObject({
      stav: 'přijato',
      discrepancies: 0,
    })
    const [logged] = (await api.get('/api/poolitems?q=X3', admin)).body
    expect(logged.history.at(-1)).toMatchObject({
      stav: 'přijato',
      note: 'Přijato celé množství (2,5)',
    })
  })

  test('an admin moving a nedodáno line to přijato counts its whole quantity', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const before = (await api.get('/api/ledger?firma=LEMON&pharmacyCode=1', a)).body.relations[0]
      .saldo
    const [row] = await db.from('pool_items').where('pdk', 'Y2').select('id')
    const [item] = (await api.get('/api/poolitems?q=Y2', admin)).body
    expect(item).toMatchObject({ stav: 'vyřazeno', receivedQuantity: 0 })
    const { _id, id, history, ...fields } = item
    const res = await api.call('PUT', `/api/poolitems/${row.id}`, {
      body: { ...fields, stav: 'přijato' },
      token: admin,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ stav: 'přijato', receivedQuantity: 4 })
    const now = (await api.get('/api/ledger?firma=LEMON&pharmacyCode=1', a)).body.relations[0].saldo
    expect(now).toBe(before + 40)
    expect([_id, id, history.length > 0]).toEqual([String(row.id), String(row.id), true])
  })
})
