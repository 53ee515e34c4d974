import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { today } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Watchlists of branch 1 against two úhrady lists inserted with SQL: the current one
| (valid since 10 days ago) holds IBALGIN 400 and 600, PARALEN, a diacritics name and
| 60 000 filler rows; a newer one valid from next week changes IBALGIN 400 and drops
| PARALEN. Search and new items use the current list, resolve and export the newest.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let stopPdf: () => Promise<void>
let p1: string
let p2: string
let admin: string
let noBranch: string
const dir = mkdtempSync(join(tmpdir(), 'watchlists-api-'))
const day = today()
const W1 = '/api/watchlists/LEMON/1'
const W2 = '/api/watchlists/LEMON/2'
const FILLERS = 60_000

type Row = [
  sukl: string,
  nazev: string,
  doplatek: number | null,
  limit: number | null,
  zv: number | null,
  zvLimit: number | null,
]

const IBALGIN_400: Row = ['0054321', 'IBALGIN 400 TBL 30', 12.5, 10, 5.25, 3]
const IBALGIN_600: Row = ['0054322', 'IBALGIN 600 TBL 30', 20, 15.4, null, null]
const PARALEN: Row = ['0012345', 'PARALEN 500MG TBL 24', 1234.5, 0, 0, 0]
const CAJ: Row = ['0077777', 'ŽALUDEČNÍ ČAJ Léčivý 20X1,5G', 7.1, 7.1, 7.1, 7.1]

async function insertUhrady(validFrom: string, rows: Row[], fillers = 0) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { rows: lists } = await db.rawQuery(
    `INSERT INTO price_lists (kind, valid_from, source, rows) VALUES ('uhrady', ?, ?, ?) RETURNING id`,
    [validFrom, `uhrady_${validFrom}.xlsx`, rows.length + fillers]
  )
  const id = lists[0].id
  const json = rows.map(([sukl, nazev, doplatek, limit, zv, zvLimit]) => ({
    sukl,
    nazev,
    doplatek,
    limit,
    zv,
    zvLimit,
  }))
  await db.rawQuery(
    `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplatek, doplatek_limit,
       doplatek_zvysena, doplatek_zvysena_limit)
     SELECT ?, sukl, nazev, 100, doplatek, "limit", zv, "zvLimit"
       FROM json_to_recordset(?::json) AS r(sukl text, nazev text, doplatek numeric,
         "limit" numeric, zv numeric, "zvLimit" numeric)`,
    [id, JSON.stringify(json)]
  )
  if (fillers > 0) {
    await db.rawQuery(
      `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplatek)
       SELECT ?, lpad((9000000 + i)::text, 7, '0'), 'PŘÍPRAVEK ' || i || ' TBL ' || (i % 90 + 10), 50, i % 97
         FROM generate_series(1, ?) AS i`,
      [id, fillers]
    )
    await db.rawQuery('ANALYZE uhrady_items')
  }
  return String(id)
}

async function pdf(path: string, token: string) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  if (res.status !== 200) return { status: res.status, body: (await res.json()) as any, text: '' }
  const file = join(dir, `${Date.now()}.pdf`)
  writeFileSync(file, Buffer.from(await res.arrayBuffer()))
  return {
    status: res.status,
    body: null,
    type: res.headers.get('content-type'),
    disposition: res.headers.get('content-disposition'),
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
  }
}

const create = (token: string, body: unknown, base = W1) => api.post(base, body, token)
const put = (path: string, body: unknown, token: string) => api.call('PUT', path, { body, token })

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopPdf = await startTestWorker('pdf')
  await createUser({
    username: 'boss',
    email: 'boss@lemon.cz',
    password: 'heslo1234',
    role: 'admin',
  })
  for (const code of ['1', '2']) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: code,
    })
  }
  /* Self-registered: role user and no branch until an admin sets one. */
  await api.post('/api/auth/register', {
    username: 'nobody',
    email: 'nobody@lemon.cz',
    password: 'heslo1234',
  })
  ;[p1, p2, admin, noBranch] = await Promise.all(
    ['p1', 'p2', 'boss', 'nobody'].map((u) => api.login(`${u}@lemon.cz`, 'heslo1234'))
  )
}, 120_000)

