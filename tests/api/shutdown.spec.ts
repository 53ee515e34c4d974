import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { signInStaff } from '../helpers/users.js'
import { sampleExport, uploadAndProcess } from '../helpers/exports.js'
import { startTestWorker } from '../helpers/worker.js'
import { sparePort, startServerProcess, type AppProcess } from '../helpers/app_process.js'
import { openEventStream } from '../helpers/sse.js'

/*
| Issue #29: a web process leaving the fleet on SIGTERM. It is not ready at once (the
| balancer's /_ready check), serves on through SHUTDOWN_GRACE_MS, ends its event streams
| with a short reconnect hint, cuts what still runs after SHUTDOWN_TIMEOUT_MS, closes every
| connection it opened and exits by itself with 0, whatever it served before: a process that
| had waited for a PDF used to stay alive for ever on one Redis connection left open.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let user: string
const stops: (() => Promise<void>)[] = []
const processes: AppProcess[] = []
const dir = mkdtempSync(join(tmpdir(), 'shutdown-'))
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const exited = (server: AppProcess) =>
  server.child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => server.child.once('exit', () => resolve()))

async function overstockPdf(baseUrl: string, signal?: AbortSignal) {
  return fetch(`${baseUrl}/api/overstock/generate`, {
    method: 'POST',
    headers: { 'authorization': `Bearer ${user}`, 'content-type': 'application/json' },
    body: '{}',
    signal,
  })
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  user = (await signInStaff(api, ['1'])).branches[0]
  stops.push(await startTestWorker('imports'))
  stops.push(await startTestWorker('pdf'))
  await uploadAndProcess(ctx, api, { code: '1', token: user }, sampleExport(), dir)
}, 120_000)

afterAll(async () => {
  for (const server of processes) await server.stop()
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  await ctx?.close()
})

describe('SIGTERM to a web process', () => {
  test('after a PDF: not ready at once, serving through the grace, streams told to reconnect, exit 0', async () => {
    const server = await startServerProcess(
      { SHUTDOWN_GRACE_MS: '1500', SHUTDOWN_TIMEOUT_MS: '3000' },
      sparePort(30)
    )
    processes.push(server)
    const pdf = await overstockPdf(server.baseUrl)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    /* A branch user is told no host name (issue #35); admins and logs are. */
    expect(pdf.headers.get('x-served-by')).toBeNull()
    const stream = await openEventStream(server.baseUrl, user)
    await stream.waitFor((e) => e.event === 'ready')
    expect((await fetch(`${server.baseUrl}/_ready`)).status).toBe(200)

    const started = Date.now()
    server.child.kill('SIGTERM')
    await sleep(200)
    const ready = await fetch(`${server.baseUrl}/_ready`)
    expect(ready.status).toBe(503)
    expect(await ready.text()).toBe('not ready: draining')
    /* The balancer has not noticed yet: requests still get their answer, and are told to go. */
    const during = await apiClient(server.baseUrl).get('/api/protected/me', user)
    expect(during.status).toBe(200)
    expect(during.headers.get('connection')).toBe('close')

    await stream.ended
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
    expect(stream.retry).toBeGreaterThanOrEqual(1000)
    expect(stream.retry).toBeLessThan(2000)

    await exited(server)
    expect(server.child.exitCode).toBe(0)
    expect(Date.now() - started).toBeLessThan(1500 + 3000 + 1000)
    const lines = server.lines().map((l) => l.msg)
    expect(lines).toContain('shutdown: done')
  }, 60_000)

  test('a request still running at the limit is cut, and the process exits all the same', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.from('generated_pdfs').delete()
    /* No pdf worker now: the PDF request waits for PDF_WAIT_MS, far beyond the limit. */
    const pdfWorker = stops.pop()!
    await pdfWorker()
    const server = await startServerProcess(
      { SHUTDOWN_GRACE_MS: '0', SHUTDOWN_TIMEOUT_MS: '1500', PDF_WAIT_MS: '30000' },
      sparePort(31)
    )
    processes.push(server)
    const waiting = overstockPdf(server.baseUrl).then(
      (res) => res.status,
      () => 'cut'
    )
    await sleep(500)
    const started = Date.now()
    server.child.kill('SIGTERM')
    await exited(server)
    const took = Date.now() - started
    expect(server.child.exitCode).toBe(0)
    expect(took).toBeGreaterThanOrEqual(1400)
    expect(took).toBeLessThan(1500 + 2500)
    expect(await waiting).toBe('cut')
    expect(server.lines().map((l) => l.msg)).toContain(
      'shutdown: requests still open after the limit; their connections are closed'
    )
    stops.push(await startTestWorker('pdf'))
  }, 60_000)
})
