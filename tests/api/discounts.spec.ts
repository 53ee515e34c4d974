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
const dir = mkdtempSync(join(tmpdir(), 'discounts-api-'))

const DEFAULTS = [
  { days: 90, discount: 15, mode: 'z_prodejni' },
  { days: 60, discount: 0, mode: 'za_nakupku' },
  { days: 30, discount: 50, mode: 'z_prodejni' },
]

/**
 * Branch 1's stock (batch day = today): OTC lots with 0, 30, 31, 90 and 91 days left, one
 * expired 5 days ago, one without expiry, one with no pieces, and a prescription lot.
 */
function discountExport(day = today()) {
  const lot = (
    pdk: string,
    name: string,
    qty: number,
    days: number | null,
    ncsd: number,
    pc: number
  ) => [pdk, name, qty, `L-${pdk}`, days === null ? null : addDays(day, days), ncsd, pc]
  const sklad = [
    ['PDK', 'Název', 'Množství', 'Šarže', 'Exspirace', 'NCSD', 'PC'],
    lot('D30', 'ACYLPYRIN TBL 10', 4, 30, 60, 100),
    lot('D31', 'BEROCCA TBL 15', 2, 31, 45.5, 80),
    lot('D90', 'CELASKON 500 TBL', 3, 90, 120, 200),
    lot('D91', 'DAFLON 500 TBL 30', 6, 91, 150, 250),
    lot('D0', 'ENDIARON TBL 10', 1, 0, 6, 10),
    lot('EXP', 'FENISTIL GEL 30G', 2, -5, 90, 150),
    lot('NOX', 'GUTTALAX KAPKY', 3, null, 70, 110),
    lot('Z0', 'HYLAK FORTE', 0, 10, 80, 130),
    lot('RX', 'IBALGIN 600 TBL', 8, 10, 50, 90),
  ]
  const karty = [
    ['PDK', 'Název', 'Volně prodejný'],
    ...sklad
      .slice(1)
      .map((row) => [String(row[0]), String(row[1]), row[0] === 'RX' ? 'ne' : 'ano']),
  ]
  const pohyby = [
    ['Datum', 'PDK', 'Množství', 'Typ'],
    [addDays(day, -3), 'D30', -1, 'Prodej'],
  ]
  return { sklad, karty, pohyby }
}

async function generate(token: string, body: unknown = {}) {
  const res = await fetch(`${ctx.baseUrl}/api/discounted/generate`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return res
}

async function pdfText(res: Response, name: string) {
  const file = join(dir, name)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return execFileSync('pdftotext', ['-layout', file, '-']).toString()
}

const czDay = (days: number) => {
  const [y, m, d] = addDays(today(), days).split('-')
  return `${Number(d)}. ${Number(m)}. ${y}`
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
  const files = writeSampleExport(dir, discountExport())
  expect((await uploadExport(ctx.baseUrl, p1, '/api/upload/LEMON/1', files)).status).toBe(202)
  expect((await waitForUpload(api, p1, '/api/upload/LEMON/1/meta')).status).toBe('done')
})
afterAll(async () => {
  await stopImports?.()
  await stopPdf?.()
  await ctx?.close()
})

