import { mkdirSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lastMonths } from '#ledger/rules/savings_by_month'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { EXPIRY_BUCKETS, expiryExport, pragueNoonDaysAgo } from '../helpers/dashboard.js'
import { today, uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Goods in transit and the user dashboard's charts (issue #9) on real data: branch 1 (A)
| sends ESSENTIALE E5 (30 × 180 Kč) and PARALEN A1 (20 × 23,50 Kč) to branch 2 (B) as two
| převodky, whose sent days are then moved 6 and 2 Prague days back. Branch 3 (C) uploads an
| export with lots at the edges of the expiry chart; branch 4 has no export.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let a: string
let b: string
let c: string
let d: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'transit-api-'))
const ids: Record<'old' | 'recent', string> = { old: '', recent: '' }

const sql = async (text: string, bindings: unknown[] = []) => {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.rawQuery(text, bindings as any[])).rows
}
const post = (action: string, code: string, body: unknown, token: string) =>
  api.post(`/api/transfers/${action}/LEMON/${code}`, body, token)
const itemOf = async (pdk: string) =>
  (await api.get('/api/pool/LEMON/1', a)).body.find((i: any) => i.PDK === pdk)

async function upload(code: string, token: string, data: Parameters<typeof writeSampleExport>[1]) {
  const folder = join(dir, code)
  mkdirSync(folder)
  const files = writeSampleExport(folder, data)
  expect((await uploadExport(ctx.baseUrl, token, `/api/upload/LEMON/${code}`, files)).status).toBe(
    202
  )
  expect((await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)).status).toBe('done')
}

/** B confirms the item, A picks it and sends it to B: a převodka of that one line. */
async function sendOne(pdk: string) {
  const item = await itemOf(pdk)
  expect((await post('confirm', '2', { ids: [item.id] }, b)).status).toBe(200)
  expect((await post('markPicked', '1', { id: item.id }, a)).status).toBe(200)
  const sent = await post('send', '1', { targetPharmacyCode: '2' }, a)
  expect(sent.status).toBe(200)
  return sent.body.prevodkaId as string
}

async function receiveAll(prevodkaId: string) {
  const lines = (await api.get(`/api/transfers/detail/${prevodkaId}`, b)).body
  const receivedItems = lines.map((l: any) => ({ _id: l._id, status: 'přijato' }))
  expect((await post('receive', '2', { prevodkaId, receivedItems }, b)).status).toBe(200)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [a, b, c, d],
  } = await signInStaff(api, ['1', '2', '3', '4']))
  const data = transferExports()
  await upload('1', a, data.a)
  await upload('2', b, data.b)
  await upload('3', c, expiryExport())
  await until(async () => (await itemOf('E5'))?.stav === 'rezervováno')
  await until(async () => (await itemOf('A1'))?.stav === 'rezervováno')
  ids.old = await sendOne('E5')
  ids.recent = await sendOne('A1')
  await sql(`UPDATE prevodky SET sent_at = ${pragueNoonDaysAgo(6)} WHERE prevodka_id = ?`, [
    ids.old,
  ])
  await sql(`UPDATE prevodky SET sent_at = ${pragueNoonDaysAgo(2)} WHERE prevodka_id = ?`, [
    ids.recent,
  ])
})
afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

describe('goods in transit', () => {
  test('shipped rows keep every field and add the Prague days on the way', async () => {
    const shipped = await api.get('/api/transfers/shipped/LEMON/1', a)
    expect(shipped.status).toBe(200)
    const [sentOld] = await sql('SELECT sent_at FROM prevodky WHERE prevodka_id = ?', [ids.old])
    expect(shipped.body).toEqual([
      {
        _id: expect.any(String),
        prevodkaId: ids.recent,
        firma: 'LEMON',
        fromPharmacyCode: '1',
        toPharmacyCode: '2',
        targetPharmacyCode: '2',
        fromName: 'Lékárna 1',
        toName: 'Lékárna 2',
        stav: 'odesláno',
        sentAt: expect.any(String),
        receivedAt: null,
        itemCount: 1,
        discrepancies: 0,
        daysInTransit: 2,
        inTransit: true,
        longInTransit: false,
      },
      expect.objectContaining({
        prevodkaId: ids.old,
        sentAt: new Date(sentOld.sent_at).toISOString(),
        daysInTransit: 6,
        inTransit: true,
        longInTransit: true,
      }),
    ])
    expect((await api.get('/api/transfers/received/LEMON/2', b)).body[0]).toMatchObject({
      prevodkaId: ids.recent,
      daysInTransit: 2,
    })
  })

  test('the admin lists the firma’s převodky on the way, oldest first; longOnly keeps those over 5 days', async () => {
    const all = await api.get('/api/transfers/in-transit?firma=LEMON', admin)
    expect(all.status).toBe(200)
    expect(all.headers.get('x-total-count')).toBe('2')
    expect(
      all.body.map((p: any) => [p.prevodkaId, p.fromPharmacyCode, p.toName, p.daysInTransit])
    ).toEqual([
      [ids.old, '1', 'Lékárna 2', 6],
      [ids.recent, '1', 'Lékárna 2', 2],
    ])
    const long = await api.get('/api/transfers/in-transit?firma=lemon&longOnly=true', admin)
    expect(long.body.map((p: any) => [p.prevodkaId, p.longInTransit])).toEqual([[ids.old, true]])
    expect(long.headers.get('x-total-count')).toBe('1')
    const page = await api.get('/api/transfers/in-transit?page=2&limit=1', admin)
    expect(page.body.map((p: any) => p.prevodkaId)).toEqual([ids.recent])
    expect(page.headers.get('x-total-count')).toBe('2')
    expect((await api.get('/api/transfers/in-transit?firma=JINA', admin)).body).toEqual([])
  })

  test('a branch user may not list them; bad paging is a Czech 422', async () => {
    const denied = await api.get('/api/transfers/in-transit?firma=LEMON', a)
    expect(denied.status).toBe(403)
    const bad = await api.get('/api/transfers/in-transit?limit=0', admin)
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0]).toMatchObject({ field: 'limit' })
    expect(bad.body.errors[0].message).toMatch(/^Pole limit musí být alespoň 1/)
  })

  test('once received, a převodka keeps the days it took and leaves the in-transit list', async () => {
    await receiveAll(ids.old)
    const shipped = (await api.get('/api/transfers/shipped/LEMON/1', a)).body
    expect(shipped.find((p: any) => p.prevodkaId === ids.old)).toMatchObject({
      stav: 'přijato',
      daysInTransit: 6,
      inTransit: false,
      longInTransit: false,
    })
    const all = await api.get('/api/transfers/in-transit', admin)
    expect(all.body.map((p: any) => p.prevodkaId)).toEqual([ids.recent])
    expect((await api.get('/api/transfers/in-transit?longOnly=1', admin)).body).toEqual([])
  })
})

