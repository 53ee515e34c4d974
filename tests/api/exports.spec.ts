import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import {
  effectiveMovements,
  sampleExport,
  uploadExport,
  waitForUpload,
  writeSampleExport,
} from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorker: () => Promise<void>
let user: string
let other: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'exports-api-'))

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  await createUser({
    username: 'p7',
    email: 'p7@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '7',
  })
  await createUser({
    username: 'p8',
    email: 'p8@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '8',
  })
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  user = await api.login('p7@lemon.cz', 'heslo1234')
  other = await api.login('p8@lemon.cz', 'heslo1234')
  admin = await api.login('boss@lemon.cz', 'heslo1234')
})
afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

const files = (data = sampleExport()) => writeSampleExport(dir, data)

const upload = (paths: Record<string, string>, token = user, path = '/api/upload/LEMON/007') =>
  uploadExport(ctx.baseUrl, token, path, paths)

const waitForBatch = () => waitForUpload(api, user, '/api/upload/LEMON/7/meta')

describe('export upload and the lists it feeds', () => {
  test('before any upload: no last batch and empty lists', async () => {
    const meta = await api.get('/api/upload/LEMON/7/meta', user)
    expect(meta.status).toBe(200)
    expect(meta.body).toMatchObject({
      lastBatch: null,
      odpisyLastBatch: null,
      status: null,
      progress: { processed: 0, total: 0 },
    })
    expect((await api.get('/api/lezaky/LEMON/7', user)).body).toEqual({
      lastBatch: null,
      lezaky: [],
    })
    expect((await api.get('/api/pharmacy/inventory', user)).body).toEqual([])
  })

  test('upload → 202, the worker processes it, meta reports counts and full progress', async () => {
    const res = await upload(files())
    expect(res.status).toBe(202)
    expect(res.body.batchId).toBeTruthy()
    const meta = await waitForBatch()
    expect(meta.status).toBe('done')
    expect(meta.error).toBeNull()
    expect(meta.counts).toEqual({ sklad: 3, pohyby: 283, karty: 4, odpisy: 0 })
    expect(meta.progress.processed).toBe(290)
    expect(meta.progress.total).toBe(290)
    expect(meta.skipped.count).toBe(0)
    expect(Date.parse(meta.lastBatch)).toBeGreaterThan(Date.now() - 60_000)
  })

  test('ležáky: the never-sold lot, with the spec fields', async () => {
    const res = await api.get('/api/lezaky/LEMON/7', user)
    expect(res.body.lezaky).toEqual([
      expect.objectContaining({
        pdk: 'B2',
        kodVZP: '0054321',
        nazev: 'IBALGIN 400 TBL 30',
        mnozstvi: 10,
        exspirace: null,
        zbyvaDni: null,
        stav: 'aktivní',
      }),
    ])
    expect(res.body.lastBatch).toBeTruthy()
  })

  test('ohrožené: surplus = 50 − floor(1/day × 30 days) = 20', async () => {
    const res = await api.get('/api/ohrozenci/LEMON/7', user)
    expect(res.body.ohrozenci).toEqual([
      expect.objectContaining({
        pdk: 'A1',
        kodVZP: '0012345',
        mnozstvi: 50,
        zbyvaDni: 30,
        prebytek: 20,
      }),
    ])
  })

  test('branch stock: lots summed per PDK, minimum from karty, a karty-only PDK under minimum', async () => {
    const res = await api.get('/api/pharmacy/inventory', user)
    expect(res.body).toEqual([
      { code: 'B2', name: 'IBALGIN 400 TBL 30', stock: 10, minStock: 0 },
      { code: 'A1', name: 'PARALEN 500MG TBL 24', stock: 50, minStock: 5 },
      { code: 'D4', name: 'XYZAL 5MG TBL 30', stock: 0, minStock: 3 },
      { code: 'C3', name: 'ZYRTEC 10MG TBL 30', stock: 5, minStock: 20 },
    ])
    const asAdmin = await api.get('/api/pharmacy/inventory?pharmacyCode=7', admin)
    expect(asAdmin.body).toEqual(res.body)
    expect((await api.get('/api/pharmacy/inventory', admin)).status).toBe(422)
  })

  test('re-uploading an overlapping period adds no movement twice', async () => {
    expect(await effectiveMovements('LEMON', '7')).toBe(283)
    expect((await upload(files())).status).toBe(202)
    expect((await waitForBatch()).status).toBe('done')
    expect(await effectiveMovements('LEMON', '7')).toBe(283)
    expect((await api.get('/api/ohrozenci/LEMON/7', user)).body.ohrozenci[0].prebytek).toBe(20)
  })
})