describe('discount rules', () => {
  test('a branch without its own rules gets the defaults', async () => {
    const res = await api.get('/api/discounted/rules', p1)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ rule: { rules: DEFAULTS } })
  })

  test.each([
    [
      'a percent over 100',
      [{ days: 30, discount: 150, mode: 'z_prodejni' }],
      'Sleva musí být číslo od 0 do 100 %.',
    ],
    [
      'a negative percent',
      [{ days: 30, discount: -1, mode: 'z_prodejni' }],
      'Sleva musí být číslo od 0 do 100 %.',
    ],
    [
      'a percent that is not a number',
      [{ days: 30, discount: 'hodně', mode: 'z_prodejni' }],
      'Sleva musí být číslo od 0 do 100 %.',
    ],
    ['a missing percent', [{ days: 30, mode: 'z_prodejni' }], 'Zadejte slevu v procentech.'],
    [
      'an unknown mode',
      [{ days: 30, discount: 10, mode: 'zdarma' }],
      'Způsob slevy musí být z_prodejni nebo za_nakupku.',
    ],
    [
      'zero days',
      [{ days: 0, discount: 10, mode: 'z_prodejni' }],
      'Počet dní musí být kladné celé číslo.',
    ],
    [
      'fractional days',
      [{ days: 1.5, discount: 10, mode: 'z_prodejni' }],
      'Počet dní musí být kladné celé číslo.',
    ],
    ['no rule', [], 'Zadejte alespoň jedno pravidlo.'],
    [
      'two rules with the same days',
      [
        { days: 30, discount: 10, mode: 'z_prodejni' },
        { days: 30, discount: 20, mode: 'z_prodejni' },
      ],
      'Dvě pravidla nesmí mít stejný počet dní.',
    ],
    ['rules that are not a list', 'všechna', 'Pravidla musí být seznam.'],
    ['no rules at all', undefined, 'Zadejte alespoň jedno pravidlo.'],
    [
      'more than ten rules',
      Array.from({ length: 11 }, (_, i) => ({ days: i + 1, discount: 10, mode: 'z_prodejni' })),
      'Pravidel smí být nejvýše 10.',
    ],
  ])('%s → 422 and nothing stored', async (_name, rules, message) => {
    const res = await api.post('/api/discounted/rules', { rules }, p1)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', message })
    expect((await api.get('/api/discounted/rules', p1)).body.rule.rules).toEqual(DEFAULTS)
  })

  test('an unauthenticated caller gets 401', async () => {
    expect((await api.get('/api/discounted/rules')).status).toBe(401)
    expect((await api.post('/api/discounted/rules', { rules: DEFAULTS })).status).toBe(401)
  })
})

