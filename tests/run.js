/*
| `npm test`: lint, type checks (server, web, tests), the web build, then every vitest
| suite (unit, API against the real PostgreSQL and Redis, end-to-end in Chromium).
| Each check counts as one result, each vitest test as one; the run ends with the line
| `N passed, N failed` and a non-zero exit code when anything failed.
*/
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const bin = (name) => `${ROOT}node_modules/.bin/${name}`
const REPORT = `${ROOT}tmp/vitest-report.json`

/* `npm run test:ha` (`--ha`): only the high-availability scenarios under tests/ha, no checks. */
const haOnly = process.argv.includes('--ha')
const checks = haOnly
  ? []
  : [
      ['lint', bin('eslint'), ['.']],
      ['typecheck server', bin('tsc'), ['--noEmit']],
      ['typecheck web', bin('tsc'), ['--noEmit', '-p', 'web/tsconfig.json']],
      ['typecheck tests', bin('tsc'), ['--noEmit', '-p', 'tsconfig.test.json']],
      ['web build', bin('vite'), ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn']],
    ]

let passed = 0
let failed = 0
const failures = []

for (const [name, cmd, args] of checks) {
  console.log(`\n▶ ${name}`)
  const { status } = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' })
  if (status === 0) {
    passed++
    console.log(`✓ ${name}`)
  } else {
    failed++
    failures.push(name)
    console.log(`✗ ${name}`)
  }
}

console.log('\n▶ vitest')
mkdirSync(`${ROOT}tmp`, { recursive: true })
rmSync(REPORT, { force: true })
const extra = haOnly ? ['tests/ha'] : process.argv.slice(2)
const vitest = spawnSync(
  bin('vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`, ...extra],
  { cwd: ROOT, stdio: 'inherit' }
)
if (existsSync(REPORT)) {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  /* A suite that fails to load reports no tests, and one whose beforeAll failed reports its
     tests as skipped; count either so it cannot pass silently. */
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed')
  )
  failed += brokenSuites.length
  for (const suite of brokenSuites) failures.push(`suite ${suite.name.replace(ROOT, '')}`)
  if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s)`)
} else {
  failed++
  failures.push(`vitest (exit ${vitest.status}, no report)`)
}

if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
