/*
| `npm test`: the checks (lint, type checks of server, web and tests, the web build), then
| the vitest suites in tiers: the browser files, and beside them, at a lower CPU priority,
| the unit, API and CLI files; then the fleet and high-availability scenarios one at a time
| (they own fixed network namespaces). Each check counts as one result, each vitest test as
| one; the run prints a table of every tier's time and ends with the line
| `N passed, N failed` and a non-zero exit code when anything failed.
|
| `npm run test:ha`: only the high-availability scenarios (tests/ha).
| `npm run test:quick [-- name …]`: lint, types and the unit files, plus the API files whose
| name contains one of the names (e.g. `npm run test:quick -- transfers`).
*/
import { spawn } from 'node:child_process'
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs'
import { cpus } from 'node:os'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const bin = (name) => `${ROOT}node_modules/.bin/${name}`
const mode = process.argv.includes('--ha')
  ? 'ha'
  : process.argv.includes('--quick')
    ? 'quick'
    : 'all'
const names = process.argv.slice(2).filter((a) => !a.startsWith('--'))

/* Side by side as far as the machine allows. The browser files run one at a time: each waits
   on Chromium, the server and the product's own timers in turn and keeps the two cores only
   ~60 % busy, but two side by side gave a step past its PAGE_TIMEOUT in each clean run. The
   unit, API and CLI files run beside them at a lower priority (nice 10) and take the rest of
   the CPU, two files at a time, without slowing a browser step. TEST_WORKERS_API and
   TEST_WORKERS_BROWSER change the counts. */
const cores = cpus().length
const SLOTS = {
  api: Number(process.env.TEST_WORKERS_API ?? Math.max(2, cores)),
  browser: Number(process.env.TEST_WORKERS_BROWSER ?? 1),
}

