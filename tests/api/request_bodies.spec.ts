import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { uploadAndProcess } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { transferExports, until } from '../helpers/transfers.js'
import { createBranch, signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Hostile request bodies (API.md "General"): a body over the 1 MB JSON limit is 413, a
| malformed one 400, wrong types 422 with Czech `errors: [{ field, message }]` and never
| 500; unknown fields are ignored; SQL-meta and script characters in text fields are
| stored verbatim and returned as text.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let a: string
let b: string
let stopWorker: () => Promise<void>
const dir = mkdtempSync(join(tmpdir(), 'request-bodies-'))

/* Stored and answered as they are (no leading/trailing spaces: text fields are trimmed). */
const HOSTILE = [
  "O'Brien'; DROP TABLE users; --",
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '" onmouseover="window.__xss=1" x="',
  "Robert'); DELETE FROM pool_items WHERE ('1'='1",
  '\u202Eexe.txt \u05E9\u05DC\u05D5\u05DD مرحبا',
  '%00 ${7*7} {{7*7}} \\u0000 \\x00 ../../etc/passwd',
  'Žluťoučký kůň 🐴 úpěl ďábelské ódy',
]
const NUL = 'před\u0000po'

/** A 422 whose message and every field error is Czech (no VineJS English default). */
function expectCzech422(res: { status: number; body: any }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(422)
  expect(res.body.code, what).toBeTypeOf('string')
  expect(res.body.message, what).toBeTypeOf('string')
  expect(Array.isArray(res.body.errors), what).toBe(true)
  expect(res.body.errors.length, what).toBeGreaterThan(0)
  for (const error of [res.body, ...res.body.errors]) {
    expect(error.message, what).not.toMatch(/\b(the|must|field|value|invalid|required)\b/i)
    expect(error.message.length, what).toBeLessThan(400)
  }
  for (const error of res.body.errors) expect(error.field, what).toBeTypeOf('string')
}

function expectNot500(res: { status: number; body: any }, what: string) {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(500)
  if (res.status >= 400) expect(res.body.message, what).toBeTypeOf('string')
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopWorker = await startTestWorker('imports')
  ;({
    admin,
    branches: [a, b],
  } = await signInStaff(api, ['1', '2']))
  const data = transferExports()
  await uploadAndProcess(ctx, api, { code: '1', token: a }, data.a, dir)
  await uploadAndProcess(ctx, api, { code: '2', token: b }, data.b, dir)
  await until(async () => {
    const pool = (await api.get('/api/pool/LEMON/1', a)).body
    return pool.filter((i: any) => i.stav === 'rezervováno').length === 2
  })
})

afterAll(async () => {
  await stopWorker?.()
  await ctx?.close()
})

describe('size and syntax', () => {
  const big = JSON.stringify({ email: 'x@lemon.cz', password: 'x'.repeat(1024 * 1024 + 10) })

  test('a JSON body over 1 MB is 413 with a Czech message, signed in or not', async () => {
    for (const [path, token] of [
      ['/api/auth/login', undefined],
      ['/api/tasks', admin],
      ['/api/transfers/confirm/LEMON/2', b],
    ] as const) {
      const res = await api.call('POST', path, { raw: big, token })
      expect(res.status, path).toBe(413)
      expect(res.body).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Požadavek je příliš velký.',
      })
    }
  })

  test('a body just under the limit is read (and then validated)', async () => {
    const res = await api.call('POST', '/api/tasks', {
      raw: JSON.stringify({ title: 'x'.repeat(1000 * 1000), pharmacyCodes: ['1'] }),
      token: admin,
    })
    expectCzech422(res, 'long title')
    expect(res.body.errors[0]).toEqual({
      field: 'title',
      message: 'Pole název smí mít nejvýše 200 znaků.',
    })
  })

  test('malformed JSON is 400 with a Czech message', async () => {
    for (const raw of ['{"email":', '{email: "a"}', "{'a':1}", '[1,2', 'nul', '{"a":1}}']) {
      const res = await api.call('POST', '/api/auth/login', { raw })
      expect(res.status, raw).toBe(400)
      expect(res.body, raw).toMatchObject({ code: 'BAD_REQUEST', message: 'Neplatný požadavek.' })
    }
    const signedIn = await api.call('POST', '/api/tasks', { raw: '{"title": "x",', token: admin })
    expect(signedIn.status).toBe(400)
  })

  test('a JSON body that is not an object is 400 (scalars) or 422 (arrays), not 500', async () => {
    for (const raw of ['"text"', '42', 'null', 'true']) {
      const login = await api.call('POST', '/api/auth/login', { raw })
      expect(login.body, raw).toMatchObject({ code: 'BAD_REQUEST', message: 'Neplatný požadavek.' })
      expect(login.status, raw).toBe(400)
    }
    for (const raw of ['[]', '[{"email":"a@b.cz","password":"x"}]']) {
      expectCzech422(await api.call('POST', '/api/auth/login', { raw }), `login ${raw}`)
      expectCzech422(await api.call('POST', '/api/tasks', { raw, token: admin }), `task ${raw}`)
    }
  })
})

