import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { today, uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopImports: () => Promise<void>
let stopPdf: () => Promise<void>
let p1: string
let p2: string
let admin: string
const dir = mkdtempSync(join(tmpdir(), 'orders-api-'))
const day = today()
const fileDay = day.replaceAll('-', '_')

/**
 * Branch 1's export (batch day = today), sales over the 182-day window:
 * K1 krka (sklad) 10 pcs, 1/day, NCSD 40, SÚKL 0011111;
 * K2 krka (sklad) 3 + 2 pcs at NCSD 100 and 110 (weighted 104), 0.5/day;
 * K3 KRKA on its card though sklad says Sanofi, 400 pcs, 1/day, NCSD 5: overstock 220;
 * K5 KRKA on its card only, no stock, 0.5/day;
 * S1 sandoz 12 pcs never sold, NCSD 50: overstock, infinite cover;
 * E1 teva 180 pcs, 1/day: exactly 6 months, not overstock;
 * L1 stada 5 pcs, 1/day, NCSD 30, SÚKL 0022222 (on the leaflet as 22222).
 */
function branchExport() {
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'Šarže', 'NCSD', 'Dodavatel'],
    ['K1', 'APO-DICLO 50MG TBL 30', 10, '0011111', 'L1', 40, 'KRKA, d.d., Novo mesto'],
    ['K2', 'ATORIS 20MG TBL 30', 3, '0044444', 'L2a', 100, 'Krka'],
    ['K2', 'ATORIS 20MG TBL 30', 2, '0044444', 'L2b', 110, 'Krka'],
    ['K3', 'KRKA NADZÁSOBA TBL 10', 400, '0055555', 'L3', 5, 'Sanofi'],
    ['S1', 'SANDOZ LEŽÁK CPS 20', 12, '0033333', 'L4', 50, 'Sandoz s.r.o.'],
    ['E1', 'TEVA PŘESNĚ TBL 60', 180, '0066666', 'L5', 10, 'Teva'],
    ['L1', 'LETÁKOVÝ PŘÍPRAVEK 100ML', 5, '0022222', 'L6', 30, 'STADA'],
  ]
  const karty = [
    ['PDK', 'Název', 'Dodavatel'],
    ['K3', 'KRKA NADZÁSOBA TBL 10', 'KRKA'],
    ['K5', 'KRKA JEN NA KARTĚ TBL 28', 'KRKA'],
    ['E1', 'TEVA PŘESNĚ TBL 60', ''],
  ]
  const pohyby: unknown[][] = [['Datum', 'PDK', 'Množství', 'Typ pohybu']]
  for (let i = 0; i < 182; i++) {
    for (const pdk of ['K1', 'K3', 'E1', 'L1']) pohyby.push([addDays(day, -i), pdk, -1, 'Prodej'])
    if (i % 2 === 0)
      for (const pdk of ['K2', 'K5']) pohyby.push([addDays(day, -i), pdk, -1, 'Prodej'])
  }
  pohyby.push([addDays(day, -5), 'S1', 12, 'Příjem'])
  return { sklad, karty, pohyby }
}

async function insertLeaflet(validFrom: string, validTo: string, items: unknown[][]) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const [list] = await db
    .table('price_lists')
    .insert({
      kind: 'leaflet',
      valid_from: validFrom,
      valid_to: validTo,
      source: 'letak.xlsx',
      rows: items.length,
    })
    .returning('id')
  for (const [sukl, pdk, nazev, akcniNakupni] of items) {
    await db.table('leaflet_items').insert({
      list_id: list.id,
      sukl,
      pdk,
      nazev,
      akcni_nakupni: akcniNakupni,
    })
  }
}

