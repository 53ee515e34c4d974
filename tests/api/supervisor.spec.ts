import { spawn, type ChildProcess } from 'node:child_process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { sparePort } from '../helpers/app_process.js'

/*
| Issue #20: `npm start` keeps the product up. Its web process is killed (SIGKILL, as the
| kernel's OOM killer would) and the supervisor starts it again; the product answers again
| within 30 s, and the restart is logged. `npm start` runs here for real: it builds what is
| not built, migrates and seeds its own database, then runs web and the three workers.
*/

const PORT = sparePort(7)
const BASE = `http://127.0.0.1:${PORT}`
const DATABASE_URL = `${process.env.DATABASE_URL}_start`
const PREFIX = `${process.env.QUEUE_PREFIX}_start`

let supervisor: ChildProcess
let stdout = ''
let stderr = ''

async function database(sql: string) {
  const admin = new pg.Client({ connectionString: new URL('/postgres', DATABASE_URL).href })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not happen in ${timeoutMs / 1000} s\n${stdout}\n${stderr}`)
}

const answers = () =>
  fetch(`${BASE}/_ping`).then(
    (res) => res.ok,
    () => false
  )

const webPids = () =>
  [...stdout.matchAll(/proces web spuštěn \(pid (\d+)\)/g)].map((m) => Number(m[1]))

beforeAll(async () => {
  const name = new URL(DATABASE_URL).pathname.slice(1)
  await database(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  supervisor = spawn(process.execPath, ['bin/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      QUEUE_PREFIX: PREFIX,
      LIMITER_PREFIX: `${PREFIX}_rl`,
      IMPORT_DIR: `tmp/test-imports/${PREFIX}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  supervisor.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  supervisor.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  await until(() => stdout.includes('LEMON – lékárny běží na'), 600_000, 'npm start')
}, 660_000)

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((resolve) => supervisor.once('exit', resolve))
    supervisor.kill('SIGTERM')
    await exited
  }
  const name = new URL(DATABASE_URL).pathname.slice(1)
  await database(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}, 60_000)

describe('npm start keeps the product up', () => {
  test('a killed web process is started again and answers within 30 s', async () => {
    expect(await answers()).toBe(true)
    const [first] = webPids()
    expect(first).toBeGreaterThan(0)

    process.kill(first, 'SIGKILL')
    const killed = Date.now()
    await until(async () => !(await answers()), 10_000, 'the web going down')
    await until(answers, 30_000, 'the web answering again')
    const back = Date.now() - killed
    console.log(`web process answered again ${back} ms after SIGKILL`)
    expect(back).toBeLessThan(30_000)

    expect(webPids()).toHaveLength(2)
    expect(webPids()[1]).not.toBe(first)
    expect(stderr).toContain('[start] proces web skončil (SIGKILL); spouštím ho znovu za 1 s')
    /* The supervisor itself and the workers went on. */
    expect(supervisor.exitCode).toBeNull()
    expect(stdout).not.toContain('ukončuji')
  }, 60_000)

  test('a second npm start on the same port says the port is taken and exits 1', async () => {
    const second = spawn(process.execPath, ['bin/start.js'], {
      env: { ...process.env, DATABASE_URL, PORT: String(PORT), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    second.stderr!.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
    const code = await new Promise((resolve) => second.once('exit', resolve))
    expect(code).toBe(1)
    expect(errors.trim()).toBe(
      `Port ${PORT} je obsazený: LEMON už běží, nebo ho drží jiný program. ` +
        `Ukončete ho, nebo spusťte na jiném portu: PORT=${PORT + 1} npm start`
    )
    /* The running product was not touched. */
    expect(await answers()).toBe(true)
  }, 30_000)
})
