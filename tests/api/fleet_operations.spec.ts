import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { cli, cliWithEnv } from '../helpers/cli.js'
import { ensureSpaBuilt } from '../helpers/browser.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #29, what each host does on its own in a fleet: production refuses to start on
| defaults, no process starts against a schema older than its code, releases on two hosts
| run one after the other, every scheduled job can be run now (admin, audited; CLI), every
| answer names its host, /metrics is for the operator's addresses only, and another build's
| files are served through a rolling deploy.
*/

const run = promisify(execFile)
const adminUrl = new URL('/postgres', process.env.DATABASE_URL!).href
const scratch = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_fleet_ops`
const scratchUrl = new URL(`/${scratch}`, process.env.DATABASE_URL!).href

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let branch: string
const stops: (() => Promise<void>)[] = []

async function sql(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Runs a source entry point as production does, with only the environment given. */
async function runEntry(args: string[], env: Record<string, string>, timeout = 60_000) {
  try {
    const { stdout, stderr } = await run(
      'node',
      ['--import=ts-node-maintained/register/esm', '--no-warnings', ...args],
      { env: { PATH: process.env.PATH!, ...env }, timeout }
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string }
    return { code: e.code, stdout: e.stdout, stderr: e.stderr }
  }
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [branch],
  } = await signInStaff(api, ['1']))
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`)
  await sql(adminUrl, `CREATE DATABASE "${scratch}"`)
}, 60_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  await sql(adminUrl, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`)
  await ctx?.close()
})

describe('starting a host', () => {
  test('production without DATABASE_URL, REDIS_URL and APP_KEY: one Czech line, exit 1', async () => {
    for (const entry of [['bin/server.ts'], ['workers/main.ts', 'imports']]) {
      const res = await runEntry(entry, { NODE_ENV: 'production', REDIS_URL: 'redis://10.0.0.1' })
      expect(res.code).toBe(1)
      expect(res.stderr.trim()).toBe(
        'Chybná konfigurace prostředí: v produkci chybí DATABASE_URL, APP_KEY'
      )
    }
  })

  test('two releases at once on a new database: one waits for the other, both succeed', async () => {
    const env = { DATABASE_URL: scratchUrl }
    const [first, second] = await Promise.all([
      cliWithEnv(env, 'release'),
      cliWithEnv(env, 'release'),
    ])
    expect([first.code, second.code]).toEqual([0, 0])
    const outputs = [first.stdout, second.stdout]
    expect(outputs.filter((o) => o.includes('0063_create_web_assets'))).toHaveLength(1)
    expect(outputs.filter((o) => o.includes('migrace: nic nového'))).toHaveLength(1)
    const schedules = await sql(scratchUrl, 'SELECT id, queue FROM job_schedules ORDER BY id')
    expect(schedules).toContainEqual({ id: 'inbox-scan', queue: 'inbox' })
    expect(schedules).toHaveLength(11)
  }, 120_000)

  test('a web or worker process refuses a schema older than its code, naming what is missing', async () => {
    await sql(scratchUrl, `DELETE FROM adonis_schema WHERE name LIKE '%0063_create_web_assets'`)
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: scratchUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      APP_KEY: 'a-production-key-of-at-least-32-bytes!!',
      PORT: String(Number(process.env.PORT) + 60),
      HOST: '127.0.0.1',
      QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_old`,
    }
    for (const entry of [['bin/server.ts'], ['workers/main.ts', 'pdf']]) {
      const res = await runEntry(entry, env)
      expect(res.code).toBe(1)
      expect(res.stderr).toContain(
        'databáze má starší schéma než tento kód (chybí migrace 0063_create_web_assets); ' +
          'spusťte nejdřív release: node build/cli/index.js release'
      )
    }
  }, 120_000)
})