/** POSTs, checks the PDF answer and returns its text (pdftotext -layout). */
async function pdfText(path: string, body: unknown, token: string, fileName: string) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(
    res.status,
    await res
      .clone()
      .text()
      .catch(() => '')
  ).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/pdf')
  const disposition = res.headers.get('content-disposition')!
  expect(disposition).toMatch(/^inline; filename="/)
  expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`)
  if (/^[\w.-]+$/.test(fileName)) expect(disposition).toContain(`filename="${fileName}"`)
  const file = join(dir, fileName)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopImports = await startTestWorker('imports')
  stopPdf = await startTestWorker('pdf')
  ;({
    admin: admin,
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
  const upload = await uploadExport(
    ctx.baseUrl,
    p1,
    '/api/upload/LEMON/1',
    writeSampleExport(dir, branchExport())
  )
  expect(upload.status).toBe(202)
  expect((await waitForUpload(api, p1, '/api/upload/LEMON/1/meta')).status).toBe('done')
})
afterAll(async () => {
  await stopImports?.()
  await stopPdf?.()
  await ctx?.close()
})

describe('order proposal by supplier', () => {
  test('meta: the last export of the branch, null before the first one', async () => {
    const meta = await api.get('/api/orders/meta', p1)
    expect(meta.status).toBe(200)
    expect(meta.body.lastBatch).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await api.get('/api/orders/meta', p2)).body).toEqual({ lastBatch: null })
    expect((await api.get('/api/orders/meta?pharmacyCode=1', admin)).body.lastBatch).toBe(
      meta.body.lastBatch
    )
  })

  test('krka for 3 months: its PDKs (karty supplier first) with need > 0, by name, totals', async () => {
    const text = await pdfText(
      '/api/orders/generate',
      { dodavatel: 'krka', mesice: 3 },
      p1,
      `objednavka_krka_${fileDay}.pdf`
    )
    expect(text).toContain('Návrh objednávky – krka')
    expect(text).toMatch(/Dodavatel:\s+krka/)
    expect(text).toMatch(/Zásoba na:\s+3 měsíce/)
    expect(text).toMatch(/Poslední export:\s+\d{1,2}\. \d{1,2}\. \d{4}/)
    expect(text).toContain('Pobočka 1 – Lékárna 1')
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Návrh je spočítán z pohybů skladu za posledních 6 měsíců. Nezohledňuje neohlášené změny ' +
        'úhrad, dostupnost u distributora, sezónní prodeje, LPOD ani skladovací prostor.'
    )
    const rows = text
      .split('\n')
      .filter((l) => /^\s*K\d\s/.test(l))
      .map((l) => l.trim().split(/\s{2,}/))
    expect(rows).toEqual([
      ['K1', 'APO-DICLO 50MG TBL 30', '10', '182', '80'],
      ['K2', 'ATORIS 20MG TBL 30', '5', '91', '40'],
      ['K5', 'KRKA JEN NA KARTĚ TBL 28', '0', '91', '45'],
    ])
    expect(text).toMatch(/Celkem\s+Položek: 3\s+165/)
    expect(text).toMatch(/Celkem kusů:\s+165/)
    expect(text).not.toContain('K3')
  })

  test('1 month, the supplier in any case; an admin names the branch in the body', async () => {
    const text = await pdfText(
      '/api/orders/generate',
      { dodavatel: 'KRKA', mesice: '1', pharmacyCode: '1' },
      admin,
      `objednavka_krka_${fileDay}.pdf`
    )
    expect(text).toMatch(/Zásoba na:\s+1 měsíc/)
    expect(text).toMatch(/K1\s+APO-DICLO 50MG TBL 30\s+10\s+182\s+20/)
    expect(text).toMatch(/K2\s+ATORIS 20MG TBL 30\s+5\s+91\s+10/)
    expect(text).toMatch(/K5\s+KRKA JEN NA KARTĚ TBL 28\s+0\s+91\s+15/)
    expect(text).toMatch(/Celkem\s+Položek: 3\s+45/)
  })

  test('a supplier with nothing to order says so', async () => {
    const text = await pdfText(
      '/api/orders/generate',
      { dodavatel: '+pharma', mesice: 6 },
      p1,
      `objednavka_+pharma_${fileDay}.pdf`
    )
    expect(text).toContain('Od tohoto dodavatele není nyní potřeba nic objednat.')
    expect(text).toMatch(/Počet položek:\s+0/)
  })

  test('bad input: months 0 and 7, an unknown supplier (422); another branch (403); no export (404)', async () => {
    for (const mesice of [0, 7, 2.5, 'tři', undefined]) {
      const res = await api.post('/api/orders/generate', { dodavatel: 'krka', mesice }, p1)
      expect(res.status).toBe(422)
      expect(res.body.message).toBe('Počet měsíců musí být 1 až 6.')
    }
    for (const dodavatel of ['bayer', '', undefined]) {
      const res = await api.post('/api/orders/generate', { dodavatel, mesice: 3 }, p1)
      expect(res.status).toBe(422)
      expect(res.body.message).toBe('Neznámý dodavatel.')
    }
    const foreign = await api.post(
      '/api/orders/generate',
      { dodavatel: 'krka', mesice: 3, pharmacyCode: '1' },
      p2
    )
    expect(foreign.status).toBe(403)
    const none = await api.post('/api/orders/generate', { dodavatel: 'krka', mesice: 3 }, p2)
    expect(none.status).toBe(404)
    expect(none.body).toEqual({
      requestId: expect.any(String),
      code: 'NOT_FOUND',
      message: 'Pobočka zatím nenahrála exporty.',
    })
    expect((await api.post('/api/orders/generate', { dodavatel: 'krka', mesice: 3 })).status).toBe(
      401
    )
  })
})

describe('order from the leaflet', () => {
  test('no leaflet yet: meta says so and the PDF is 404', async () => {
    expect((await api.get('/api/letak/meta', p1)).body).toEqual({
      ok: false,
      error: 'Leták není nahraný.',
      validFrom: null,
      validTo: null,
      leafletCount: 0,
    })
    const res = await api.post('/api/orders/from-letak/generate', { mesice: 2 }, p1)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Leták není nahraný.')
  })

  test('meta of the current leaflet (not an ended older one, not a future one)', async () => {
    await insertLeaflet(addDays(day, -60), addDays(day, -30), [['0011111', null, 'OLD', 1]])
    await insertLeaflet(addDays(day, 1), addDays(day, 20), [['0011111', null, 'FUTURE', 1]])
    await insertLeaflet(addDays(day, -5), addDays(day, 9), [
      ['22222', null, 'LETÁKOVÝ PŘÍPRAVEK', 25],
      ['0011111', null, 'APO-DICLO', 35],
      [null, 'K2', 'ATORIS', 90],
      ['0099999', null, 'NOT AT THE BRANCH', 10],
      ['0033333', null, 'SANDOZ NEVER SOLD', 10],
    ])
    expect((await api.get('/api/letak/meta', p1)).body).toEqual({
      ok: true,
      error: null,
      validFrom: addDays(day, -5),
      validTo: addDays(day, 9),
      leafletCount: 5,
    })
  })

  test('2 months: sold leaflet items joined by SÚKL or PDK, 10 days left, savings against NCSD', async () => {
    const text = await pdfText(
      '/api/orders/from-letak/generate',
      { mesice: 2 },
      p1,
      `doobjednani_letaku_${fileDay}.pdf`
    )
    expect(text).toContain('Doobjednání akčního letáku')
    expect(text).toMatch(/Zbývá dní letáku:\s+10/)
    expect(text).toMatch(/Zásoba na:\s+2 měsíce/)
    const rows = text
      .split('\n')
      .filter((l) => /^\s*[KL]\d\s/.test(l))
      .map((l) => l.trim().split(/\s{2,}/))
    /* need = ceil(daily × (10 + 60)) − stock; saving = (NCSD − action price) × need */
    expect(rows).toEqual([
      ['K1', '0011111', 'APO-DICLO 50MG TBL 30', '10', '182', '60', '40,00', '35,00', '300,00'],
      ['K2', '0044444', 'ATORIS 20MG TBL 30', '5', '91', '30', '104,00', '90,00', '420,00'],
      ['L1', '0022222', 'LETÁKOVÝ PŘÍPRAVEK 100ML', '5', '182', '65', '30,00', '25,00', '325,00'],
    ])
    expect(text).toMatch(/Celkem\s+Položek: 3\s+155\s+1 045,00/)
    expect(text).toMatch(/Nákup v akčních cenách:\s+6 425,00 Kč/)
    expect(text).toMatch(/Úspora proti NCSD:\s+1 045,00 Kč/)
    expect(text).not.toContain('S1')
  })

  test('bad input: months outside 1–6 (422), another branch (403), no export (404)', async () => {
    for (const mesice of [0, 7]) {
      const res = await api.post('/api/orders/from-letak/generate', { mesice }, p1)
      expect(res.status).toBe(422)
      expect(res.body.message).toBe('Počet měsíců musí být 1 až 6.')
    }
    const foreign = await api.post(
      '/api/orders/from-letak/generate',
      { mesice: 2, pharmacyCode: '1' },
      p2
    )
    expect(foreign.status).toBe(403)
    const none = await api.post('/api/orders/from-letak/generate', { mesice: 2 }, p2)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('Pobočka zatím nenahrála exporty.')
  })
})

describe('overstock', () => {
  test('PDKs beyond 6 months of consumption, largest surplus value first, totals', async () => {
    const text = await pdfText('/api/overstock/generate', {}, p1, `nadzasoby_${fileDay}.pdf`)
    expect(text).toContain('Přehled nadzásob')
    const rows = text
      .split('\n')
      .filter((l) => /^\s*[A-Z]\d\s/.test(l))
      .map((l) => l.trim().split(/\s{2,}/))
    expect(rows).toEqual([
      ['K3', 'KRKA NADZÁSOBA TBL 10', '400', '30', '13,3', '220', '1 100,00'],
      ['S1', 'SANDOZ LEŽÁK CPS 20', '12', '0', '∞', '12', '600,00'],
    ])
    expect(text).toMatch(/Celkem\s+Položek: 2\s+412\s+232\s+1 700,00/)
    expect(text).toMatch(/Hodnota přebytku celkem:\s+1 700,00 Kč/)
  })

  test('an admin names the branch; another branch 403; no export 404', async () => {
    await pdfText('/api/overstock/generate?pharmacyCode=1', {}, admin, `nadzasoby_${fileDay}.pdf`)
    expect((await api.post('/api/overstock/generate?pharmacyCode=1', {}, p2)).status).toBe(403)
    const none = await api.post('/api/overstock/generate', {}, p2)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('Pobočka zatím nenahrála exporty.')
  })
})
