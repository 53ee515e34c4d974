import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SignJWT } from 'jose'
import { randomBytes } from 'node:crypto'
import { bootApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'
import {
  AUTHORIZATION_TABLE,
  EXCLUDED_ROUTES,
  type Access,
  type RouteCase,
} from './authorization_table.js'

/*
| The authorization matrix: every API route the router has, called as seven callers, with the
| expected status taken from the hand-maintained table in authorization_table.ts. The routes
| are read from the router after boot (top-level await), so a new route gets a test of its own
| that fails until the table says who may call it.
*/

const FIRMA = 'LEMON'
const A = '101'
const B = '102'

/* Denied callers first, so an allowed caller's call cannot change what a denied one sees. */
const CALLERS = [
  'no token',
  'expired token',
  'foreign-key token',
  'user of branch B',
  'user without branch',
  'user of branch A',
  'admin',
] as const
type Caller = (typeof CALLERS)[number]
const UNAUTHENTICATED: Caller[] = ['no token', 'expired token', 'foreign-key token']

const ctx = await bootApp()
const api = apiClient(ctx.baseUrl)
const { default: router } = await import('@adonisjs/core/services/router')
const { accessTable } = await import('#core/route_access')

type ApiRoute = { key: string; method: string; pattern: string }

/** Every `/api` route of the router, one per method (HEAD left out), SPA fallbacks excluded. */
function routerApiRoutes(): { routes: ApiRoute[]; excluded: string[] } {
  const routes: ApiRoute[] = []
  const excluded: string[] = []
  for (const route of Object.values(router.toJSON()).flat()) {
    if (EXCLUDED_ROUTES.includes(route.pattern)) {
      excluded.push(`${route.methods.filter((m) => m !== 'HEAD').join(',')} ${route.pattern}`)
      continue
    }
    if (!route.pattern.startsWith('/api/')) continue
    for (const method of route.methods.filter((m) => m !== 'HEAD')) {
      routes.push({ key: `${method} ${route.pattern}`, method, pattern: route.pattern })
    }
  }
  return { routes, excluded }
}

const { routes: ROUTES, excluded: EXCLUDED } = routerApiRoutes()

function caseOf(key: string): RouteCase | undefined {
  const entry = AUTHORIZATION_TABLE[key]
  return typeof entry === 'string' ? { access: entry } : entry
}

const PARAMS: Record<string, string> = {
  firma: FIRMA,
  pharmacyCode: A,
  targetPharmacyCode: B,
  queue: 'pdf',
  jobId: 'neexistujici-job',
  sukl: '0000000',
}

/** The path with `{firma}/{pharmacyCode}` = branch A and a plausible, non-existent id elsewhere. */
function fillPath(pattern: string) {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => PARAMS[name] ?? '999999')
}

/**
 * A call to a server-sent-events route: an event stream is read only up to its headers and
 * then aborted (it never ends by itself); any other answer (a denial) is read whole.
 */