describe('scheduled jobs run now', () => {
  test('from /admin/jobs: admins only, queued on its own queue, audited; unknown job 404', async () => {
    stops.push(await startTestWorker('maintenance'))
    expect((await api.post('/api/admin/jobs/pool.match_all/run', {}, branch)).status).toBe(403)
    expect((await api.post('/api/admin/jobs/nic.takoveho/run', {}, admin)).status).toBe(404)
    const res = await api.post('/api/admin/jobs/pool.match_all/run', {}, admin)
    expect(res.status).toBe(202)
    expect(res.body).toEqual({
      queue: 'maintenance',
      job: 'pool.match_all',
      jobId: expect.stringMatching(/^manual-pool-nightly-matching-\d+$/),
    })
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { hostname } = await import('node:os')
    const deadline = Date.now() + 30_000
    let runs: any[] = []
    while (Date.now() < deadline && runs.length === 0) {
      runs = await db.from('job_runs').where('job_id', res.body.jobId).where('status', 'completed')
      await new Promise((r) => setTimeout(r, 200))
    }
    expect(runs).toEqual([expect.objectContaining({ job: 'pool.match_all', host: hostname() })])
    expect(await db.from('audit_log').where('action', 'operations.run_job')).toEqual([
      expect.objectContaining({ entity_id: `maintenance:${res.body.jobId}` }),
    ])
    const overview = await api.get('/api/admin/jobs', admin)
    const matching = overview.body.schedulers.find((s: any) => s.job === 'pool.match_all')
    expect(matching.lastRun).toMatchObject({ status: 'completed', host: hostname() })
    const maintenance = overview.body.queues.find((q: any) => q.name === 'maintenance')
    expect(maintenance.workers).toContainEqual({
      host: hostname(),
      pid: process.pid,
      upSeconds: expect.any(Number),
    })
  }, 60_000)

  test('a job already waiting or running is not queued again by another press (issue #35)', async () => {
    const { getQueue } = await import('#core/queue')
    /* No worker of the `inbox` queue runs here: the first press waits in the queue. */
    const first = await api.post('/api/admin/jobs/inbox.scan/run', {}, admin)
    expect(first.status).toBe(202)
    const again = await api.post('/api/admin/jobs/inbox.scan/run', {}, admin)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'JOB_ALREADY_RUNNING',
      message: 'Úloha už čeká ve frontě nebo právě běží. Další běh spusťte, až doběhne.',
    })
    const waiting = await getQueue('inbox').getJobs(['waiting'], 0, 100)
    expect(waiting.filter((j) => j.name === 'inbox.scan')).toHaveLength(1)
    await getQueue('inbox').remove(first.body.jobId)
    expect((await api.post('/api/admin/jobs/inbox.scan/run', {}, admin)).status).toBe(202)
    await getQueue('inbox').obliterate({ force: true })
  })

  test('`jobs:run` waits for the result; an unknown name lists the known ones', async () => {
    const ok = await cli('jobs:run', 'notifications.purge')
    expect(ok.code).toBe(0)
    expect(ok.stdout).toContain('úloha notifications.purge zařazena do fronty maintenance')
    expect(ok.stdout).toContain('hotovo: {"purged":0}')
    const unknown = await cli('jobs:run', 'nic.takoveho')
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toContain('Chyba: Neznámá plánovaná úloha nic.takoveho. Známé: ')
  }, 60_000)
})

describe('operators see the fleet', () => {
  test('an answer to a signed-in admin names the host that gave it; a stranger learns no host name (issue #35)', async () => {
    const { hostname } = await import('node:os')
    for (const path of ['/_ping', '/api/health', '/login', '/api/auth/login']) {
      const res = await fetch(`${ctx.baseUrl}${path}`)
      expect(res.headers.get('x-served-by'), path).toBeNull()
    }
    const asBranch = await fetch(`${ctx.baseUrl}/api/protected/me`, {
      headers: { authorization: `Bearer ${branch}` },
    })
    expect(asBranch.headers.get('x-served-by')).toBeNull()
    for (const path of ['/api/protected/me', '/api/admin/jobs']) {
      const res = await fetch(`${ctx.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-served-by'), path).toBe(hostname())
    }
  })

  test('/metrics: Prometheus text for this machine, nothing through a balancer', async () => {
    await api.get('/api/protected/me', admin)
    const res = await fetch(`${ctx.baseUrl}/metrics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(
      /lemon_http_requests_total\{method="GET",route="\/api\/protected\/me",status="200"[^}]*\} \d+/
    )
    expect(text).toContain('lemon_http_request_duration_seconds_bucket')
    expect(text).toMatch(/lemon_queue_jobs\{queue="imports",state="waiting"[^}]*\} \d+/)
    expect(text).toMatch(/lemon_db_pool_connections\{state="used"[^}]*\} \d+/)
    expect(text).toContain('lemon_sse_streams_open')
    /* Relayed by any proxy, whichever header marks it (issue #35). */
    for (const [name, value] of [
      ['x-forwarded-for', '203.0.113.7'],
      ['forwarded', 'for=203.0.113.7'],
      ['x-real-ip', '203.0.113.7'],
      ['x-forwarded-host', 'lemon.example'],
      ['via', '1.1 proxy'],
    ]) {
      const proxied = await fetch(`${ctx.baseUrl}/metrics`, { headers: { [name]: value } })
      expect(proxied.status, name).toBe(404)
    }
  })
})