describe('wrong types are 422 in Czech, never 500', () => {
  const LONG = 'x'.repeat(200_000)
  /* Values of the wrong type (or size) for a text field. */
  const notText = [123, 1.5, true, {}, { $ne: null }, [], ['a'], LONG]
  /* Values of the wrong type (or size) for a number field. */
  const notNumber = ['abc', {}, [], [1], 1e300, -1e300, 'Infinity', '1e999', 1.5]

  /* method, path, token, a valid body, its number fields (every other field is text). */
  type Case = [string, string, () => string | undefined, Record<string, unknown>, string[]]
  const cases: Case[] = [
    ['POST', '/api/auth/login', () => undefined, { email: 'a@b.cz', password: 'x' }, []],
    [
      'POST',
      '/api/admin/users',
      () => admin,
      { username: 'novy', email: 'novy@lemon.cz', password: 'heslo1234', fullName: 'N' },
      [],
    ],
    ['PATCH', '/api/admin/users/2', () => admin, { fullName: 'N', pharmacyCode: '1' }, []],
    [
      'PATCH',
      '/api/users/me',
      () => a,
      { fullName: 'N', phone: '1', carrierCustomerNumber: 'C' },
      [],
    ],
    ['POST', '/api/tasks', () => admin, { title: 'T', description: 'D', dueDate: null }, []],
    ['POST', '/api/transfers/reject/LEMON/2', () => b, { id: '1', reason: 'R' }, ['version']],
    ['POST', '/api/transfers/send/LEMON/1', () => a, { targetPharmacyCode: '2' }, []],
    ['POST', '/api/transfers/receive/LEMON/2', () => b, { prevodkaId: 'P' }, []],
    ['POST', '/api/watchlists/LEMON/1', () => a, { name: 'W', email: 'w@lemon.cz' }, []],
    ['POST', '/api/search', () => admin, { collection: 'poolitems', query: 'q' }, []],
    ['POST', '/api/orders/generate?pharmacyCode=1', () => a, {}, ['mesice']],
    ['POST', '/api/discounted/rules?pharmacyCode=1', () => a, {}, []],
  ]

  test.each(cases)('%s %s: every text field', async (method, path, token, valid, numbers) => {
    for (const field of Object.keys(valid)) {
      for (const bad of notText) {
        const res = await api.call(method, path, {
          body: { ...valid, [field]: bad },
          token: token(),
        })
        expectCzech422(res, `${path} ${field}=${JSON.stringify(bad).slice(0, 40)}`)
        expect(res.body.errors.map((e: any) => e.field)).toContain(field)
      }
    }
    for (const field of numbers) {
      for (const bad of notNumber) {
        const res = await api.call(method, path, {
          body: { ...valid, [field]: bad },
          token: token(),
        })
        const what = `${path} ${field}=${JSON.stringify(bad)}`
        expectNot500(res, what)
        /* A huge but well-typed number may be refused by the rule it breaks (a stale version: 409). */
        if (typeof bad === 'number' && Math.abs(bad) > 1e100)
          expect(res.status, what).toBeGreaterThanOrEqual(400)
        else expectCzech422(res, what)
      }
    }
  })

  test('ids lists: a string, objects, numbers, nulls, huge ids', async () => {
    for (const [action, code, token] of [
      ['confirm', '2', () => b],
      ['markPicked', '1', () => a],
    ] as const) {
      const path = `/api/transfers/${action}/LEMON/${code}`
      /* markPicked takes `{ id }` or `{ ids }`: there a null `ids` is simply absent. */
      const bad = ['1', 1, {}, [{}], [null], [[1]], [true], ['1; DROP TABLE pool_items']]
      for (const ids of action === 'confirm' ? [...bad, null] : bad) {
        expectCzech422(
          await api.post(path, { ids }, token()),
          `${action} ids=${JSON.stringify(ids)}`
        )
      }
      /* Well-formed but out of range for the database: not found or refused, never 500. */
      for (const ids of [['9999999999'], ['2147483648'], ['0']]) {
        const res = await api.post(path, { ids }, token())
        expectNot500(res, `${action} ids=${JSON.stringify(ids)}`)
        expect(res.status).toBeGreaterThanOrEqual(400)
      }
    }
    for (const version of ['x', 1e300, 2 ** 53, -(2 ** 40), {}]) {
      const res = await api.post('/api/transfers/reject/LEMON/2', { id: '1', version }, b)
      expectNot500(res, `reject version=${JSON.stringify(version)}`)
      expect(res.status).toBeGreaterThanOrEqual(400)
    }
    for (const id of ['9999999999', '2147483648']) {
      for (const res of [
        await api.post('/api/transfers/reject/LEMON/2', { id }, b),
        await api.call('PUT', `/api/tasks/${id}/complete`, { body: { done: true }, token: a }),
        await api.del(`/api/tasks/${id}`, admin),
        await api.get(`/api/admin/users/${id}`, admin),
        await api.call('PUT', `/api/watchlists/LEMON/1/${id}`, { body: { name: 'x' }, token: a }),
      ]) {
        expectNot500(res, `id ${id}`)
        /* No such record (404), or refused by the body's validator (422). */
        expect([404, 422]).toContain(res.status)
      }
    }
  })

  test('receivedItems, discount rules and pool reopen of the wrong shape', async () => {
    for (const receivedItems of [
      'x',
      [1],
      [{ _id: 1, status: 'přijato' }],
      [{ _id: 'a', status: 'x' }],
    ]) {
      expectCzech422(
        await api.post('/api/transfers/receive/LEMON/2', { prevodkaId: 'P', receivedItems }, b),
        `receivedItems=${JSON.stringify(receivedItems)}`
      )
    }
    for (const rules of [
      'x',
      {},
      [{}],
      [{ days: 'x', discount: 10, mode: 'z_prodejni' }],
      [{ days: 10, discount: 1e300, mode: 'z_prodejni' }],
      [{ days: 1e300, discount: 10, mode: 'z_prodejni' }],
      [{ days: 10, discount: 10, mode: { $gt: '' } }],
    ]) {
      expectCzech422(
        await api.post('/api/discounted/rules?pharmacyCode=1', { rules }, a),
        `rules=${JSON.stringify(rules)}`
      )
    }
    for (const pharmacyCodes of [123, {}, [{}], [1], [null], ['1', ['2']], 'x'.repeat(100_000)]) {
      expectCzech422(
        await api.post('/api/tasks', { title: 'T', pharmacyCodes }, admin),
        `pharmacyCodes=${JSON.stringify(pharmacyCodes).slice(0, 40)}`
      )
    }
    for (const body of [{}, { firma: 1, pharmacyCode: '1', Název: 'x' }, { Název: {} }]) {
      const res = await api.post('/api/pool/reopen', body, a)
      expectNot500(res, `reopen ${JSON.stringify(body)}`)
      expect([403, 422]).toContain(res.status)
    }
  })

  test('query strings of the wrong shape are not 500 either', async () => {
    for (const path of [
      '/api/pool/LEMON/1?page=abc&limit=-5',
      '/api/pool/LEMON/1?page[]=1&limit[a]=2',
      '/api/pool/LEMON/1?page=99999999999999999999',
      '/api/transfers/incoming/LEMON/1?limit=1e300',
      `/api/admin/users?q=${encodeURIComponent("'; DROP TABLE users; --")}`,
      '/api/admin/users?q[]=a&page=x',
      `/api/tasks?q=${encodeURIComponent('%_\\')}`,
      '/api/admin/users?q=a%00b',
      '/api/watchlists/LEMON/1/search?q=a%00b',
    ]) {
      const token = path.startsWith('/api/admin') || path.startsWith('/api/tasks') ? admin : a
      expectNot500(await api.get(path, token), path)
    }
  })
})