async function streamCall(path: string, token: string | undefined) {
  const abort = new AbortController()
  const response = await fetch(`${ctx.baseUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  })
  const contentType = response.headers.get('content-type') ?? ''
  if (contentType.startsWith('text/event-stream')) {
    abort.abort()
    return { status: response.status, body: null, headers: response.headers }
  }
  const text = await response.text()
  let body: any = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {}
  return { status: response.status, body, headers: response.headers }
}

function requestOf(route: ApiRoute, rc: RouteCase) {
  const query = new URLSearchParams(rc.query ?? '')
  let body: Record<string, unknown> | undefined = ['GET', 'DELETE'].includes(route.method)
    ? undefined
    : {}
  if (rc.access === 'branch' && rc.via === 'query') {
    query.set('firma', FIRMA)
    query.set('pharmacyCode', A)
  }
  if (rc.access === 'branch' && rc.via === 'body') body = { firma: FIRMA, pharmacyCode: A }
  const qs = query.toString()
  return { path: `${fillPath(route.pattern)}${qs ? `?${qs}` : ''}`, body }
}

type Expected =
  | { kind: 'any-but-5xx' }
  | { kind: 'allowed' }
  | { kind: 'denied'; status: 401 | 403; code: string; message?: string }

function expectation(access: Access, caller: Caller): Expected {
  if (access === 'public') return { kind: 'any-but-5xx' }
  if (UNAUTHENTICATED.includes(caller)) return { kind: 'denied', status: 401, code: 'UNAUTHORIZED' }
  if (caller === 'admin') return { kind: 'allowed' }
  if (access === 'signedIn') return { kind: 'allowed' }
  if (access === 'admin') return { kind: 'denied', status: 403, code: 'FORBIDDEN' }
  /* branch */
  if (caller === 'user of branch A') return { kind: 'allowed' }
  if (caller === 'user of branch B') return { kind: 'denied', status: 403, code: 'FOREIGN_BRANCH' }
  return {
    kind: 'denied',
    status: 403,
    code: 'MISSING_PHARMACY_CODE',
    message: 'Missing pharmacyCode of user',
  }
}

const tokens = {} as Record<Caller, string | undefined>

/** The four signed-in callers, signed in (again, after a route that ends their sessions). */
async function signInCallers() {
  tokens['user of branch B'] = await api.login(`p${B}@lemon.cz`, 'heslo1234')
  tokens['user without branch'] = await api.login('bezpobocky@lemon.cz', 'heslo1234')
  tokens['user of branch A'] = await api.login(`p${A}@lemon.cz`, 'heslo1234')
  tokens['admin'] = await api.login('boss@lemon.cz', 'heslo1234')
}
let stopPdf: (() => Promise<void>) | undefined
/* The admin's claims signed the server's way, unexpired: what the two hostile tokens differ from. */
let controlToken = ''
let calls = 0
let extraCalls = 0
const testedRoutes = new Set<string>()

beforeAll(async () => {
  await signInStaff(api, [A, B])
  const { insertUser } = await import('#users/services/create_user')
  const { signToken } = await import('#core/auth/jwt')
  const { startSession } = await import('#users/services/start_session')
  /* The service refuses a user without a branch; this is the state of a self-registered account. */
  await insertUser({
    username: 'bezpobocky',
    email: 'bezpobocky@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    firma: FIRMA,
    pharmacyCode: null,
  })
  const { default: User } = await import('#users/models/user')
  const boss = await User.findByOrFail('email', 'boss@lemon.cz')
  /* A live session of the admin: the hostile tokens name it, so only expiry or key differs. */
  const sid = await startSession(boss, { ip: null, userAgent: null })
  const bossClaims = {
    sub: String(boss.id),
    sid,
    role: 'admin',
    firma: boss.firma,
    pharmacyCode: null,
  }

  controlToken = await signToken(bossClaims)
  tokens['no token'] = undefined
  /* The right key, the admin as subject, but expired a minute ago. */
  tokens['expired token'] = await signToken(bossClaims, new Date(Date.now() - 60_000))
  /* A well-formed, unexpired admin token signed with a key that is not the server's. */
  tokens['foreign-key token'] = await new SignJWT({
    sid,
    role: 'admin',
    firma: null,
    pharmacyCode: null,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(boss.id))
    .setIssuedAt()
    .setExpirationTime('12h')
    .sign(randomBytes(32))
  await signInCallers()

  /* PDF routes wait for the pdf worker; without it an allowed caller would see a 503. */
  stopPdf = await startTestWorker('pdf')
})

afterAll(async () => {
  await stopPdf?.()
  await ctx?.close()
  const incomplete = testedRoutes.size < ROUTES.length ? `, ${testedRoutes.size} completed` : ''
  console.log(
    `authorization matrix: ${ROUTES.length} routes × ${CALLERS.length} callers = ${calls} calls` +
      `${incomplete} (+${extraCalls} on branch B's records; excluded SPA fallbacks: ${EXCLUDED.join('; ')})`
  )
})

