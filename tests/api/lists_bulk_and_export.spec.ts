import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { seedPoolItems, seedStockBatch, transferMix, LIST_NAMES } from '../helpers/list_data.js'

/*
| Bulk actions by filter and the Excel export of a list (issue #16). Branch 2 has 40
| proposals from branch 1 (36 rezervováno, 4 odesláno) and 12 confirmed items to send.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let b1: string
let b2: string
let b3: string

const sql = async (text: string, args: unknown[] = []) => {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.rawQuery(text, args as any[])).rows
}
const stavOf = async (ids: string[]) =>
  (await sql('SELECT stav FROM pool_items WHERE id = ANY(?) ORDER BY id', [ids.map(Number)])).map(
    (r: any) => r.stav
  )

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [b1, b2, b3],
  } = await signInStaff(api, ['1', '2', '3']))
})
afterAll(async () => ctx?.close())

async function download(path: string, token: string) {
  const res = await fetch(`${ctx.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const body = Buffer.from(await res.arrayBuffer())
  if (res.status !== 200) return { res, rows: [] as unknown[][] }
  const book = XLSX.read(body, { cellDates: true })
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], {
    header: 1,
    raw: true,
  })
  return { res, rows }
}

describe('confirm all matching by filter', () => {
  test('two rows unticked and two changed by another user meanwhile: the rest are confirmed', async () => {
    const ids = await seedPoolItems([
      ...transferMix(36, '1', '2', 'rezervováno'),
      ...transferMix(4, '1', '2', 'odesláno').map((i) => ({ ...i, pdk: `S${i.pdk}` })),
    ])
    const list = await api.get('/api/transfers/incoming/LEMON/2?page=1&limit=10', b2)
    expect(list.headers.get('x-total-count')).toBe('40')
    const loadedAt = list.headers.get('x-loaded-at')!
    const unticked = [ids[0], ids[7]]
    const changed = [ids[3], ids[20]]
    await new Promise((r) => setTimeout(r, 20))
    /* Another user (the source branch's admin) edits two items after the list was read. */
    await sql(
      `UPDATE pool_items SET mnozstvi = mnozstvi + 1, version = version + 1, updated_at = now()
        WHERE id = ANY(?)`,
      [changed.map(Number)]
    )
    const res = await api.post(
      '/api/transfers/confirm/LEMON/2',
      { filter: { q: '' }, except: unticked, loadedAt },
      b2
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toEqual({
      ok: true,
      done: 32,
      changed: 2,
      message: 'Potvrzeno 32 položek, 2 se mezitím změnily.',
    })
    expect(await stavOf(unticked)).toEqual(['rezervováno', 'rezervováno'])
    expect(await stavOf(changed)).toEqual(['rezervováno', 'rezervováno'])
    const confirmed = await sql(
      `SELECT count(*)::int AS n FROM pool_items WHERE target_pharmacy_code = '2' AND stav = 'potvrzeno'`
    )
    expect(confirmed[0].n).toBe(32)
    /* Each confirmed item has its history entry and a new version. */
    const history = await sql(
      `SELECT count(*)::int AS n FROM pool_item_history h JOIN pool_items i ON i.id = h.pool_item_id
        WHERE i.stav = 'potvrzeno' AND h.stav = 'potvrzeno' AND h.by = 'p2'`
    )
    expect(history[0].n).toBe(32)
    await sql(`DELETE FROM pool_items`)
  })

  test('totals=value: the list names what its filter’s items are worth, for the bulk button (issue #25)', async () => {
    const reserved = transferMix(36, '1', '2', 'rezervováno')
    const sent = transferMix(4, '1', '2', 'odesláno').map((i) => ({ ...i, pdk: `S${i.pdk}` }))
    await seedPoolItems([...reserved, ...sent])
    const worth = (items: typeof reserved) =>
      items.reduce((sum, i) => sum + i.mnozstvi * (i.ncsd ?? 0), 0).toFixed(2)

    const all = await api.get(
      '/api/transfers/incoming/LEMON/2?stav=rezervováno&page=1&limit=1&totals=value',
      b2
    )
    expect(all.status).toBe(200)
    expect(all.headers.get('x-total-count')).toBe('36')
    expect(all.headers.get('x-total-value')).toBe(worth(reserved))
    /* The same filter as the list: a search narrows the value with the count. */
    const ibalgin = await api.get(
      '/api/transfers/incoming/LEMON/2?stav=rezervováno&q=ibalgin&page=1&limit=1&totals=value',
      b2
    )
    const found = reserved.filter((i) => /ibalgin/i.test(i.nazev))
    expect(ibalgin.headers.get('x-total-count')).toBe(String(found.length))
    expect(ibalgin.headers.get('x-total-value')).toBe(worth(found))
    /* Without asking, no extra work and no header; another branch still 403. */
    const plain = await api.get('/api/transfers/incoming/LEMON/2?page=1&limit=1', b2)
    expect(plain.headers.get('x-total-value')).toBeNull()
    const foreign = await api.get('/api/transfers/incoming/LEMON/2?totals=value&limit=1', b3)
    expect(foreign.status).toBe(403)
    await sql(`DELETE FROM pool_items`)
  })

  test('the filter selects exactly the rows the list shows for it', async () => {
    const ids = await seedPoolItems(transferMix(30, '1', '2', 'rezervováno'))
    const list = await api.get('/api/transfers/incoming/LEMON/2?q=ibalgin&limit=50', b2)
    const shown = list.body.map((i: any) => i.id)
    expect(shown.length).toBe(4)
    const res = await api.post(
      '/api/transfers/confirm/LEMON/2',
      { filter: { q: 'IBALGIN' }, loadedAt: list.headers.get('x-loaded-at') },
      b2
    )
    expect(res.body.message).toBe('Potvrzeny 4 položky.')
    const now = await sql(`SELECT id::text, stav FROM pool_items ORDER BY id`)
    for (const row of now)
      expect(row.stav).toBe(shown.includes(row.id) ? 'potvrzeno' : 'rezervováno')
    expect(ids).toHaveLength(30)
    await sql(`DELETE FROM pool_items`)
  })

  test('mark all picked by filter on the outgoing list; one left out is singular', async () => {
    const ids = await seedPoolItems(transferMix(12, '2', '1', 'potvrzeno'))
    const loadedAt = (await api.get('/api/transfers/outgoing/LEMON/2?limit=1', b2)).headers.get(
      'x-loaded-at'
    )
    await sql(`UPDATE pool_items SET updated_at = now() + interval '1 second' WHERE id = ?`, [
      Number(ids[5]),
    ])
    const res = await api.post(
      '/api/transfers/markPicked/LEMON/2',
      { filter: {}, except: [ids[0]], loadedAt },
      b2
    )
    expect(res.body.message).toBe('Vychystáno 10 položek, 1 se mezitím změnila.')
    /* In id order: the unticked one, a picked one, the changed one. */
    expect(await stavOf([ids[0], ids[1], ids[5]])).toEqual(['potvrzeno', 'vychystáno', 'potvrzeno'])
    await sql(`DELETE FROM pool_items`)
  })

  test('bad selections are a Czech 422; another branch is 403; nothing changes', async () => {
    await seedPoolItems(transferMix(3, '1', '2', 'rezervováno'))
    const loadedAt = new Date().toISOString()
    for (const [body, field] of [
      [{ filter: {} }, 'loadedAt'],
      [{ filter: { stav: 'potvrzeno' }, loadedAt }, 'stav'],
      [{ filter: { q: 'x'.repeat(101) }, loadedAt }, 'filter.q'],
      [{ filter: {}, except: ['abc'], loadedAt }, 'except.0'],
      [{ filter: {}, loadedAt: 'včera' }, 'loadedAt'],
      [{}, 'ids'],
    ] as const) {
      const res = await api.post('/api/transfers/confirm/LEMON/2', body, b2)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.errors[0].field, JSON.stringify(res.body)).toBe(field)
    }
    /* What is missing is said in Czech, by the validator, for confirm and mark-picked alike. */
    for (const [path, body, message] of [
      ['/api/transfers/confirm/LEMON/2', {}, 'Pole ids je povinné.'],
      ['/api/transfers/confirm/LEMON/2', { filter: {} }, 'Pole loadedAt je povinné.'],
      ['/api/transfers/markPicked/LEMON/2', { filter: {} }, 'Pole loadedAt je povinné.'],
    ] as const) {
      const res = await api.post(path, body, b2)
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(422)
      expect(res.body.errors).toEqual([{ field: message.split(' ')[1], message }])
    }
    const foreign = await api.post('/api/transfers/confirm/LEMON/2', { filter: {}, loadedAt }, b3)
    expect(foreign.status).toBe(403)
    const stavs = await sql(`SELECT DISTINCT stav FROM pool_items`)
    expect(stavs).toEqual([{ stav: 'rezervováno' }])
    await sql(`DELETE FROM pool_items`)
  })
})