afterAll(async () => {
  await stopPdf?.()
  await ctx?.close()
})

describe('before any úhrady list', () => {
  test('search says that no list is uploaded', async () => {
    const res = await api.get(`${W1}/search?q=ibal`, p1)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      requestId: expect.any(String),
      code: 'NO_UHRADY_LIST',
      message: 'Není nahrán žádný platný seznam úhrad.',
    })
  })

  test('a list valid only from next week is not current', async () => {
    await insertUhrady(addDays(day, 7), [
      ['0054321', 'IBALGIN 400 TBL 30', 14.75, 11, 6, 4],
      IBALGIN_600,
      CAJ,
      ['0088888', 'NOVINKA SIRUP', 1, 1, 1, 1],
    ])
    expect((await api.get(`${W1}/search?q=ibal`, p1)).status).toBe(404)
    await insertUhrady(addDays(day, -10), [IBALGIN_400, IBALGIN_600, PARALEN, CAJ], FILLERS)
    expect((await api.get(`${W1}/search?q=ibal`, p1)).status).toBe(200)
  })
})

describe('access', () => {
  test('without a token every call is 401', async () => {
    expect((await api.get(W1)).status).toBe(401)
    expect((await api.post(W1, { name: 'x' })).status).toBe(401)
    expect((await api.get(`${W1}/search?q=ibal`)).status).toBe(401)
  })

  test.each([
    ['GET', W2, undefined],
    ['POST', W2, { name: 'Cizí' }],
    ['PUT', `${W2}/1`, { name: 'Cizí' }],
    ['DELETE', `${W2}/1`, undefined],
    ['GET', `${W2}/1/resolve`, undefined],
    ['GET', `${W2}/1/export`, undefined],
    ['GET', `${W2}/search?q=ibal`, undefined],
    ['POST', `${W2}/1/items`, { sukl: '0054321' }],
    ['PATCH', `${W2}/1/items/0054321`, { bezDoplatku: true }],
    ['DELETE', `${W2}/1/items/0054321`, undefined],
  ])('%s %s of another branch is 403', async (method, path, body) => {
    const res = await api.call(method, path, { token: p1, body })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('K údajům jiné pobočky nemáte přístup.')
  })

  test('a user without a branch gets 403 Missing pharmacyCode of user', async () => {
    const res = await api.get(W1, noBranch)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Missing pharmacyCode of user')
  })
})