describe('the route list', () => {
  test('the router has API routes and the SPA fallbacks are the only exclusions', () => {
    expect(ROUTES.length).toBeGreaterThan(50)
    expect(EXCLUDED.map((e) => e.split(' ')[1]).sort()).toEqual([...EXCLUDED_ROUTES].sort())
  })

  test('the expired and foreign-key tokens differ from a working token only in expiry or key', async () => {
    expect((await api.get('/api/protected/me', controlToken)).status).toBe(200)
    for (const caller of ['expired token', 'foreign-key token'] as const) {
      const res = await api.get('/api/protected/me', tokens[caller])
      expect(res.status, caller).toBe(401)
      expect(res.body.code).toBe('UNAUTHORIZED')
    }
  })

  test('every route of the table is still registered', () => {
    const registered = new Set(ROUTES.map((r) => r.key))
    const stale = Object.keys(AUTHORIZATION_TABLE).filter((key) => !registered.has(key))
    expect(stale, `table entries without a route (remove them): ${stale.join(', ')}`).toEqual([])
  })

  test('every route is declared through access.* with the access the table expects', () => {
    const ROLES: Record<Access, { roles: string[]; branch: boolean }> = {
      public: { roles: [], branch: false },
      signedIn: { roles: ['user', 'admin'], branch: false },
      admin: { roles: ['admin'], branch: false },
      branch: { roles: ['user', 'admin'], branch: true },
    }
    const declared = new Map<string, { roles: string[]; branch: boolean }>()
    for (const entry of accessTable()) {
      for (const method of entry.method.split(',')) {
        declared.set(`${method} ${entry.path}`, { roles: entry.roles, branch: entry.branch })
      }
    }
    const problems: string[] = []
    for (const { key } of ROUTES) {
      const rc = caseOf(key)
      const got = declared.get(key)
      if (!got) problems.push(`${key}: registered without access.* (app/core/route_access.ts)`)
      else if (rc && JSON.stringify(got) !== JSON.stringify(ROLES[rc.access]))
        problems.push(`${key}: access.* says ${JSON.stringify(got)}, the table says ${rc.access}`)
    }
    expect(problems).toEqual([])
  })
})

