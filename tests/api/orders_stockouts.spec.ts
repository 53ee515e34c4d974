import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { today, uploadExport, waitForUpload, writeSampleExport } from '../helpers/exports.js'
import { postPdfText, tableRows } from '../helpers/pdf.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Stock-out-aware order proposals (issue #9): consumption over the 182-day window is
| divided by the days the branch had the product, never by fewer than 30. Branch 3's
| export (batch day = today, every product KRKA) has known stock-outs:
|   X1 sold 1/day from 181 to 92 days ago, nothing since, no stock now: 92 days out;
|   X2 sold 1/day, out from 100 to 41 days ago, 61 received 40 days ago, 20 left: 60 days;
|   X3 sold every day, 10 left: no stock-out (the old proposal, unchanged);
|   X4 new: 10 received 2 days ago, 8 sold since, 2 left: 179 days out, floored to 30 in stock;
|   X5 an inventory shortage of 5 emptied the shelf 10 days ago: 11 days out.
| Branch 4 shows an older sklad snapshot anchoring the walk.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopWorkers: (() => Promise<void>)[] = []
let p3: string
let p4: string
const dir = mkdtempSync(join(tmpdir(), 'orders-stockouts-'))
const day = today()
const fileDay = day.replaceAll('-', '_')

const sale = (daysAgo: number, pdk: string, qty = 1) => [
  addDays(day, -daysAgo),
  pdk,
  -qty,
  'Prodej',
]
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

function stockOutExport() {
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Kód SÚKL', 'NCSD', 'Dodavatel'],
    ['X2', 'KRKA DOPLNĚNO TBL 20', 20, '0000002', 50, 'Krka'],
    ['X3', 'KRKA BEZ VÝPADKU TBL 10', 10, '0000003', 40, 'Krka'],
    ['X4', 'KRKA NOVINKA CPS 10', 2, '0000004', 30, 'Krka'],
  ]
  const karty = [
    ['PDK', 'Název', 'Kód SÚKL', 'Dodavatel'],
    ['X1', 'KRKA VYPRODÁNO TBL 30', '0000001', 'KRKA'],
    ['X5', 'KRKA INVENTURA GEL', '0000005', 'KRKA'],
  ]
  const pohyby: unknown[][] = [['Datum', 'PDK', 'Množství', 'Typ pohybu']]
  for (const ago of range(92, 181)) pohyby.push(sale(ago, 'X1'))
  for (const ago of [...range(0, 40), ...range(101, 181)]) pohyby.push(sale(ago, 'X2'))
  pohyby.push([addDays(day, -40), 'X2', 61, 'Příjem'])
  for (const ago of range(0, 181)) pohyby.push(sale(ago, 'X3'))
  pohyby.push([addDays(day, -2), 'X4', 10, 'Příjem'])
  pohyby.push(sale(2, 'X4', 3), sale(1, 'X4', 3), sale(0, 'X4', 2))
  pohyby.push([addDays(day, -10), 'X5', -5, 'Inventura'])
  for (const ago of range(11, 181)) pohyby.push(sale(ago, 'X5'))
  return { sklad, karty, pohyby }
}

async function upload(token: string, code: string, data: ReturnType<typeof stockOutExport>) {
  const files = writeSampleExport(mkdtempSync(join(dir, 'x-')), data)
  const res = await uploadExport(ctx.baseUrl, token, `/api/upload/LEMON/${code}`, files)
  expect(res.status).toBe(202)
  expect((await waitForUpload(api, token, `/api/upload/LEMON/${code}/meta`)).status).toBe('done')
  return Number(res.body.batchId)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorkers = [await startTestWorker('imports'), await startTestWorker('pdf')]
  ;({
    branches: [p3, p4],
  } = await signInStaff(api, ['3', '4']))
  await upload(p3, '3', stockOutExport())
})
afterAll(async () => {
  for (const stop of stopWorkers) await stop()
  await ctx?.close()
})

const STOCKOUT_NOTE =
  'Dny bez zásoby: dny z 182 dnů před posledním exportem, kdy pobočka přípravek podle stavu ' +
  'skladu a pohybů neměla (zásoba na konci dne 0 a žádný prodej). Do spotřeby se nepočítají: ' +
  'denní spotřeba = spotřeba 6 měs. ÷ (182 − dny bez zásoby), dělitel nejméně 30, aby krátké ' +
  'období se zásobou odhad nenafouklo. Prázdné pole: přípravek byl skladem celé období.'

