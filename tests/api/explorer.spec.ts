import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let admin: string
let user: string

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  await createUser({
    username: 'p3',
    email: 'p3@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '3',
  })
  admin = await api.login('boss@lemon.cz', 'heslo1234')
  user = await api.login('p3@lemon.cz', 'heslo1234')

  const dir = mkdtempSync(join(tmpdir(), 'explorer-'))
  const res = await uploadExport(ctx.baseUrl, user, '/api/upload/LEMON/3', writeSampleExport(dir))
  expect(res.status).toBe(202)
  expect((await waitForUpload(api, user, '/api/upload/LEMON/3/meta')).status).toBe('done')
})
afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

describe('POST /api/search (data explorer)', () => {
  test('sklady by name substring, case-insensitive, with the branch', async () => {
    const res = await api.post('/api/search', { collection: 'sklady', query: 'paralen' }, admin)
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      expect.objectContaining({
        firma: 'LEMON',
        pharmacyCode: '3',
        pdk: 'A1',
        nazev: 'PARALEN 500MG TBL 24',
        sarze: 'L-A1',
        mnozstvi: 50,
      }),
    ])
  })

  test('sklady and karty by PDK, pohyby by PDK, lot or product name', async () => {
    expect(
      (await api.post('/api/search', { collection: 'sklady', query: 'L-B2' }, admin)).body.map(
        (r: any) => r.pdk
      )
    ).toEqual(['B2'])
    expect(
      (await api.post('/api/search', { collection: 'karty', query: 'D4' }, admin)).body
    ).toEqual([expect.objectContaining({ pdk: 'D4', nazev: 'XYZAL 5MG TBL 30', minStock: 3 })])
    const byPdk = await api.post('/api/search', { collection: 'pohyby', query: 'C3' }, admin)
    expect(byPdk.body).toHaveLength(100)
    expect(byPdk.body[0]).toMatchObject({
      pdk: 'C3',
      typ: 'Výdej na recept',
      mnozstvi: -1,
      prodej: true,
    })
    const byName = await api.post('/api/search', { collection: 'pohyby', query: 'ibalgin' }, admin)
    expect(byName.body).toEqual([
      expect.objectContaining({ pdk: 'B2', typ: 'Příjem', prodej: false }),
    ])
    expect(
      (await api.post('/api/search', { collection: 'poolitems', query: 'paralen' }, admin)).body
    ).toEqual([
      expect.objectContaining({ pharmacyCode: '3', pdk: 'A1', mnozstvi: 20, stav: 'aktivní' }),
    ])
  })

  test('at most 100 rows; an unknown collection or an empty query is 422; users get 403', async () => {
    expect(
      (await api.post('/api/search', { collection: 'pohyby', query: 'A1' }, admin)).body
    ).toHaveLength(100)
    const unknown = await api.post('/api/search', { collection: 'users', query: 'x' }, admin)
    expect(unknown.status).toBe(422)
    expect(unknown.body.message).toBe(
      'Neznámá kolekce. Povolené jsou: poolitems, sklady, pohyby, karty.'
    )
    expect(
      (await api.post('/api/search', { collection: 'sklady', query: '   ' }, admin)).status
    ).toBe(422)
    expect((await api.post('/api/search', { collection: 'sklady', query: 'x' }, user)).status).toBe(
      403
    )
    expect((await api.post('/api/search', { collection: 'sklady', query: 'x' })).status).toBe(401)
  })

  test('the pohyby search uses an index, not a scan of pohyby', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.rawQuery('SET enable_seqscan = off')
    const plan = await db.rawQuery(
      `EXPLAIN SELECT * FROM pohyby p WHERE p.pdk = 'A1' OR (p.sarze = 'A1' AND p.sarze <> '') ORDER BY p.datum DESC LIMIT 100`
    )
    await db.rawQuery('SET enable_seqscan = on')
    const text = plan.rows.map((r: any) => r['QUERY PLAN']).join('\n')
    expect(text).toMatch(/pohyby_pdk/)
    expect(text).not.toMatch(/Seq Scan on pohyby/)
  })
})