describe('authorization matrix', () => {
  for (const route of ROUTES) {
    test(route.key, async () => {
      const rc = caseOf(route.key)
      if (!rc) {
        throw new Error(
          `${route.key} is registered but missing from tests/api/authorization_table.ts; ` +
            `add it as 'public' | 'signedIn' | 'admin' | 'branch'`
        )
      }
      if (rc.access === 'branch' && !route.pattern.includes(':pharmacyCode') && !rc.via) {
        throw new Error(
          `${route.key} is a branch route without :pharmacyCode in its path; ` +
            `say in the table where it names the branch (via: 'query' | 'body')`
        )
      }
      const { path, body } = requestOf(route, rc)
      const failures: string[] = []
      for (const caller of CALLERS) {
        const res = rc.stream
          ? await streamCall(path, tokens[caller])
          : await api.call(route.method, path, { token: tokens[caller], body })
        calls++
        const exp = expectation(rc.access, caller)
        const seen = `${caller}: ${route.method} ${path} → ${res.status} ${JSON.stringify(res.body)?.slice(0, 200)}`
        if (res.status >= 500) {
          failures.push(`${seen} (a 5xx is never acceptable)`)
        } else if (exp.kind === 'allowed' && (res.status === 401 || res.status === 403)) {
          failures.push(`${seen} (expected allowed)`)
        } else if (
          exp.kind === 'allowed' &&
          rc.stream &&
          (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream'))
        ) {
          failures.push(`${seen} (expected an event stream: 200 text/event-stream)`)
        } else if (exp.kind === 'denied') {
          const ok =
            res.status === exp.status &&
            res.body?.code === exp.code &&
            typeof res.body?.message === 'string' &&
            (exp.message === undefined || res.body.message === exp.message)
          if (!ok) {
            failures.push(
              `${seen} (expected ${exp.status} ${exp.code}${exp.message ? ` '${exp.message}'` : ''})`
            )
          }
        }
      }
      testedRoutes.add(route.key)
      if (rc.endsSessions) await signInCallers()
      expect(failures, failures.join('\n')).toEqual([])
    })
  }

  test('the matrix called every route as every caller', () => {
    expect(testedRoutes.size).toBe(ROUTES.length)
    expect(calls).toBeGreaterThanOrEqual(CALLERS.length * ROUTES.length)
  })
})

/*
| The matrix above names branch A with ids that do not exist. These name records that do
| exist, but belong to branch B, through branch A's path (or by id): an allowed caller of
| branch A, and the admin acting for A, must not reach them, and the record stays unchanged.
*/
describe("records of branch B are out of branch A's reach", () => {
  test('a watchlist of B cannot be read, changed or deleted through A', async () => {
    const own = `/api/watchlists/${FIRMA}/${B}`
    const created = await api.post(own, { name: 'Watchlist B' }, tokens['user of branch B'])
    expect(created.status).toBe(201)
    const id = String(created.body.id)
    const foreign = `/api/watchlists/${FIRMA}/${A}/${id}`
    const attempts: [string, string, unknown?][] = [
      ['PUT', foreign, { name: 'Ukradeno' }],
      ['GET', `${foreign}/resolve`],
      ['GET', `${foreign}/export`],
      ['POST', `${foreign}/items`, { sukl: '0000001' }],
      ['PATCH', `${foreign}/items/0000001`, { bezDoplatku: true }],
      ['DELETE', `${foreign}/items/0000001`],
      ['DELETE', foreign],
    ]
    for (const caller of ['user of branch A', 'admin'] as const) {
      for (const [method, path, body] of attempts) {
        const res = await api.call(method, path, { token: tokens[caller], body })
        extraCalls++
        expect(res.status, `${caller}: ${method} ${path}`).toBe(404)
        /* 404, whichever check comes first (the watchlist, or no price list to resolve against). */
        expect(JSON.stringify(res.body)).not.toContain('Watchlist B')
      }
      const listA = await api.get(`/api/watchlists/${FIRMA}/${A}`, tokens[caller])
      expect(listA.body.map((w: { id: string }) => String(w.id))).not.toContain(id)
    }
    const listB = await api.get(own, tokens['user of branch B'])
    expect(listB.status).toBe(200)
    expect(listB.body).toEqual([expect.objectContaining({ name: 'Watchlist B' })])
    expect(listB.body[0].items ?? []).toEqual([])
  })

  test("a branch named twice must be the caller's own in every place", async () => {
    const token = tokens['user of branch B']
    /* B's own code in the query, A's in the body: the body's naming still counts. */
    const mixed = await api.call('POST', `/api/pool/reopen?firma=${FIRMA}&pharmacyCode=${B}`, {
      token,
      body: { firma: FIRMA, pharmacyCode: A, id: '999999' },
    })
    expect(mixed.status).toBe(403)
    expect(mixed.body.code).toBe('FOREIGN_BRANCH')
    /* A's code in the path, B's own in the query. */
    const pathFirst = await api.get(`/api/pool/${FIRMA}/${A}?pharmacyCode=${B}`, token)
    expect(pathFirst.status).toBe(403)
    const own = await api.get(`/api/pool/${FIRMA}/${B}?pharmacyCode=${B}`, token)
    expect(own.status).toBe(200)
    extraCalls += 3
  })

  test("a task of B is 404 for A's user and the user without a branch, and stays open", async () => {
    const created = await api.post(
      '/api/tasks',
      { title: 'Úkol pro B', pharmacyCodes: [B] },
      tokens['admin']
    )
    expect(created.status).toBe(201)
    const id = String(created.body.id)
    for (const caller of ['user of branch A', 'user without branch'] as const) {
      const token = tokens[caller]
      const show = await api.get(`/api/tasks/${id}`, token)
      expect(show.status, `${caller}: GET /api/tasks/${id}`).toBe(404)
      expect(show.body.message).toBe('Úkol nenalezen.')
      const done = await api.call('PUT', `/api/tasks/${id}/complete`, {
        token,
        body: { done: true },
      })
      expect(done.status, `${caller}: PUT /api/tasks/${id}/complete`).toBe(404)
      expect((await api.get('/api/tasks/my', token)).body).toEqual([])
      extraCalls += 3
    }
    const { default: User } = await import('#users/models/user')
    const userB = await User.findByOrFail('email', `p${B}@lemon.cz`)
    const othersList = await api.get(
      `/api/tasks?assignedTo=${userB.id}`,
      tokens['user of branch A']
    )
    expect(othersList.status).toBe(403)
    const mine = await api.get('/api/tasks/my', tokens['user of branch B'])
    expect(mine.body).toEqual([expect.objectContaining({ id, done: false })])
  })
})

/*
| Issue #27, finding 7: a branch code longer than any column that holds one (20 characters),
| named in the path, the query or the body, is a foreign branch for a user (403, one audit
| row with the code cut to fit and the whole of it in `after`) and no branch for an admin
| (404); never a 500 because the audit row or the route's own insert could not hold it.
*/
describe('a branch code longer than any branch has', () => {
  const LONG = 'A'.repeat(25)
  const LONG_FIRMA = 'F'.repeat(40)
  const cases: [string, string, unknown?][] = [
    ['GET', `/api/pool/${FIRMA}/${LONG}?format=xlsx`],
    ['GET', `/api/pool/${LONG_FIRMA}/${A}`],
    ['GET', `/api/pharmacy/inventory?firma=${FIRMA}&pharmacyCode=${LONG}`],
    ['GET', `/api/ledger?firma=${LONG_FIRMA}&pharmacyCode=${A}`],
    ['POST', '/api/pool/reopen', { firma: FIRMA, pharmacyCode: LONG, id: '1' }],
    ['POST', `/api/upload/${FIRMA}/${LONG}`, {}],
    ['POST', `/api/watchlists/${FIRMA}/${LONG}`, { name: 'Dlouhý kód' }],
  ]

  test('is a foreign branch for a user: 403 and an audit row that fits', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    for (const [method, path, body] of cases) {
      const before = Number(
        (await db.from('audit_log').where('action', 'access.foreign_branch').count('* as n'))[0].n
      )
      const res = await api.call(method, path, { token: tokens['user of branch A'], body })
      extraCalls++
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(403)
      expect(res.body.code).toBe('FOREIGN_BRANCH')
      const rows = await db
        .from('audit_log')
        .where('action', 'access.foreign_branch')
        .orderBy('id', 'desc')
      expect(rows.length, `${method} ${path}`).toBe(before + 1)
      const [row] = rows
      expect(row.actor_email).toBe(`p${A}@lemon.cz`)
      expect(row.pharmacy_code.length).toBeLessThanOrEqual(20)
      expect(row.firma.length).toBeLessThanOrEqual(20)
      expect(JSON.stringify(row.after.named)).toMatch(new RegExp(`${LONG}|${LONG_FIRMA}`))
    }
  })

  test('is no branch for an admin: 404, nothing stored', async () => {
    for (const [method, path, body] of cases) {
      const res = await api.call(method, path, { token: tokens['admin'], body })
      extraCalls++
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(404)
      expect(res.body.message).toBe('Pobočka nenalezena.')
    }
    const { default: db } = await import('@adonisjs/lucid/services/db')
    expect(await db.from('export_batches').where('pharmacy_code', 'like', 'AAAA%')).toEqual([])
  })
})
