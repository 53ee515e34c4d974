/*
| `npm run chaos`: fault scenarios against the built system (build/), each reported as
| PASS or FAIL with its figures; the exit code is 1 when any scenario failed. The system
| runs on a private PostgreSQL cluster and a private Redis started here (chaos/system.ts),
| never on the shared ones. `CHAOS_SCENARIOS=worker-kill,redis` runs a subset.
*/
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ensureBuild,
  log,
  seed,
  startPostgres,
  startRedis,
  startServer,
  stopAll,
  TMP,
  type Outcome,
} from './system.js'
import { workerKill } from './scenarios/worker_kill.js'
import { redisRestart } from './scenarios/redis_restart.js'
import { pgRestart } from './scenarios/pg_restart.js'
import { twoWorkers } from './scenarios/two_workers.js'

const SCENARIOS: Record<string, { title: string; run: () => Promise<Outcome> }> = {
  'worker-kill': { title: 'imports worker killed mid 300 000-row upload', run: workerKill },
  'redis': { title: 'Redis killed and restarted during uploads and transfers', run: redisRestart },
  'postgres': { title: 'PostgreSQL restarted during a bulk confirm', run: pgRestart },
  'two-workers': {
    title: 'two workers on each of the imports, pdf and maintenance queues',
    run: twoWorkers,
  },
}

const BRANCHES = 40

async function main() {
  const chosen = (process.env.CHAOS_SCENARIOS ?? Object.keys(SCENARIOS).join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  for (const name of chosen) if (!SCENARIOS[name]) throw new Error(`unknown scenario ${name}`)

  const started = Date.now()
  const results: { name: string; title: string; seconds: number; outcome: Outcome }[] = []
  ensureBuild()
  log('starting a private PostgreSQL and Redis')
  startPostgres()
  await startRedis(true)
  seed(BRANCHES)
  await startServer()
  try {
    for (const name of chosen) {
      const { title, run } = SCENARIOS[name]
      log(`scenario ${name}: ${title}`)
      const t = Date.now()
      let outcome: Outcome
      try {
        outcome = await run()
      } catch (error) {
        outcome = { pass: false, figures: {}, failures: [`crashed: ${(error as Error).stack}`] }
      }
      results.push({ name, title, seconds: (Date.now() - t) / 1000, outcome })
      log(`${outcome.pass ? 'PASS' : 'FAIL'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
    }
  } finally {
    await stopAll()
  }

  console.log('\n=== chaos report ===')
  for (const r of results) {
    console.log(
      `\n${r.outcome.pass ? 'PASS' : 'FAIL'}  ${r.name}: ${r.title} (${r.seconds.toFixed(1)} s)`
    )
    for (const [k, v] of Object.entries(r.outcome.figures)) console.log(`      ${k}: ${v}`)
    for (const f of r.outcome.failures) console.log(`   ✗  ${f}`)
  }
  const failed = results.filter((r) => !r.outcome.pass).length
  console.log(
    `\n${results.length - failed}/${results.length} scenarios passed in ${((Date.now() - started) / 1000).toFixed(0)} s`
  )
  writeFileSync(join(TMP, 'results.json'), JSON.stringify(results, null, 2))
  process.exitCode = failed ? 1 : 0
}

/* Interrupted: the private services and processes go too, so the next run finds its ports free. */
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the private services`)
    stopAll()
      .catch(() => {})
      .finally(() => process.exit(130))
  })
}

await main().catch(async (error) => {
  console.error(error)
  await stopAll().catch(() => {})
  process.exitCode = 1
})
