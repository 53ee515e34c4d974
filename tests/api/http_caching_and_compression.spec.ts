import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { ensureSpaBuilt } from '../helpers/browser.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, transferMix } from '../helpers/list_data.js'
import { createBranch, signInStaff } from '../helpers/users.js'

/*
| What a browser gets on its first visit over a slow line: a production build whatever
| NODE_ENV the build ran with, hashed assets cached for a year and compressed at build
| time (brotli or gzip, by Accept-Encoding), index.html revalidated every time, and API
| JSON over 1 KB compressed on the fly.
*/

const ROOT = new URL('../../', import.meta.url).pathname

let ctx: TestApp
let token: string

type RawResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/**
 * A GET without the automatic decompression of fetch, so the bytes on the wire are seen; the
 * path is sent as written (a URL would resolve `%2e%2e` before it left).
 */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(ctx.baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

function decode(res: RawResponse) {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(res.body)
  if (encoding === 'gzip') return gunzipSync(res.body)
  return res.body
}

beforeAll(async () => {
  ensureSpaBuilt()
  ctx = await bootApp()
  const api = apiClient(ctx.baseUrl)
  ;({
    branches: [token],
  } = await signInStaff(api, ['1']))
  /* A firma of 31 branches: its branch list is a few kilobytes of JSON. */
  for (let code = 2; code <= 31; code++) await createBranch(String(code))
  /* A page of the branch pool and of a transfer list: JSON that PostgreSQL builds as text. */
  await seedPoolItems([
    ...transferMix(60, '1', '', 'aktivní').map((item) => ({ ...item, target: null })),
    ...transferMix(60, '2', '1', 'rezervováno'),
  ])
})

afterAll(async () => {
  await ctx?.close()
})

describe('the built SPA', () => {
  test('index.html is revalidated on every visit, at / and at any screen address', async () => {
    for (const path of ['/', '/login', '/transfers/incoming']) {
      const res = await rawGet(path)
      expect(res.status, path).toBe(200)
      expect(res.headers['cache-control'], path).toBe('no-cache')
      expect(res.body.toString()).toContain('<div id="root">')
    }
  })

  test('a hashed asset comes as brotli, gzip or plain by Accept-Encoding, cached for a year', async () => {
    const html = (await rawGet('/')).body.toString()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]
    const plain = readFileSync(join(ROOT, 'public', script))
    expect(plain.length).toBeGreaterThan(1024)

    const cases: [string | undefined, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      [undefined, undefined],
    ]
    for (const [accept, encoding] of cases) {
      const res = await rawGet(script, accept ? { 'accept-encoding': accept } : {})
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(encoding)
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(res.headers['vary']).toBe('Accept-Encoding')
      expect(res.headers['content-type']).toMatch(/javascript/)
      if (encoding) expect(res.body.length).toBeLessThan(plain.length / 2)
      expect(decode(res).equals(plain)).toBe(true)
    }
  })

  test('the stylesheet is precompressed too', async () => {
    const html = (await rawGet('/')).body.toString()
    const sheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)![1]
    const res = await rawGet(sheet, { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/text\/css/)
    expect(decode(res).equals(readFileSync(join(ROOT, 'public', sheet)))).toBe(true)
  })

  test('a path that leaves the assets folder is refused, however it is spelled (issue #35)', async () => {
    for (const path of [
      '/assets/%2e%2e/index.html',
      '/assets/%2E%2E/index.html',
      '/assets/..%2findex.html',
      '/assets/%2e%2e%2fassets%2f..%2findex.html',
      '/assets/sub/index.html',
      '/assets/%5c..%5cindex.html',
    ]) {
      for (const encoding of ['br', 'identity']) {
        const res = await rawGet(path, { 'accept-encoding': encoding })
        expect(res.status, `${path} ${encoding}`).toBe(404)
        expect(String(res.headers['cache-control'] ?? ''), path).not.toMatch(/immutable/)
      }
    }
  })

  test('a missing asset is a 404, not a compressed guess', async () => {
    const res = await rawGet('/assets/nothing-here.js', { 'accept-encoding': 'br' })
    expect(res.status).toBe(404)
    expect(res.headers['content-encoding']).toBeUndefined()
  })
})