describe('order proposal by supplier', () => {
  test('excluded days per line, the adjusted quantities and the note', async () => {
    const text = await postPdfText(
      ctx.baseUrl,
      '/api/orders/generate',
      { dodavatel: 'krka', mesice: 3 },
      p3,
      dir,
      `objednavka_krka_${fileDay}.pdf`
    )
    expect(text).toMatch(/Dny bez\s+zásoby/)
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain(STOCKOUT_NOTE)
    expect(flat).toContain('Návrh je spočítán z pohybů skladu za posledních 6 měsíců.')
    /* need = ceil(sold / max(182 − out, 30) × 90) − stock; without the adjustment X1 would be 45, X2 41, X4 2, X5 85 */
    expect(tableRows(text, /^X\d$/)).toEqual([
      ['X3', 'KRKA BEZ VÝPADKU TBL 10', '10', '182', '80'],
      ['X2', 'KRKA DOPLNĚNO TBL 20', '20', '122', '60', '70'],
      ['X5', 'KRKA INVENTURA GEL', '0', '171', '11', '90'],
      ['X4', 'KRKA NOVINKA CPS 10', '2', '8', '179', '22'],
      ['X1', 'KRKA VYPRODÁNO TBL 30', '0', '90', '92', '90'],
    ])
    expect(text).toMatch(/Celkem\s+Položek: 5\s+352/)
  })

  test('1 month: the same excluded days, a third of the months', async () => {
    const text = await postPdfText(
      ctx.baseUrl,
      '/api/orders/generate',
      { dodavatel: 'krka', mesice: 1 },
      p3,
      dir,
      `objednavka_krka_1_${fileDay}.pdf`
    )
    expect(tableRows(text, /^X\d$/).map((r) => [r[0], r.at(-2), r.at(-1)])).toEqual([
      ['X3', '182', '20'],
      ['X2', '60', '10'],
      ['X5', '11', '30'],
      ['X4', '179', '6'],
      ['X1', '92', '30'],
    ])
  })
})

describe('order from the leaflet', () => {
  test('the leaflet proposal excludes the same days', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const [list] = await db
      .table('price_lists')
      .insert({
        kind: 'leaflet',
        valid_from: addDays(day, -5),
        valid_to: addDays(day, 9),
        source: 'letak.xlsx',
        rows: 2,
      })
      .returning('id')
    await db.table('leaflet_items').multiInsert([
      { list_id: list.id, sukl: '0000001', pdk: null, nazev: 'VYPRODÁNO', akcni_nakupni: 8 },
      { list_id: list.id, sukl: '0000003', pdk: null, nazev: 'BEZ VÝPADKU', akcni_nakupni: 35 },
    ])
    const text = await postPdfText(
      ctx.baseUrl,
      '/api/orders/from-letak/generate',
      { mesice: 2 },
      p3,
      dir,
      `doobjednani_letaku_${fileDay}.pdf`
    )
    expect(text.replace(/\s+/g, ' ')).toContain(STOCKOUT_NOTE)
    /* need = ceil(daily × (10 days left + 60)) − stock; X1 without its 92 days would be 35 */
    expect(tableRows(text, /^X\d$/)).toEqual([
      ['X3', '0000003', 'KRKA BEZ VÝPADKU TBL 10', '10', '182', '60', '40,00', '35,00', '300,00'],
      ['X1', '0000001', 'KRKA VYPRODÁNO TBL 30', '0', '90', '92', '70', '—', '8,00', '—'],
    ])
  })
})

describe('an older sklad snapshot anchors the walk back', () => {
  test('a product the previous export had none of counts as out from then until its receipt', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const karty = [
      ['PDK', 'Název', 'Dodavatel'],
      ['X6', 'KRKA Z MINULÉHO EXPORTU', 'KRKA'],
    ]
    const sales = [
      ['Datum', 'PDK', 'Množství', 'Typ pohybu'],
      ...range(60, 181).map((a) => sale(a, 'X6')),
    ]
    /* The previous export, 30 days ago: no X6 on the shelf. */
    const first = await upload(p4, '4', {
      sklad: [
        ['PDK', 'Název', 'Množství'],
        ['Z1', 'JINÝ PŘÍPRAVEK', 1],
      ],
      karty,
      pohyby: sales,
    })
    await db
      .from('export_batches')
      .where('id', first)
      .update({ created_at: new Date(`${addDays(day, -30)}T11:00:00Z`) })
    /* Today 5 on the shelf, but the receipt is missing from pohyby. */
    await upload(p4, '4', {
      sklad: [
        ['PDK', 'Název', 'Množství', 'Dodavatel'],
        ['X6', 'KRKA Z MINULÉHO EXPORTU', 5, 'Krka'],
      ],
      karty,
      pohyby: sales,
    })
    const text = await postPdfText(
      ctx.baseUrl,
      '/api/orders/generate',
      { dodavatel: 'krka', mesice: 3 },
      p4,
      dir,
      `objednavka_krka_4_${fileDay}.pdf`
    )
    /* out from 59 to 30 days ago; ceil(122 / 152 × 90) − 5 = 68 (without the snapshot 61 − 5 = 56) */
    expect(tableRows(text, /^X\d$/)).toEqual([
      ['X6', 'KRKA Z MINULÉHO EXPORTU', '5', '122', '30', '68'],
    ])
  })
})
