import { spawn } from 'node:child_process'
import * as XLSX from 'xlsx'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt } from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'
import { followUpload } from '../helpers/sheet_uploads.js'

/*
| Security headers on every response (SPA files, the SPA fallback, API answers, API
| errors, PDFs), CORS closed unless CORS_ORIGINS names an origin, and the production
| rule for APP_KEY (the JWT key is derived from it): set and at least 32 bytes.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let p1: string
let stopPdf: () => Promise<void>
let stopImports: () => Promise<void>

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'object-src blob:',
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

function directives(csp: string | null) {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values] as const)
  )
}

function expectCommonHeaders(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff')
  expect(headers.get('referrer-policy')).toBe('no-referrer')
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
}

function expectAppHeaders(headers: Headers) {
  expectCommonHeaders(headers)
  expect(headers.get('content-security-policy')).toBe(CSP)
  expect(headers.get('x-frame-options')).toBe('DENY')
  const csp = directives(headers.get('content-security-policy'))
  /* No inline or eval'd script may run anywhere. */
  for (const name of ['script-src', 'default-src']) {
    expect(csp.get(name)).toEqual(["'self'"])
  }
  expect(csp.get('frame-ancestors')).toEqual(["'none'"])
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  stopPdf = await startTestWorker('pdf')
  stopImports = await startTestWorker('imports')
  ;({
    branches: [p1],
  } = await signInStaff(api, ['1']))
})

afterAll(async () => {
  await stopPdf?.()
  await stopImports?.()
  await ctx?.close()
})