/* A tier beside another gets a database, ports, Redis prefixes and folders of its own. */
function besideEnv(suffix, portOffset) {
  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lemon_test'
  )
  url.pathname = `${url.pathname}_${suffix}`
  return {
    TEST_DATABASE_URL: url.href,
    TEST_PORT: String(Number(process.env.TEST_PORT ?? 3399) + portOffset),
    TEST_QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX ?? 'test_lemon'}_${suffix}`,
  }
}

const CHECKS = [
  ['lint', bin('eslint'), ['.']],
  ['typecheck server', bin('tsc'), ['--noEmit']],
  ['typecheck web', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']],
  ['typecheck tests', bin('tsc'), ['--noEmit', '-p', 'tsconfig.test.json']],
]
const BUILD = [
  'web build',
  bin('vite'),
  ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'],
]

const specs = (dir) =>
  readdirSync(`${ROOT}${dir}`)
    .filter((f) => f.endsWith('.spec.ts') && names.some((n) => f.includes(n)))
    .map((f) => `${dir}/${f}`)

/**
 * The phases of this mode, one after another; the tiers of a phase run at the same time.
 * Checks run at most two at a time.
 */
function plan() {
  if (mode === 'ha') return [[{ name: 'high availability', vitest: ['tests/ha'], workers: 1 }]]
  if (mode === 'quick') {
    const api = names.length > 0 ? specs('tests/api') : []
    if (names.length > 0 && api.length === 0) {
      console.error(`No API test file matches ${names.join(', ')}.`)
      process.exit(2)
    }
    return [
      [{ name: 'checks', checks: CHECKS }],
      [
        {
          name: 'unit' + (api.length ? ` + API (${names.join(', ')})` : ''),
          vitest: ['tests/unit', ...api],
          workers: SLOTS.api,
        },
      ],
    ]
  }
  return [
    [{ name: 'checks', checks: [...CHECKS, BUILD] }],
    [
      { name: 'browser', vitest: ['tests/e2e'], workers: SLOTS.browser },
      {
        name: 'unit, API, CLI',
        vitest: ['tests/unit', 'tests/api', 'tests/cli', 'tests/bench'],
        workers: SLOTS.api,
        nice: 10,
        env: besideEnv('beside', 2500),
      },
    ],
    [{ name: 'fleet and high availability', vitest: ['tests/fleet', 'tests/ha'], workers: 1 }],
  ]
}

/** Runs a command, its output to ours or, with `log`, to that file. */
function run(cmd, args, { env = {}, nice = 0, log } = {}) {
  const [command, argv] = nice ? ['nice', ['-n', String(nice), cmd, ...args]] : [cmd, args]
  const out = log ? openSync(log, 'w') : 'inherit'
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      cwd: ROOT,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    })
    const done = (code) => {
      if (log) closeSync(out)
      resolve(code)
    }
    child.on('close', done)
    child.on('error', () => done(1))
  })
}

const results = []
let passed = 0
let failed = 0
const failures = []

async function runChecks(tier) {
  const queue = [...tier.checks]
  const outcome = { passed: 0, failed: 0 }
  /* A check prints only when it fails: two at a time would interleave their output. */
  const one = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, cmd, args] = next
      const started = Date.now()
      const out = []
      const code = await new Promise((resolve) => {
        const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
        child.stdout.on('data', (d) => out.push(d))
        child.stderr.on('data', (d) => out.push(d))
        child.on('close', resolve)
        child.on('error', () => resolve(1))
      })
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      if (code === 0) {
        outcome.passed++
        console.log(`✓ ${name} (${seconds} s)`)
      } else {
        outcome.failed++
        failures.push(name)
        console.log(`✗ ${name} (${seconds} s)\n${Buffer.concat(out).toString()}`)
      }
    }
  }
  await Promise.all([one(), one()])
  return outcome
}

async function runVitest(tier, index, log) {
  const report = `${ROOT}tmp/vitest-report-${index}.json`
  rmSync(report, { force: true })
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...tier.vitest],
    { env: { ...tier.env, TEST_WORKERS: String(tier.workers) }, nice: tier.nice, log }
  )
  if (!existsSync(report)) {
    failures.push(`${tier.name} (vitest exit ${code}, no report)`)
    return { passed: 0, failed: 1 }
  }
  const json = JSON.parse(readFileSync(report, 'utf8'))
  /* A suite that fails to load reports no tests, and one whose beforeAll failed reports its
     tests as skipped; count either so it cannot pass silently. */
  const broken = json.testResults.filter(
    (s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')
  )
  for (const suite of broken) failures.push(`suite ${suite.name.replace(ROOT, '')}`)
  /* Name each failed test with the first line of its error: CI keeps only the log's tail. */
  for (const suite of json.testResults)
    for (const test of suite.assertionResults.filter((a) => a.status === 'failed')) {
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 200)
      failures.push(
        `${suite.name.replace(ROOT, '')} › ${test.fullName ?? test.title}${reason ? `\n    ${reason}` : ''}`
      )
    }
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + broken.length,
    files: json.numTotalTestSuites,
  }
}

mkdirSync(`${ROOT}tmp`, { recursive: true })
const runStarted = Date.now()
let index = 0
for (const phase of plan()) {
  /* The first tier of a phase prints as it goes; the others write to a file, printed when
     they end, so no two tiers' lines interleave. */
  const outcomes = await Promise.all(
    phase.map(async (tier, position) => {
      const log = position > 0 ? `${ROOT}tmp/tier-${index + position}.log` : undefined
      const slots = tier.workers
        ? ` (${tier.workers} side by side${tier.nice ? `, nice ${tier.nice}` : ''})`
        : ''
      console.log(
        `\n▶ ${tier.name}${slots}${log ? `, beside the above; its output when it ends` : ''}`
      )
      const started = Date.now()
      const outcome = tier.checks
        ? await runChecks(tier)
        : await runVitest(tier, index + position, log)
      const seconds = (Date.now() - started) / 1000
      if (log) console.log(`\n▶ ${tier.name}: its output\n${readFileSync(log, 'utf8')}`)
      return { tier: tier.name, ...outcome, seconds, beside: position > 0 }
    })
  )
  index += phase.length
  for (const outcome of outcomes) {
    results.push(outcome)
    passed += outcome.passed
    failed += outcome.failed
  }
}

const minutes = (s) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`
const total = (Date.now() - runStarted) / 1000
console.log('\nTier                              passed  failed  time')
for (const r of results)
  console.log(
    `${(r.beside ? `  beside: ${r.tier}` : r.tier).padEnd(34)}${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${minutes(r.seconds)}`
  )
console.log(
  `${'all (wall clock)'.padEnd(34)}${String(passed).padStart(6)}  ${String(failed).padStart(6)}  ${minutes(total)}`
)

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✗ ${f}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