describe('bad uploads', () => {
  test('fewer than three files → 422 with the spec message; nothing stored', async () => {
    const { sklad, karty } = files()
    const res = await upload({ sklad, karty })
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Vyber všechny tři povinné soubory.')
  })

  test('a file that is not an xlsx workbook is refused by content, whatever its name', async () => {
    const paths = files()
    writeFileSync(join(dir, 'fake.xlsx'), 'PDK;Název\n1;x\n')
    const res = await upload({ ...paths, sklad: join(dir, 'fake.xlsx') })
    expect(res.status).toBe(422)
    expect(res.body.code).toBe('NOT_XLSX')
    expect(res.body.message).toContain('sklad')
  })

  test('a missing required column fails the job with the file and column named; the previous snapshot stays', async () => {
    const data = sampleExport()
    data.pohyby = data.pohyby.map((row) => row.filter((_, i) => i !== 2))
    expect((await upload(files(data))).status).toBe(202)
    const meta = await waitForBatch()
    expect(meta.status).toBe('failed')
    expect(meta.error).toBe('Soubor pohyby (pohyby.xlsx) nemá povinný sloupec: Množství.')
    expect((await api.get('/api/ohrozenci/LEMON/7', user)).body.ohrozenci).toHaveLength(1)
  })

  test('more than 10 % of unreadable rows refuses the file; fewer are skipped and reported', async () => {
    const data = sampleExport()
    data.sklad = [
      ...data.sklad,
      ['Z9', 'CHYBA', 'abc'],
      ['Z8', 'ROK 9999', 1, null, null, '1.1.9999'],
    ]
    expect((await upload(files(data))).status).toBe(202)
    const meta = await waitForBatch()
    expect(meta.status).toBe('failed')
    expect(meta.error).toMatch(/^Soubor sklad \(sklad\.xlsx\): 2 z 5 řádků nelze načíst/)

    const fine = sampleExport()
    for (let i = 0; i < 9; i++) fine.karty.push([`K${i}`, `Karta ${i}`, 1])
    fine.karty.push(['K9', 'Karta 9', 'x'])
    expect((await upload(files(fine))).status).toBe(202)
    const ok = await waitForBatch()
    expect(ok.status).toBe('done')
    expect(ok.skipped.count).toBe(1)
    expect(ok.skipped.examples).toEqual([
      { file: 'karty (karty.xlsx)', row: 15, reason: 'neplatné číslo ve sloupci Min. zásoba' },
    ])
  })

  test('title rows above the header are ignored; row numbers stay the sheet’s (issue #15)', async () => {
    const data = sampleExport()
    const title = [['Export skladu – Lékárna 7'], ['Vytvořeno 24. 11. 2026'], []]
    data.sklad = [...title, ...data.sklad, ['Z9', 'CHYBA', 'abc']]
    for (let i = 0; i < 9; i++) data.sklad.push([`S${i}`, `Šarže ${i}`, 1])
    data.karty = [...title, ...data.karty]
    expect((await upload(files(data))).status).toBe(202)
    const meta = await waitForBatch()
    expect(meta.status).toBe('done')
    expect(meta.counts).toMatchObject({ sklad: 13, karty: 4 })
    expect(meta.skipped.examples).toEqual([
      { file: 'sklad (sklad.xlsx)', row: 8, reason: 'neplatné číslo ve sloupci Množství' },
    ])
    expect((await api.get('/api/ohrozenci/LEMON/7', user)).body.ohrozenci).toHaveLength(1)
  })

  test('a second upload while one is queued → 409', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await stopWorker()
    try {
      expect((await upload(files())).status).toBe(202)
      const res = await upload(files())
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('Zpracování předchozího exportu ještě běží.')
    } finally {
      stopWorker = await startTestWorker('imports')
    }
    expect((await waitForBatch()).status).toBe('done')
    const running = await db.from('export_batches').whereIn('status', ['queued', 'processing'])
    expect(running).toHaveLength(0)
  })

  test('another branch is 403; no token 401', async () => {
    expect((await upload(files(), other)).status).toBe(403)
    expect((await api.get('/api/upload/LEMON/7/meta', other)).status).toBe(403)
    expect((await api.get('/api/lezaky/LEMON/7', other)).status).toBe(403)
    expect((await api.get('/api/ohrozenci/LEMON/7', other)).status).toBe(403)
    expect((await api.get('/api/pharmacy/inventory?pharmacyCode=7', other)).status).toBe(403)
    expect((await api.get('/api/lezaky/LEMON/7')).status).toBe(401)
    expect((await api.get('/api/lezaky/LEMON/7', admin)).status).toBe(200)
  })
})