describe('API answers', () => {
  const auth = () => ({ authorization: `Bearer ${token}` })

  test('JSON over 1 KB is compressed for a client that takes it, and says it varies', async () => {
    const plain = await rawGet('/api/branches', auth())
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/)
    expect(plain.body.length).toBeGreaterThan(1024)
    const branches = JSON.parse(plain.body.toString())
    expect(branches).toHaveLength(31)

    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await rawGet('/api/branches', { ...auth(), 'accept-encoding': accept })
      expect(res.status).toBe(200)
      expect(res.headers['content-encoding'], accept).toBe(encoding)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.body.length).toBeLessThan(plain.body.length / 3)
      expect(JSON.parse(decode(res).toString())).toEqual(branches)
    }
  })

  test('a list page that PostgreSQL wrote as JSON text is compressed the same way', async () => {
    for (const path of [
      '/api/pool/LEMON/1?page=1&limit=50',
      '/api/transfers/incoming/LEMON/1?page=1&limit=50',
    ]) {
      const plain = await rawGet(path, auth())
      expect(plain.status, path).toBe(200)
      expect(plain.headers['content-encoding'], path).toBeUndefined()
      expect(plain.headers['vary'], path).toMatch(/Accept-Encoding/)
      expect(plain.headers['x-total-count'], path).toBe('60')
      const rows = JSON.parse(plain.body.toString())
      expect(rows, path).toHaveLength(50)

      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ]) {
        const res = await rawGet(path, { ...auth(), 'accept-encoding': accept! })
        expect(res.status, `${path} ${accept}`).toBe(200)
        expect(res.headers['content-encoding'], `${path} ${accept}`).toBe(encoding)
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
        expect(res.headers['x-total-count']).toBe('60')
        if (encoding) expect(res.body.length).toBeLessThan(plain.body.length / 4)
        /* Byte for byte the same JSON once decoded. */
        expect(decode(res).toString(), `${path} ${accept}`).toBe(plain.body.toString())
      }
    }
  })

  test('the notifications stream is not compressed', async () => {
    const res = await fetch(`${ctx.baseUrl}/api/notifications/stream`, {
      headers: { ...auth(), 'accept-encoding': 'br, gzip' },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('content-encoding')).toBeNull()
    await res.body?.cancel()
  })

  test('a small answer, an error and fetch in the browser stay as they were', async () => {
    const small = await rawGet('/api/health', { 'accept-encoding': 'br, gzip' })
    expect(small.status).toBe(200)
    expect(small.body.length).toBeLessThan(1024)
    expect(small.headers['content-encoding']).toBeUndefined()

    const denied = await rawGet('/api/branches', { 'accept-encoding': 'br' })
    expect(denied.status).toBe(401)
    expect(JSON.parse(decode(denied).toString())).toHaveProperty('message')

    /* fetch decompresses by itself, as the SPA's calls do in the browser. */
    const res = await fetch(`${ctx.baseUrl}/api/branches`, { headers: auth() })
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
    expect(await res.json()).toHaveLength(31)
  })
})

describe('the web build', () => {
  test('is a production build with precompressed files even when NODE_ENV says development', () => {
    const out = join(ROOT, 'tmp', 'first-load-build')
    rmSync(out, { recursive: true, force: true })
    const build = spawnSync(
      join(ROOT, 'node_modules/.bin/vite'),
      [
        'build',
        '--config',
        'web/vite.config.ts',
        '--outDir',
        out,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: 'development' }, encoding: 'utf8' }
    )
    expect(build.status, build.stderr).toBe(0)
    const assets = readdirSync(join(out, 'assets'))
    const scripts = assets.filter((name) => name.endsWith('.js'))
    const source = scripts.map((name) => readFileSync(join(out, 'assets', name), 'utf8')).join('')
    /* React's production build replaces its error texts with numbered codes. */
    expect(source).toContain('Minified React error')
    for (const name of scripts) {
      if (readFileSync(join(out, 'assets', name)).length < 1024) continue
      expect(assets, name).toContain(`${name}.br`)
      expect(assets, name).toContain(`${name}.gz`)
    }
    rmSync(out, { recursive: true, force: true })
  })

  test('a rebuild moves in under a running server: / answers 200 all along, the old files go', async () => {
    ensureSpaBuilt()
    const stale = join(ROOT, 'public/assets/Stara-Verze0.js')
    writeFileSync(stale, 'console.log("stará verze")')
    /* npm start's and the benches' build (bin/server_process.js), in a process of its own so
       this one goes on serving and watching. */
    const build = spawn(
      process.execPath,
      ['-e', 'import("./bin/server_process.js").then((m) => m.buildWeb(process.cwd()))'],
      { cwd: ROOT, stdio: 'ignore' }
    )
    const ended = new Promise<number | null>((resolve) => build.on('exit', resolve))
    let running = true
    void ended.then(() => (running = false))
    const answers: Record<string, number> = {}
    let missing = 0
    let unanswered = 0
    while (running) {
      if (!existsSync(join(ROOT, 'public/index.html'))) missing++
      /* A connection of its own each time, every 50 ms. A connection reset under the full
         run's load (seen twice, on kept-alive and on fresh connections alike) is no answer
         about the build: counted apart; every answer that came must be the screen. */
      const res = await rawGet('/transfers/incoming', { connection: 'close' }).catch(() => null)
      if (res) answers[res.status] = (answers[res.status] ?? 0) + 1
      else unanswered++
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(await ended).toBe(0)
    expect(missing).toBe(0)
    expect(Object.keys(answers), `${unanswered} unanswered`).toEqual(['200'])
    expect(answers['200']).toBeGreaterThan(unanswered)
    expect(existsSync(stale)).toBe(false)
    const index = readFileSync(join(ROOT, 'public/index.html'), 'utf8')
    for (const [, asset] of index.matchAll(/\/assets\/([^"]+)/g)) {
      expect(existsSync(join(ROOT, 'public/assets', asset)), asset).toBe(true)
    }
    expect(readdirSync(join(ROOT, 'tmp')).filter((name) => name.startsWith('web-build-'))).toEqual(
      []
    )
  }, 120_000)
})