describe('creating and editing watchlists', () => {
  test.each([
    [{}, 'name', 'Zadejte název watchlistu.'],
    [{ name: '' }, 'name', 'Zadejte název watchlistu.'],
    [{ name: '   ' }, 'name', 'Zadejte název watchlistu.'],
    [
      { name: 'Kardio', email: 'lekar' },
      'email',
      'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
    ],
    [
      { name: 'Kardio', email: 'lekar@' },
      'email',
      'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
    ],
    [{ name: 'x'.repeat(201) }, 'name', 'Název watchlistu smí mít nejvýše 200 znaků.'],
  ])('%j is refused with 422', async (body, field, message) => {
    const res = await create(p1, body)
    expect(res.status).toBe(422)
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message }))
    expect(res.body.message).toBe(message)
  })

  test('a watchlist is created empty, with or without an e-mail', async () => {
    const res = await create(p1, { name: '  Kardio ', email: ' lekar@example.cz ' })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Kardio',
      email: 'lekar@example.cz',
      firma: 'LEMON',
      pharmacyCode: '1',
      items: [],
    })
    expect(res.body._id).toBe(res.body.id)

    const blank = await create(p1, { name: 'Bez adresy', email: '' }, '/api/watchlists/lemon/001')
    expect(blank.status).toBe(201)
    expect(blank.body).toMatchObject({ email: null, firma: 'LEMON', pharmacyCode: '1' })
    expect((await create(p1, { name: 'Null adresa', email: null })).body.email).toBeNull()
  })

  test('a branch lists only its own watchlists; an admin lists any branch', async () => {
    const other = await create(p2, { name: 'Pobočka dvě' }, W2)
    expect(other.status).toBe(201)
    const mine = await api.get(W1, p1)
    expect(mine.status).toBe(200)
    expect(mine.body.map((w: any) => w.name)).toEqual(['Bez adresy', 'Kardio', 'Null adresa'])
    expect(mine.body.every((w: any) => w.pharmacyCode === '1')).toBe(true)
    const seen = await api.get(W2, admin)
    expect(seen.body.map((w: any) => w.name)).toEqual(['Pobočka dvě'])
  })

  test('PUT renames and changes the e-mail; bad input is 422', async () => {
    const [kardio] = (await api.get(W1, p1)).body.filter((w: any) => w.name === 'Kardio')
    const res = await put(`${W1}/${kardio.id}`, { name: 'Kardiologie', email: '' }, p1)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: kardio.id, name: 'Kardiologie', email: null })
    expect(res.body.version).toBeGreaterThan(kardio.version)
    const empty = await put(`${W1}/${kardio.id}`, { name: '' }, p1)
    expect(empty.status).toBe(422)
    expect(empty.body.message).toBe('Zadejte název watchlistu.')
    const bad = await put(`${W1}/${kardio.id}`, { name: 'Kardio', email: 'nic' }, p1)
    expect(bad.status).toBe(422)
    expect(
      (await put(`${W1}/${kardio.id}`, { name: 'Kardio', email: 'lekar@example.cz' }, p1)).status
    ).toBe(200)
  })

  test("another branch's watchlist named under one's own branch is not found", async () => {
    const [other] = (await api.get(W2, p2)).body
    for (const res of [
      await put(`${W1}/${other.id}`, { name: 'Ukradený' }, p1),
      await api.del(`${W1}/${other.id}`, p1),
      await api.get(`${W1}/${other.id}/resolve`, p1),
      await api.get(`${W1}/${other.id}/export`, p1),
      await api.post(`${W1}/${other.id}/items`, { sukl: '0054321' }, p1),
      await api.patch(`${W1}/${other.id}/items/0054321`, { bezDoplatku: true }, p1),
      await api.del(`${W1}/${other.id}/items/0054321`, p1),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        requestId: expect.any(String),
        code: 'NOT_FOUND',
        message: 'Watchlist nenalezen',
      })
    }
    expect((await api.get(W2, p2)).body[0].name).toBe('Pobočka dvě')
  })

  test.each(['abc', '0', '99999', '12345678901234'])('id %j is not found', async (id) => {
    const res = await api.get(`${W1}/${id}/resolve`, p1)
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Watchlist nenalezen')
  })
})