describe('security headers', () => {
  test('the SPA page, its fallback routes and its assets carry the CSP and the other headers', async () => {
    for (const path of ['/', '/login', '/pool', '/transfers/incoming']) {
      const res = await fetch(`${ctx.baseUrl}${path}`)
      expect(res.status, path).toBe(200)
      expectAppHeaders(res.headers)
      const html = await res.text()
      /* The CSP forbids inline scripts, so the built page must have none. */
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      expect(scripts.length).toBeGreaterThan(0)
      for (const [, attrs, body] of scripts) {
        expect(attrs).toMatch(/\bsrc="\/assets\/[^"]+\.js"/)
        expect(body.trim()).toBe('')
      }
      expect(html).not.toMatch(/\son[a-z]+\s*=/i)
    }
    const html = await (await fetch(`${ctx.baseUrl}/`)).text()
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]
    const js = await fetch(`${ctx.baseUrl}${asset}`)
    expect(js.status).toBe(200)
    expect(js.headers.get('content-type')).toMatch(/javascript/)
    expectAppHeaders(js.headers)
  })

  test('API answers and API errors carry them too', async () => {
    const ok = await api.get('/api/health')
    expect(ok.status).toBe(200)
    expectAppHeaders(ok.headers)

    const unauthorized = await api.get('/api/protected/me')
    expect(unauthorized.status).toBe(401)
    expectAppHeaders(unauthorized.headers)

    const missing = await api.get('/api/no-such-endpoint', p1)
    expect(missing.status).toBe(404)
    expectAppHeaders(missing.headers)

    const malformed = await api.call('POST', '/api/auth/login', { raw: '{"email":' })
    expect(malformed.status).toBe(400)
    expectAppHeaders(malformed.headers)
  })

  test('a PDF may be framed by the app itself, by no other site', async () => {
    const rows = [
      ['Datum', 'Číslo poukazu', 'Částka', 'Pojišťovna', 'Lékař', 'Stav'],
      ['2.3.2025', 'P-001', 100, 111, 'MUDr. Novák', 'Proplaceno'],
    ]
    const book = XLSX.utils.book_new()
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Poukazky')
    const form = new FormData()
    form.append(
      'poukazky',
      new Blob([XLSX.write(book, { type: 'buffer', bookType: 'xlsx' })]),
      'p.xlsx'
    )
    const path = '/api/poukazky-upload/LEMON/1/poukazky'
    const upload = await fetch(`${ctx.baseUrl}${path}`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${p1}` },
    })
    expect(upload.status).toBe(202)
    const { uploadId } = (await upload.json()) as { uploadId: string }
    expect(await followUpload(ctx.baseUrl, path, p1, uploadId)).toMatchObject({ status: 'done' })

    const res = await fetch(`${ctx.baseUrl}/api/poukazky-report/LEMON/1/report`, {
      headers: { authorization: `Bearer ${p1}` },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expectCommonHeaders(res.headers)
    const csp = directives(res.headers.get('content-security-policy'))
    expect(csp.get('frame-ancestors')).toEqual(["'self'"])
    expect(csp.get('script-src')).toEqual(["'self'"])
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })
})

describe('CORS is closed by default', () => {
  const EVIL = 'https://evil.example'

  test('a preflight from another origin gets no Access-Control-Allow-Origin', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        'origin': EVIL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    })
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-methods')).toBeNull()
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('a GET or POST from another origin is answered without CORS headers', async () => {
    const get = await fetch(`${ctx.baseUrl}/api/protected/me`, {
      headers: { origin: EVIL, authorization: `Bearer ${p1}` },
    })
    expect(get.status).toBe(200)
    expect(get.headers.get('access-control-allow-origin')).toBeNull()

    const post = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'origin': EVIL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'p1@lemon.cz', password: 'heslo1234' }),
    })
    expect(post.status).toBe(200)
    expect(post.headers.get('access-control-allow-origin')).toBeNull()
  })

  test('the SPA itself (same origin) keeps working with an Origin header', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'origin': ctx.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'p1@lemon.cz', password: 'heslo1234' }),
    })
    expect(res.status).toBe(200)
  })
})

/*
| A real server process (bin/server.ts) in production mode: APP_KEY rules and an
| allowed CORS origin.
*/
type Run = { code: number | null; stdout: string; stderr: string }

const SERVER_PORT = String(Number(process.env.PORT ?? 3399) + 1100)

function serverEnv(extra: Record<string, string | undefined>) {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    /* Production names its Redis (issue #29); the tests below leave out one thing at a time. */
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    HOST: '127.0.0.1',
    PORT: SERVER_PORT,
    LOG_LEVEL: 'warn',
    ...extra,
  }
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]
  return env as NodeJS.ProcessEnv
}

function startServer(extra: Record<string, string | undefined>) {
  const child = spawn(
    'node',
    ['--import=ts-node-maintained/register/esm', '--no-warnings', 'bin/server.ts'],
    { env: serverEnv(extra), stdio: ['ignore', 'pipe', 'pipe'] }
  )
  const out = { stdout: '', stderr: '' }
  child.stdout.on('data', (d) => (out.stdout += d))
  child.stderr.on('data', (d) => (out.stderr += d))
  const exited = new Promise<Run>((resolve) =>
    child.on('exit', (code) => resolve({ code, ...out }))
  )
  return { child, exited }
}

/** Waits until the spawned server answers /_ping, or throws with what it printed. */
async function waitForServer(exited: Promise<Run>, timeoutMs = 60_000) {
  let done: Run | undefined
  void exited.then((run) => (done = run))
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (done) throw new Error(`server exited ${done.code}: ${done.stderr}${done.stdout}`)
    try {
      const res = await fetch(`http://127.0.0.1:${SERVER_PORT}/_ping`)
      if (res.status === 200) return
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not start')
}

describe('production configuration', () => {
  test('without APP_KEY the process exits 1 with one Czech line', async () => {
    const { exited } = startServer({ APP_KEY: undefined })
    const run = await exited
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe(
      'Chybná konfigurace prostředí: chybí proměnná APP_KEY (alespoň 32 bajtů)'
    )
  }, 60_000)

  test('an APP_KEY shorter than 32 bytes exits 1 with one Czech line', async () => {
    const { exited } = startServer({ APP_KEY: 'a'.repeat(31) })
    const run = await exited
    expect(run.code).toBe(1)
    expect(run.stderr.trim()).toBe(
      'Chybná konfigurace prostředí: APP_KEY musí mít v produkci alespoň 32 bajtů'
    )
  }, 60_000)

  test('`npm start` in production does not invent an APP_KEY either', async () => {
    const child = spawn('node', ['bin/start.js'], {
      env: serverEnv({ APP_KEY: undefined }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (d) => (stderr += d))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(stderr.trim()).toBe(
      'Chybná konfigurace prostředí: chybí proměnná APP_KEY (alespoň 32 bajtů)'
    )
  }, 60_000)

  test('a 32-byte APP_KEY starts; CORS_ORIGINS opens the API to exactly those origins', async () => {
    const { child, exited } = startServer({
      APP_KEY: 'k'.repeat(32),
      CORS_ORIGINS: 'https://good.example, https://other.example',
    })
    try {
      await waitForServer(exited)
      const base = `http://127.0.0.1:${SERVER_PORT}`
      const preflight = (origin: string) =>
        fetch(`${base}/api/auth/login`, {
          method: 'OPTIONS',
          headers: {
            'origin': origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        })
      const good = await preflight('https://good.example')
      expect(good.status).toBe(204)
      expect(good.headers.get('access-control-allow-origin')).toBe('https://good.example')
      expect(good.headers.get('access-control-allow-methods')).toContain('POST')
      const other = await preflight('https://other.example')
      expect(other.headers.get('access-control-allow-origin')).toBe('https://other.example')
      const evil = await preflight('https://evil.example')
      expect(evil.headers.get('access-control-allow-origin')).toBeNull()

      const health = await fetch(`${base}/api/health`, {
        headers: { origin: 'https://good.example' },
      })
      expect(health.status).toBe(200)
      expect(health.headers.get('access-control-allow-origin')).toBe('https://good.example')
      expect(health.headers.get('access-control-allow-credentials')).toBeNull()
      expectAppHeaders(health.headers)
    } finally {
      child.kill('SIGTERM')
      await exited
    }
  }, 90_000)
})