describe('the pool’s saved value by month', () => {
  test('delivered lines by the Prague month of receipt, the last 12 months with zeros', async () => {
    await receiveAll(ids.recent)
    const e5 = await itemOf('E5')
    /* 00:30 Prague on the 1st of last month is still the previous month in UTC. */
    const [moved] = await sql(
      `UPDATE pool_item_history SET changed_at =
         (date_trunc('month', now() AT TIME ZONE 'Europe/Prague') - interval '1 month' + interval '30 minutes')
           AT TIME ZONE 'Europe/Prague'
        WHERE pool_item_id = ? AND stav = 'přijato' RETURNING changed_at`,
      [e5.id]
    )
    const [previous, current] = lastMonths(today(), 2)
    expect(new Date(moved.changed_at).toISOString().slice(0, 7)).not.toBe(previous)

    const res = await api.get('/api/dashboard/pool-savings/LEMON/1', a)
    expect(res.status).toBe(200)
    expect(res.body.months).toHaveLength(12)
    expect(res.body.months.slice(-2)).toEqual([
      { month: previous, value: 5400 },
      { month: current, value: 470 },
    ])
    expect(res.body.months.slice(0, 10).every((m: any) => m.value === 0)).toBe(true)
    expect(res.body.total).toBe(5870)
    /* The same delivered lines make the ledger's balance. */
    const ledger = await api.get('/api/ledger?firma=LEMON&pharmacyCode=1', a)
    expect(ledger.body.relations).toEqual([{ fromPharmacy: '1', toPharmacy: '2', saldo: 5870 }])
  })

  test('the receiving branch saved nothing; another branch gets 403, an admin reads any', async () => {
    const own = await api.get('/api/dashboard/pool-savings/LEMON/2', b)
    expect(own.body.total).toBe(0)
    expect(own.body.months.map((m: any) => m.value)).toEqual(Array(12).fill(0))
    const foreign = await api.get('/api/dashboard/pool-savings/LEMON/1', b)
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('K údajům jiné pobočky nemáte přístup.')
    expect((await api.get('/api/dashboard/pool-savings/LEMON/1', admin)).body.total).toBe(5870)
  })
})

describe('the stock value by expiry', () => {
  test('the buckets of the uploaded export, cumulative, with expired lots apart', async () => {
    const res = await api.get('/api/dashboard/expiry/LEMON/3', c)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      lastBatch: expect.any(String),
      today: today(),
      buckets: EXPIRY_BUCKETS,
      unpricedLots: 1,
    })
  })

  test('an admin reads it by the path; another branch gets 403', async () => {
    const byAdmin = await api.get('/api/dashboard/expiry/LEMON/003', admin)
    expect(byAdmin.body.buckets).toEqual(EXPIRY_BUCKETS)
    expect((await api.get('/api/dashboard/expiry/LEMON/3', a)).status).toBe(403)
  })

  test('a branch without an export gets zero buckets and no lastBatch', async () => {
    const res = await api.get('/api/dashboard/expiry/LEMON/4', d)
    expect(res.body.lastBatch).toBeNull()
    expect(res.body.buckets.map((bucket: any) => [bucket.key, bucket.value])).toEqual([
      ['expired', 0],
      ['d30', 0],
      ['d60', 0],
      ['d90', 0],
      ['d180', 0],
    ])
  })
})
