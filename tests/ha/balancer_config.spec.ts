import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { request } from 'node:https'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { balancerCertificate, haproxyConfig } from '../fleet/services.js'

/*
| Issue #34, the deployment's edges: the balancer's documented config (deploy/haproxy.cfg),
| run as written in front of two stand-in web hosts on this machine. Plain HTTP only
| redirects to HTTPS, HTTPS answers carry HSTS, and a request whose host died before
| answering is retried on the other host only when it cannot have changed anything: a GET
| is, a POST (an upload, a confirm) is not replayed.
*/

const dir = mkdtempSync(join(tmpdir(), 'balancer-'))
const HTTP_PORT = 18_480
const HTTPS_PORT = 18_443
let haproxy: ChildProcess
let ca: Buffer
const seen: { host: string; method: string; url: string }[] = []
const hosts: Server[] = []
/* Whether the stand-in hosts reach their database (what /_ready reports). */
let ready = true

/** A stand-in web host: ready, and a request to /die is cut without an answer. */
function webHost(name: string) {
  const server = createServer((req, res) => {
    if (req.url === '/_ready') {
      res.statusCode = ready ? 200 : 503
      return res.end(ready ? 'ready' : 'not ready: database')
    }
    seen.push({ host: name, method: req.method!, url: req.url! })
    if (req.url === '/die' && name === 'web1') return req.socket.destroy()
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ host: name }))
  })
  hosts.push(server)
  return new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
  )
}

/* `balance first`: every request goes to web1 while it is up, so a retry shows on web2. */
const render = (ports: number[], certificate: string) =>
  haproxyConfig({
    bind: (port) => `127.0.0.1:${port === 80 ? HTTP_PORT : HTTPS_PORT}`,
    webs: ports.map((port, i) => ({ name: `web${i + 1}`, address: `127.0.0.1:${port}` })),
    certificate,
  }).replace(/^ {2}(balance) roundrobin$/m, '  $1 first')

beforeAll(async () => {
  const pem = balancerCertificate({ ip: '127.0.0.1' }, dir)
  ca = readFileSync(join(dir, 'cert.pem'))
  const ports = [await webHost('web1'), await webHost('web2')]
  const config = join(dir, 'haproxy.cfg')
  writeFileSync(config, render(ports, pem))
  execFileSync('haproxy', ['-c', '-q', '-f', config], { stdio: 'pipe' })
  haproxy = spawn('haproxy', ['-db', '-f', config], { stdio: 'ignore' })
  const deadline = Date.now() + 15_000
  for (;;) {
    const ok = await https('/api/x')
      .then((r) => r.status === 200)
      .catch(() => false)
    if (ok) break
    if (Date.now() > deadline) throw new Error('HAProxy did not serve')
    await new Promise((r) => setTimeout(r, 200))
  }
})

afterAll(async () => {
  haproxy?.kill('SIGKILL')
  for (const server of hosts) server.close()
  rmSync(dir, { recursive: true, force: true })
})

/** One request over TLS to the balancer, trusting the test's own certificate. */
function https(path: string, init: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: HTTPS_PORT,
          path,
          method: init.method ?? 'GET',
          ca,
          agent: false,
        },
        (res) => {
          let body = ''
          res.setEncoding('utf8').on('data', (chunk) => (body += chunk))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
        }
      )
      req.on('error', reject)
      req.end(init.body)
    }
  )
}

describe('the balancer as deploy/haproxy.cfg configures it (issue #34)', () => {
  test('plain HTTP only redirects to HTTPS; HTTPS answers say to stay on HTTPS', async () => {
    const plain = await fetch(`http://127.0.0.1:${HTTP_PORT}/api/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'authorization': 'Bearer secret', 'content-type': 'application/json' },
      body: '{}',
    })
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toBe(`https://127.0.0.1:${HTTP_PORT}/api/auth/login`)
    expect(seen.filter((s) => s.url === '/api/auth/login')).toEqual([])

    const secure = await https('/api/health')
    expect(secure.status).toBe(200)
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000')
  })

  test('a GET whose host died before answering is answered by another host', async () => {
    seen.length = 0
    const res = await https('/die')
    expect(res.status).toBe(200)
    expect(JSON.parse(res.body)).toEqual({ host: 'web2' })
    expect(seen.map((s) => `${s.host} ${s.method}`)).toEqual(['web1 GET', 'web2 GET'])
  })

  test('a POST whose host died before answering is not replayed on another host', async () => {
    seen.length = 0
    const res = await https('/die', { method: 'POST', body: 'confirm' })
    expect(res.status).toBe(502)
    expect(seen.map((s) => `${s.host} ${s.method}`)).toEqual(['web1 POST'])
  })

  test('with no host ready (the database failing over), requests still reach the hosts, which answer themselves', async () => {
    ready = false
    try {
      /* Two failed checks a second apart take both hosts out of the ready set. */
      await new Promise((r) => setTimeout(r, 3000))
      seen.length = 0
      const res = await https('/api/pool')
      expect(res.status).toBe(200)
      expect(JSON.parse(res.body)).toMatchObject({ host: expect.stringMatching(/^web[12]$/) })
      expect(seen).toHaveLength(1)
    } finally {
      ready = true
    }
  })
})
