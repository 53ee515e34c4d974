import { spawn } from 'node:child_process'
import pg from 'pg'
import { afterAll, describe, expect, test } from 'vitest'
import { sparePort } from '../helpers/app_process.js'

/*
| Issue #26: every bench stays runnable. Each bench runs its own set-up here at a tiny size
| (`BENCH_SETUP_ONLY=1`, bench/setup_only.ts): its database, data and accounts, its server
| started and every account signed in. When the password policy refused the bench password,
| every bench stopped at its set-up and nothing noticed; now this test does.
*/

const DATABASE_URL = process.env.DATABASE_URL!
/* The benches' databases and queues are this test database's, never a real run's. */
const NAMESPACE = new URL(DATABASE_URL).pathname.slice(1)
const database = (bench: string) => `${NAMESPACE}_${bench}`

type Ready = Record<string, any> & { bench: string; database?: string; signIns?: number[] }

function runBench(part: string, port: number): Promise<Ready> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import=ts-node-maintained/register/esm', '--no-warnings', 'bench/run.ts'],
      {
        env: {
          ...process.env,
          BENCH: part,
          BENCH_SETUP_ONLY: '1',
          BENCH_NAMESPACE: NAMESPACE,
          BENCH_PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      }
    )
    let output = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.once('exit', (code) => {
      const line = /^BENCH_READY (.*)$/m.exec(output)
      if (code === 0 && line) return resolve(JSON.parse(line[1]) as Ready)
      reject(new Error(`BENCH=${part} set-up failed (exit ${code}):\n${output.slice(-4000)}`))
    })
  })
}

async function count(db: string, sql: string) {
  const client = new pg.Client({ connectionString: new URL(`/${db}`, DATABASE_URL).href })
  await client.connect()
  try {
    return Number((await client.query(sql)).rows[0].count)
  } finally {
    await client.end()
  }
}

/* Dropping the benches' databases while other test files write beside it takes minutes. */
afterAll(async () => {
  const admin = new pg.Client({ connectionString: new URL('/postgres', DATABASE_URL).href })
  await admin.connect()
  const benches = ['lemon_bench', 'lemon_bench_pool', 'lemon_bench_pool_screens']
  for (const bench of [...benches, 'lemon_bench_pricelists', 'lemon_bench_web', 'lemon_bench_soak'])
    await admin.query(`DROP DATABASE IF EXISTS "${database(bench)}" WITH (FORCE)`)
  await admin.end()
}, 300_000)

/*
 * Side by side, each its own database and port. Each set-up is mostly Node processes booting
 * the app under ts-node (~1.7 s of CPU each, ~35 in all), so the waits are what cost: the
 * benches on the pool's firma run as two chains after it, not one after the other.
 */
describe.concurrent(
  'every bench sets up at a tiny size',
  () => {
    test('pool, then the screens and the soak on copies of its firma, and the capacity over it', async () => {
      const pool = await runBench('pool', sparePort(40))
      expect(pool.signIns).toEqual([200, 200])
      expect(pool.database).toBe(database('lemon_bench_pool'))
      expect(await count(pool.database!, 'SELECT count(*) FROM branches')).toBe(8)
      expect(await count(pool.database!, 'SELECT count(*) FROM pool_items')).toBe(8 * 30)
      expect(pool.figures.nightly).toBeGreaterThan(0)

      /*
       * The screens and the soak copy the pool's firma at once (PostgreSQL copies one template
       * to two databases side by side); Lighthouse works on the screens' copy. The capacity
       * bench's server holds the pool's database, which a copy needs free of other sessions,
       * so it starts once both copies are made.
       */
      const screens = runBench('screens', sparePort(41))
      const soak = runBench('soak', sparePort(42))
      const lighthouse = screens.then(() => runBench('lighthouse', sparePort(48)))
      const capacity = Promise.all([screens, soak]).then(() => runBench('capacity', sparePort(47)))
      const settled = await Promise.allSettled([screens, soak, lighthouse, capacity])
      const failed = settled.find((result) => result.status === 'rejected')
      if (failed) throw failed.reason

      const screensReady = await screens
      expect(screensReady.signIns).toEqual([200, 200])
      expect(screensReady.database).toBe(database('lemon_bench_pool_screens'))
      expect(await count(screensReady.database!, 'SELECT count(*) FROM sklad_rows')).toBe(8000)
      expect(await count(screensReady.database!, 'SELECT count(*) FROM prevodky')).toBe(1800)

      /* Lighthouse over the screens' copy: its server, both accounts and a Chromium it can drive. */
      expect(await lighthouse).toMatchObject({
        database: screensReady.database,
        signIns: [200, 200],
        lighthouse: 'function',
      })

      const soakReady = await soak
      expect(soakReady).toMatchObject({
        database: database('lemon_bench_soak'),
        staff: 4,
        signedIn: 4,
      })
      const staff = "SELECT count(*) FROM users WHERE email LIKE 'soak%@bench.cz'"
      expect(await count(soakReady.database!, staff)).toBe(4)

      /* The capacity bench over the same firma: its page answers and pgbench runs its SQL. */
      const capacityReady = await capacity
      expect(capacityReady).toMatchObject({ database: pool.database, signIn: 200, page: 200 })
      expect(capacityReady.tps).toBeGreaterThan(0)
    })

    test('exports', async () => {
      const exports = await runBench('exports', sparePort(43))
      expect(exports).toMatchObject({ database: database('lemon_bench'), signIns: [200] })
      expect(await count(exports.database!, 'SELECT count(*) FROM branches')).toBe(2)
    })

    test('price lists', async () => {
      const pricelists = await runBench('pricelists', sparePort(44))
      expect(pricelists.signIns).toEqual([200, 200])
      /* The admin's upload of a 50-row list went through the imports worker. */
      expect(pricelists.storedRows).toBe(50)
    })

    test('first load', async () => {
      const web = await runBench('web', sparePort(45))
      expect(web).toMatchObject({ database: database('lemon_bench_web'), signIns: [200] })
    })

    test('PDFs', async () => {
      const pdf = await runBench('pdf', sparePort(46))
      for (const bytes of pdf.bytes) expect(bytes).toBeGreaterThan(1000)
    })
  },
  600_000
)