describe('the discount PDF', () => {
  test('branch 1 with the default rules: its OTC lots within 90 days, by days left', async () => {
    const res = await generate(p1)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const day = today().replaceAll('-', '_')
    expect(res.headers.get('content-disposition')).toContain(`filename="zlevneni_${day}.pdf"`)
    const text = await pdfText(res, 'defaults.pdf')
    expect(text).toContain('Zlevnění volně prodejných ohrožených')
    expect(text).toMatch(/Pod 90 dní do expirace:\s+15 % z prodejní ceny/)
    expect(text).toMatch(/Pod 60 dní do expirace:\s+za nákupní cenu/)
    expect(text).toMatch(/Pod 30 dní do expirace:\s+50 % z prodejní ceny/)

    const line = (
      name: string,
      pdk: string,
      days: number,
      qty: string,
      pc: string,
      rule: string,
      price: string
    ) =>
      new RegExp(
        `${name}\\s+${pdk}\\s+L-${pdk}\\s+${czDay(days)}\\s+${days}\\s+${qty}\\s+${pc}\\s+${rule}\\s+${price}`
      )
    const lines = [
      line('ENDIARON TBL 10', 'D0', 0, '1', '10,00', '30 d: -50 %', '5,00'),
      line('ACYLPYRIN TBL 10', 'D30', 30, '4', '100,00', '30 d: -50 %', '50,00'),
      line('BEROCCA TBL 15', 'D31', 31, '2', '80,00', '60 d: za NC', '45,50'),
      line('CELASKON 500 TBL', 'D90', 90, '3', '200,00', '90 d: -15 %', '170,00'),
    ]
    const positions = lines.map((re) => text.search(re))
    expect(positions.every((p) => p >= 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(text).toMatch(/Celkem\s+10\n/)
    expect(text).toMatch(/Počet šarží:\s+4/)
    /* 1 × 10 + 4 × 100 + 2 × 80 + 3 × 200 = 1 170; after: 5 + 200 + 91 + 510 = 806. */
    expect(text).toMatch(/Hodnota v PC:\s+1 170,00 Kč/)
    expect(text).toMatch(/Hodnota po zlevnění:\s+806,00 Kč/)
    expect(text).toMatch(/Rozdíl:\s+364,00 Kč/)

    expect(text).toContain('Prošlé šarže – neprodávat, k odpisu')
    expect(text).toMatch(new RegExp(`FENISTIL GEL 30G\\s+EXP\\s+L-EXP\\s+${czDay(-5)}\\s+5\\s+2`))
    for (const absent of ['DAFLON', 'GUTTALAX', 'HYLAK', 'IBALGIN'])
      expect(text).not.toContain(absent)
  })

  test('rules are stored per branch: branch 1 saves its own, branch 2 keeps the defaults', async () => {
    const mine = [
      { days: 14, discount: 40, mode: 'z_prodejni' },
      { days: 45, discount: '10', mode: 'z_prodejni' },
    ]
    const saved = await api.post('/api/discounted/rules', { rules: mine }, p1)
    expect(saved.status).toBe(200)
    const stored = [
      { days: 45, discount: 10, mode: 'z_prodejni' },
      { days: 14, discount: 40, mode: 'z_prodejni' },
    ]
    expect(saved.body).toEqual({ ok: true, rule: { rules: stored } })
    expect((await api.get('/api/discounted/rules', p1)).body.rule.rules).toEqual(stored)
    expect((await api.get('/api/discounted/rules', p2)).body.rule.rules).toEqual(DEFAULTS)
    expect((await api.get('/api/discounted/rules?pharmacyCode=1', admin)).body.rule.rules).toEqual(
      stored
    )

    const text = await pdfText(await generate(p1), 'own.pdf')
    expect(text).toMatch(/Pod 45 dní do expirace:\s+10 % z prodejní ceny/)
    expect(text).toMatch(
      /ENDIARON TBL 10\s+D0\s+L-D0\s+\S+ \S+ \S+\s+0\s+1\s+10,00\s+14 d: -40 %\s+6,00/
    )
    expect(text).toMatch(/ACYLPYRIN TBL 10\s+D30.*45 d: -10 %\s+90,00/)
    expect(text).toMatch(/BEROCCA TBL 15\s+D31.*45 d: -10 %\s+72,00/)
    expect(text).not.toContain('CELASKON')
  })

  test('an admin sets the rules of a named branch; a user may not touch another branch', async () => {
    const rules = [{ days: 20, discount: 5, mode: 'za_nakupku' }]
    const byAdmin = await api.post('/api/discounted/rules', { rules, pharmacyCode: '2' }, admin)
    expect(byAdmin.status).toBe(200)
    expect((await api.get('/api/discounted/rules', p2)).body.rule.rules).toEqual(rules)
    expect((await api.get('/api/discounted/rules', p1)).body.rule.rules[0].days).toBe(45)

    expect((await api.get('/api/discounted/rules?pharmacyCode=2', p1)).status).toBe(403)
    const foreign = await api.post(
      '/api/discounted/rules',
      { rules: DEFAULTS, pharmacyCode: '2' },
      p1
    )
    expect(foreign.status).toBe(403)
    expect((await generate(p1, { pharmacyCode: '2' })).status).toBe(403)
    expect((await api.get('/api/discounted/rules', p2)).body.rule.rules).toEqual(rules)
  })

  test('a branch without an export gets 404; an admin must name the branch', async () => {
    const res = await generate(p2)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ message: 'Pobočka zatím nenahrála exporty.' })
    const noBranch = await generate(admin)
    expect(noBranch.status).toBe(422)
    const forBranch1 = await generate(admin, { pharmacyCode: '1' })
    expect(forBranch1.status).toBe(200)
    expect(await pdfText(forBranch1, 'admin.pdf')).toContain('ACYLPYRIN TBL 10')
  })
})