describe('Exportovat do Excelu', () => {
  test('the filtered, sorted list, all pages, with the screen’s columns', async () => {
    await seedPoolItems(transferMix(120, '1', '2', 'rezervováno'))
    const query = `q=${encodeURIComponent('paralen')}&sort=${encodeURIComponent('Množství')}&dir=desc`
    const shown = await api.get(`/api/transfers/incoming/LEMON/2?${query}&limit=500`, b2)
    const { res, rows } = await download(
      `/api/transfers/incoming/LEMON/2?${query}&page=2&limit=3&format=xlsx`,
      b2
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="navrhy_k_prijeti_\d{4}_\d{2}_\d{2}\.xlsx"/
    )
    expect(rows[0]).toEqual([
      'PDK',
      'Název',
      'Množství',
      'NCSD',
      'Šarže',
      'Exspirace',
      'Zdrojová pobočka',
      'Pravděpodobnost',
      'Stav',
    ])
    expect(rows.slice(1).map((r) => r[0])).toEqual(shown.body.map((i: any) => i.PDK))
    expect(rows.slice(1).map((r) => r[2])).toEqual(shown.body.map((i: any) => i['Množství']))
    expect(rows.length - 1).toBe(16)
    await sql(`DELETE FROM pool_items`)
  })

  test('ležáky, the pool, the admin’s users: each with its own columns; bad parameters 422', async () => {
    await seedStockBatch(
      '1',
      LIST_NAMES.map((nazev, n) => ({
        pdk: `K${n}`,
        nazev,
        mnozstvi: n + 1,
        kodVzp: `00${3000 + n}`,
        expiresIn: 30 + n,
        lists: ['lezak'],
      }))
    )
    const lezaky = await download('/api/lezaky/LEMON/1?format=xlsx&q=echinacea', b1)
    expect(lezaky.rows[0]).toEqual(['KÓD VZP', 'NÁZEV', 'MNOŽSTVÍ', 'EXSPIRACE', 'ZBÝVÁ DNÍ'])
    expect(lezaky.rows.slice(1).map((r) => r[1])).toEqual(['Echinacea 9', 'Echinacea 10'])
    expect(lezaky.rows[1][3]).toBeInstanceOf(Date)
    await seedPoolItems(transferMix(3, '1', null as any, 'aktivní'))
    const pool = await download('/api/pool/LEMON/1?format=xlsx', b1)
    expect(pool.rows[0]).toEqual([
      'Název',
      'PDK',
      'Množství',
      'Cena NCSD',
      'Šarže',
      'Exspirace',
      'Cílová lékárna',
      'Stav',
      'Důvod',
    ])
    expect(pool.rows).toHaveLength(4)
    const users = await download('/api/admin/users?format=xlsx&sort=email', admin)
    expect(users.rows.slice(1).map((r) => r[1])).toEqual([
      'boss@lemon.cz',
      'p1@lemon.cz',
      'p2@lemon.cz',
      'p3@lemon.cz',
    ])
    expect((await download('/api/pool/LEMON/1?format=xlsx&sort=bogus', b1)).res.status).toBe(422)
    expect((await download('/api/pool/LEMON/1?format=xlsx', b2)).res.status).toBe(403)
  })

  /* Issue #37: these lists' workbooks now come from contracts/lists; the download a user
     gets is the same file, sheet and headers as before. */
  test('the workbooks declared in contracts/lists keep their file, sheet and headers', async () => {
    await seedStockBatch('1', [
      {
        pdk: 'K1',
        nazev: 'Echinacea 9',
        mnozstvi: 2,
        kodVzp: '003001',
        expiresIn: 20,
        lists: ['ohrozeny'],
        prebytek: 1,
        minStock: 5,
      },
    ])
    const workbooks: [string, string, string, string, string[]][] = [
      [
        '/api/ohrozenci/LEMON/1',
        b1,
        'ohrozene',
        'Ohrožené',
        ['KÓD VZP', 'NÁZEV', 'MNOŽSTVÍ', 'EXSPIRACE', 'ZBÝVÁ DNÍ', 'PŘEBYTEK'],
      ],
      [
        '/api/pharmacy/inventory',
        b1,
        'sklad_pobocky',
        'Sklad pobočky',
        ['Kód', 'Název', 'Zásoba', 'Minimum'],
      ],
      [
        '/api/pharmacy/lots',
        b1,
        'sarze_a_expirace',
        'Šarže a expirace',
        ['PDK', 'Název', 'Šarže', 'Exspirace', 'Zbývá dní', 'Množství'],
      ],
      [
        '/api/tasks/my',
        b1,
        'moje_ukoly',
        'Úkoly',
        ['Hotovo', 'Úkol', 'Termín', 'Priorita', 'Stav'],
      ],
      [
        '/api/tasks',
        admin,
        'ukoly',
        'Úkoly',
        ['Název', 'Termín', 'Priorita', 'Stav', 'Plnění poboček'],
      ],
      [
        '/api/admin/users',
        admin,
        'uzivatele',
        'Uživatelé',
        ['Uživatelské jméno', 'E-mail', 'Role', 'Kód pobočky', 'Vytvořeno'],
      ],
      [
        '/api/ledger?firma=LEMON&pharmacyCode=1',
        b1,
        'saldo',
        'Ledger',
        ['Partner branch', 'Balance'],
      ],
      [
        '/api/ledger?firma=LEMON',
        admin,
        'saldo_vsech_pobocek',
        'Ledger',
        ['Branch', 'Total balance', 'Relations'],
      ],
    ]
    for (const [path, token, file, sheet, headers] of workbooks) {
      const url = `${path}${path.includes('?') ? '&' : '?'}format=xlsx`
      const res = await fetch(`${ctx.baseUrl}${url}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-disposition'), path).toMatch(
        new RegExp(`filename="${file}_\\d{4}_\\d{2}_\\d{2}\\.xlsx"`)
      )
      const book = XLSX.read(Buffer.from(await res.arrayBuffer()))
      expect(book.SheetNames, path).toEqual([sheet])
      const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[sheet], { header: 1 })
      expect(rows[0], path).toEqual(headers)
    }
  })
})