describe('unknown fields are ignored', () => {
  test('a task with extra fields is created; the extras are neither stored nor echoed', async () => {
    const res = await api.post(
      '/api/tasks',
      {
        title: 'Inventura',
        pharmacyCodes: ['1'],
        id: 999,
        status: 'archived',
        createdBy: 1,
        isAdmin: true,
        __proto__: { polluted: true },
        constructor: { prototype: { polluted: true } },
      },
      admin
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.id).not.toBe('999')
    expect(res.body.status).not.toBe('archived')
    expect(res.body).not.toHaveProperty('isAdmin')
    expect(({} as any).polluted).toBeUndefined()
  })

  test('the profile ignores role, email and pharmacy code smuggled into the body', async () => {
    const res = await api.patch(
      '/api/users/me',
      { fullName: 'Pavla', role: 'admin', email: 'x@evil.cz', pharmacyCode: '2', password: 'x' },
      a
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const me = (await api.get('/api/protected/me', a)).body
    expect(me).toMatchObject({ fullName: 'Pavla', role: 'user', email: 'p1@lemon.cz' })
    expect(me.pharmacyCode).toBe('1')
    expect((await api.get('/api/admin/users', a)).status).toBe(403)
    expect(res.body).not.toHaveProperty('password')
  })

  test('a watchlist with extra fields is created without them', async () => {
    const res = await api.post('/api/watchlists/LEMON/1', { name: 'Extra', owner: 'x', id: 5 }, a)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).not.toHaveProperty('owner')
  })
})