describe('medicine search', () => {
  test.each([
    ['', 'Zadejte alespoň 2 znaky.'],
    ['i', 'Zadejte alespoň 2 znaky.'],
    ['%20i%20', 'Zadejte alespoň 2 znaky.'],
  ])('q=%j is 422', async (q, message) => {
    const res = await api.get(`${W1}/search?q=${q}`, p1)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(message)
  })

  test('a missing q is 422', async () => {
    expect((await api.get(`${W1}/search`, p1)).status).toBe(422)
  })

  test('a name substring matches whatever the case, with the surcharge fields', async () => {
    for (const q of ['ibal', 'IBAL', 'Ibalgin', 'algin']) {
      const res = await api.get(`${W1}/search?q=${q}`, p1)
      expect(res.status).toBe(200)
      expect(res.body).toEqual([
        {
          sukl: '0054321',
          nazev: 'IBALGIN 400 TBL 30',
          doplnek: null,
          doplatekPacientaZK: 12.5,
          doplatekPacientaLimitZK: 10,
          doplatekZvysenaZK: 5.25,
          doplatekZvysenaLimitZK: 3,
        },
        {
          sukl: '0054322',
          nazev: 'IBALGIN 600 TBL 30',
          doplnek: null,
          doplatekPacientaZK: 20,
          doplatekPacientaLimitZK: 15.4,
          doplatekZvysenaZK: null,
          doplatekZvysenaLimitZK: null,
        },
      ])
    }
  })

  test('diacritics do not matter either way', async () => {
    for (const q of ['zaludecni', 'ŽALUDEČNÍ', 'čaj léčivý', 'caj lecivy']) {
      const res = await api.get(`${W1}/search?q=${encodeURIComponent(q)}`, p1)
      expect(
        res.body.map((m: any) => m.sukl),
        q
      ).toEqual(['0077777'])
    }
  })

  test('a SÚKL code matches by prefix only', async () => {
    expect((await api.get(`${W1}/search?q=00543`, p1)).body.map((m: any) => m.sukl)).toEqual([
      '0054321',
      '0054322',
    ])
    const inner = await api.get(`${W1}/search?q=4321`, p1)
    expect(inner.body.map((m: any) => m.sukl)).not.toContain('0054321')
  })

  test('at most 50 results, code matches first, then by name', async () => {
    const byName = await api.get(`${W1}/search?q=${encodeURIComponent('přípravek')}`, p1)
    expect(byName.body).toHaveLength(50)
    const byCode = await api.get(`${W1}/search?q=90000`, p1)
    expect(byCode.body).toHaveLength(50)
    expect(byCode.body[0].sukl).toBe('9000001')
    const mixed = await api.get(`${W1}/search?q=12`, p1)
    expect(mixed.body).toHaveLength(50)
    const codes = mixed.body.filter((m: any) => m.sukl.startsWith('12'))
    expect(mixed.body.slice(0, codes.length)).toEqual(codes)
  })

  test('wildcards are taken literally and a medicine of the newer list is not found yet', async () => {
    expect((await api.get(`${W1}/search?q=${encodeURIComponent('%%')}`, p1)).body).toEqual([])
    expect((await api.get(`${W1}/search?q=${encodeURIComponent('__')}`, p1)).body).toEqual([])
    expect((await api.get(`${W1}/search?q=novinka`, p1)).body).toEqual([])
  })

  test(`searching ${FILLERS} rows stays fast`, async () => {
    const times: number[] = []
    for (const q of ['xq', 'qx', 'ibal', 'tbl 5', '9012', 'zz9', 'k 7']) {
      const started = performance.now()
      const res = await api.get(`${W1}/search?q=${encodeURIComponent(q)}`, p1)
      times.push(performance.now() - started)
      expect(res.status).toBe(200)
    }
    times.sort((a, b) => a - b)
    expect(times[Math.floor(times.length / 2)]).toBeLessThan(150)
  })
})