describe('fleet-wide metrics add up (issue #34)', () => {
  test('the queue gauges come from the one process holding the reporter lease', async () => {
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const { default: queueConfig } = await import('#config/queue')
    const key = `${queueConfig.prefix}:lease:queue-metrics`
    const scrape = async () => (await fetch(`${ctx.baseUrl}/metrics`)).text()
    /* Another host holds the lease: this one leaves the queues to it. */
    await redis.set(key, 'web2:4242', 'PX', 60_000)
    const other = await scrape()
    expect(other).toMatch(/^lemon_queue_reporter(\{[^}]*\})? 0$/m)
    expect(other).not.toMatch(/^lemon_queue_jobs\{/m)
    /* The holder stopped being scraped and its lease lapsed: this host takes over. */
    await redis.del(key)
    const own = await scrape()
    expect(own).toMatch(/^lemon_queue_reporter(\{[^}]*\})? 1$/m)
    expect(own).toMatch(/^lemon_queue_jobs\{queue="imports",state="waiting"[^}]*\} \d+$/m)
    expect(await redis.get(key)).toMatch(/:\d+$/)
  })
})

describe('a rolling deploy', () => {
  test('a file of another build is served from what its host published; index.html is never cached', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db.table('web_assets').insert([
      { name: 'Obrazovka-StaraVerze1.js', content: Buffer.from('console.log("stará verze")') },
      { name: 'Obrazovka-StaraVerze1.js.br', content: Buffer.from([0x0b, 0x02]) },
    ])
    const plain = await fetch(`${ctx.baseUrl}/assets/Obrazovka-StaraVerze1.js`, {
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toMatch(/javascript/)
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await plain.text()).toBe('console.log("stará verze")')
    const missing = await fetch(`${ctx.baseUrl}/assets/Nikde-Neni0.js`)
    expect(missing.status).toBe(404)

    ensureSpaBuilt()
    const { publishAssets } = await import('#core/web_assets')
    await publishAssets()
    const { readdirSync } = await import('node:fs')
    const own = readdirSync('public/assets')
    const published = await db.from('web_assets').whereIn('name', own).count('* as n')
    expect(Number(published[0].n)).toBe(own.length)

    const index = await fetch(`${ctx.baseUrl}/`)
    expect(index.headers.get('cache-control')).toBe('no-cache')
  })

  test('a build a host has served for longer than 14 days keeps its files through the next deploy (issue #34)', async () => {
    ensureSpaBuilt()
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { markServed, publishAssets, pruneAssets } = await import('#core/web_assets')
    const { readdirSync } = await import('node:fs')
    await publishAssets()
    const own = readdirSync('public/assets')
    /* This host started 20 days ago and never restarted; an old build nobody serves is older. */
    await db
      .from('web_assets')
      .whereIn('name', own)
      .update({
        published_at: db.knexRawQuery(`now() - interval '20 days'`),
      })
    await db.table('web_assets').insert({
      name: 'Nikdo-Neslouzi1.js',
      content: Buffer.from('x'),
      published_at: db.knexRawQuery(`now() - interval '15 days'`),
    })
    /* The running host's periodic mark, then another build's start prunes the table. */
    expect(await markServed()).toBe(own.length)
    await pruneAssets()
    const kept = await db.from('web_assets').whereIn('name', own).count('* as n')
    expect(Number(kept[0].n)).toBe(own.length)
    expect(await db.from('web_assets').where('name', 'Nikdo-Neslouzi1.js').first()).toBeNull()
  })
})