describe('SQL-meta and script characters are stored verbatim', () => {
  test('user full names (admin create and profile)', async () => {
    for (const [i, name] of HOSTILE.entries()) {
      const res = await api.post(
        '/api/admin/users',
        {
          username: `hostile${i}`,
          email: `hostile${i}@lemon.cz`,
          password: 'heslo1234',
          fullName: name,
          pharmacyCode: '1',
        },
        admin
      )
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.fullName).toBe(name)
      const shown = (await api.get(`/api/admin/users/${res.body.id}`, admin)).body
      expect(shown.fullName).toBe(name)
    }
    const profile = {
      fullName: HOSTILE[1],
      phone: HOSTILE[0].slice(0, 50),
      carrierCustomerNumber: HOSTILE[2].slice(0, 50),
      address: { street: HOSTILE[3], city: HOSTILE[4].slice(0, 100), zip: '<b>1</b>' },
    }
    expect((await api.patch('/api/users/me', profile, b)).status).toBe(200)
    expect((await api.get('/api/protected/me', b)).body).toMatchObject(profile)
    /* The users table is still there and still answers. */
    expect((await api.get('/api/admin/users?q=hostile', admin)).body.total).toBe(HOSTILE.length)
  })

  test('task title and description', async () => {
    for (const text of HOSTILE) {
      const res = await api.post(
        '/api/tasks',
        { title: text.slice(0, 200), description: text, pharmacyCodes: ['1'] },
        admin
      )
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body).toMatchObject({ title: text.slice(0, 200), description: text })
      const shown = (await api.get(`/api/tasks/${res.body.id}`, a)).body
      expect(shown).toMatchObject({ title: text.slice(0, 200), description: text })
    }
  })

  test('watchlist names', async () => {
    for (const name of HOSTILE) {
      const res = await api.post('/api/watchlists/LEMON/1', { name }, a)
      expect(res.status, JSON.stringify(res.body)).toBe(201)
      expect(res.body.name).toBe(name)
    }
    const names = (await api.get('/api/watchlists/LEMON/1', a)).body.map((w: any) => w.name)
    for (const name of HOSTILE) expect(names).toContain(name)
  })

  test('a branch name (branches import) is listed verbatim', async () => {
    await createBranch('77', 'LEMON', HOSTILE[1])
    const branches = (await api.get('/api/branches', admin)).body
    const list = Array.isArray(branches) ? branches : (branches.data ?? branches.items ?? [])
    expect(list.find((br: any) => String(br.code ?? br.pharmacyCode) === '77')?.name).toBe(
      HOSTILE[1]
    )
  })

  test('a reject reason is stored and shown verbatim', async () => {
    const reason = HOSTILE.slice(0, 4).join(' | ')
    const [item] = (await api.get('/api/transfers/incoming/LEMON/2', b)).body
    const res = await api.post('/api/transfers/reject/LEMON/2', { id: item.id, reason }, b)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const [withHistory] = (await api.get(`/api/poolitems?q=${item['Šarže']}`, admin)).body
    expect(JSON.stringify(withHistory)).toContain(JSON.stringify(reason).slice(1, -1))
  })

  test('a NUL byte in a text field is refused with 422 or dropped, never 500', async () => {
    const checks = [
      () => api.post('/api/tasks', { title: NUL, pharmacyCodes: ['1'] }, admin),
      () => api.post('/api/watchlists/LEMON/1', { name: NUL }, a),
      () => api.patch('/api/users/me', { fullName: NUL, address: { street: NUL } }, a),
      () => api.post('/api/auth/login', { email: NUL, password: NUL }),
      () =>
        api.post(
          '/api/admin/users',
          { username: 'nul', email: 'nul@lemon.cz', password: `heslo${NUL}1234`, fullName: NUL },
          admin
        ),
      () => api.post('/api/search', { collection: 'poolitems', query: NUL }, admin),
      () => api.post('/api/transfers/receive/LEMON/2', { prevodkaId: NUL }, b),
      () => api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: NUL }, a),
    ]
    for (const check of checks) {
      const res = await check()
      expectNot500(res, JSON.stringify(res.body))
      if (res.status < 300) expect(JSON.stringify(res.body)).not.toContain('\\u0000')
    }
  })
})