describe('items', () => {
  let id: string

  beforeAll(async () => {
    id = (await create(p1, { name: 'Položky', email: 'lekar@example.cz' })).body.id
  })

  test('a medicine of the current list is added with its surcharges', async () => {
    const res = await api.post(`${W1}/${id}/items`, { sukl: '0054321' }, p1)
    expect(res.status).toBe(201)
    expect(res.body.items).toEqual([
      {
        sukl: '0054321',
        nazev: 'IBALGIN 400 TBL 30',
        doplnek: null,
        doplatekPacientaZK: 12.5,
        doplatekPacientaLimitZK: 10,
        doplatekZvysenaZK: 5.25,
        doplatekZvysenaLimitZK: 3,
        bezDoplatku: false,
      },
    ])
  })

  test('adding the same SÚKL code again changes nothing (200)', async () => {
    const res = await api.post(`${W1}/${id}/items`, { sukl: ' 0054321 ' }, p1)
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(1)
  })

  test.each([
    [{ sukl: '0000000' }, 'Přípravek se SÚKL kódem 0000000 v aktuálním seznamu úhrad není.'],
    [{ sukl: '0088888' }, 'Přípravek se SÚKL kódem 0088888 v aktuálním seznamu úhrad není.'],
    [{}, 'Zadejte SÚKL kód přípravku.'],
    [{ sukl: 54321 }, 'SÚKL kód musí být text (např. "0012345").'],
    [{ sukl: '0054 321' }, 'SÚKL kód smí obsahovat jen číslice a písmena (nejvýše 20 znaků).'],
  ])('%j is 422', async (body, message) => {
    const res = await api.post(`${W1}/${id}/items`, body, p1)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe(message)
  })

  test('the no-surcharge flag toggles; only a boolean is accepted', async () => {
    await api.post(`${W1}/${id}/items`, { sukl: '0012345' }, p1)
    const on = await api.patch(`${W1}/${id}/items/0012345`, { bezDoplatku: true }, p1)
    expect(on.status).toBe(200)
    expect(on.body.items.find((i: any) => i.sukl === '0012345').bezDoplatku).toBe(true)
    expect(on.body.items.find((i: any) => i.sukl === '0054321').bezDoplatku).toBe(false)
    const bad = await api.patch(`${W1}/${id}/items/0012345`, { bezDoplatku: 'ano' }, p1)
    expect(bad.status).toBe(422)
    expect(bad.body.message).toBe('Zadejte, zda je přípravek bez doplatku (true/false).')
    const missing = await api.patch(`${W1}/${id}/items/0099999`, { bezDoplatku: true }, p1)
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Přípravek se SÚKL kódem 0099999 ve watchlistu není.')
  })

  test('resolve shows the newest list: new amounts, and a flag for what it no longer holds', async () => {
    await api.post(`${W1}/${id}/items`, { sukl: '0077777' }, p1)
    const res = await api.get(`${W1}/${id}/resolve`, p1)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, name: 'Položky', email: 'lekar@example.cz' })
    expect(res.body.priceList.validFrom).toBe(addDays(day, 7))
    expect(res.body.items).toEqual([
      {
        sukl: '0054321',
        nazev: 'IBALGIN 400 TBL 30',
        doplnek: null,
        doplatekPacientaZK: 14.75,
        doplatekPacientaLimitZK: 11,
        doplatekZvysenaZK: 6,
        doplatekZvysenaLimitZK: 4,
        bezDoplatku: false,
        inList: true,
      },
      {
        sukl: '0012345',
        nazev: 'PARALEN 500MG TBL 24',
        doplnek: null,
        doplatekPacientaZK: 1234.5,
        doplatekPacientaLimitZK: 0,
        doplatekZvysenaZK: 0,
        doplatekZvysenaLimitZK: 0,
        bezDoplatku: true,
        inList: false,
      },
      expect.objectContaining({ sukl: '0077777', inList: true }),
    ])
  })

  test('the PDF export lists the items with Czech amounts', async () => {
    const res = await pdf(`${W1}/${id}/export`, p1)
    expect(res.status).toBe(200)
    expect(res.type).toBe('application/pdf')
    expect(res.disposition).toContain(`watchlist_1_${id}.pdf`)
    const text = res.text.replace(/[ \t]+/g, ' ')
    expect(text).toContain('Watchlist Položky')
    expect(text).toContain('1 – Lékárna 1')
    expect(text).toContain('lekar@example.cz')
    expect(text).toMatch(/0054321 IBALGIN 400 TBL 30 14,75 11,00 6,00 4,00 ne/)
    expect(text).toMatch(/0012345 PARALEN 500MG TBL 24 \* 1 234,50 0,00 0,00 0,00 ano/)
    expect(text).toMatch(/0077777 ŽALUDEČNÍ ČAJ Léčivý 20X1,5G 7,10 7,10 7,10 7,10 ne/)
    expect(text).toContain('Přípravek v nejnovějším seznamu úhrad už není')
    expect(text).toContain(
      `platný od ${addDays(day, 7).split('-').map(Number).reverse().join('. ')}`
    )
  })

  test('after a change the export shows it', async () => {
    await api.patch(`${W1}/${id}/items/0054321`, { bezDoplatku: true }, p1)
    const res = await pdf(`${W1}/${id}/export`, p1)
    expect(res.text.replace(/[ \t]+/g, ' ')).toMatch(
      /0054321 IBALGIN 400 TBL 30 14,75 11,00 6,00 4,00 ano/
    )
  })

  test('an item is removed; removing it again is 404', async () => {
    const res = await api.del(`${W1}/${id}/items/0054321`, p1)
    expect(res.status).toBe(200)
    expect(res.body.items.map((i: any) => i.sukl)).toEqual(['0012345', '0077777'])
    const again = await api.del(`${W1}/${id}/items/0054321`, p1)
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Přípravek se SÚKL kódem 0054321 ve watchlistu není.')
  })

  test('an empty watchlist exports a PDF that says so', async () => {
    const empty = (await create(p1, { name: 'Prázdný' })).body.id
    const res = await pdf(`${W1}/${empty}/export`, p1)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Watchlist zatím neobsahuje žádné přípravky.')
  })

  test('a deleted watchlist is gone with its items', async () => {
    const res = await api.del(`${W1}/${id}`, p1)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    const after = await api.get(`${W1}/${id}/resolve`, p1)
    expect(after.status).toBe(404)
    expect(after.body.message).toBe('Watchlist nenalezen')
    expect((await api.del(`${W1}/${id}`, p1)).status).toBe(404)
    expect((await api.get(W1, p1)).body.some((w: any) => w.id === id)).toBe(false)
  })
})

describe("SÚKL's doplněk názvu (issue #15)", () => {
  const DOPLNEK = '500MG TBL NOB 20'

  test('a medicine is found by its name and doplněk, kept with it, and shown with it in the PDF', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const lists = await db.from('price_lists').where('kind', 'uhrady').select('id')
    for (const { id: listId } of lists) {
      await db.table('uhrady_items').insert({
        list_id: listId,
        sukl: '0033333',
        nazev: 'APO-PARACETAMOL',
        doplnek: DOPLNEK,
        uhrada: 20,
        doplatek: 4.5,
      })
    }
    for (const q of ['paracetamol 500', '500mg tbl nob', 'APO-PARACETAMOL 500MG']) {
      const res = await api.get(`${W1}/search?q=${encodeURIComponent(q)}`, p1)
      expect(res.body, q).toEqual([
        expect.objectContaining({ sukl: '0033333', nazev: 'APO-PARACETAMOL', doplnek: DOPLNEK }),
      ])
    }
    const id = (await create(p1, { name: 'Doplněk' })).body.id
    const added = await api.post(`${W1}/${id}/items`, { sukl: '0033333' }, p1)
    expect(added.body.items).toEqual([
      expect.objectContaining({ sukl: '0033333', nazev: 'APO-PARACETAMOL', doplnek: DOPLNEK }),
    ])
    const stored = await db.from('watchlist_items').where({ watchlist_id: id }).first()
    expect(stored).toMatchObject({ nazev: 'APO-PARACETAMOL', doplnek: DOPLNEK })
    const res = await pdf(`${W1}/${id}/export`, p1)
    /* The name column wraps the doplněk onto the row's second line. */
    expect(res.text.replace(/[ \t]+/g, ' ')).toMatch(
      /0033333 APO-PARACETAMOL 500MG TBL 4,50 — — — ne\n NOB 20\n/
    )
  })
})
