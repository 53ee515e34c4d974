import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import pg from 'pg'

/*
| One fresh test database per run: dropped, recreated and migrated with the real
| migrations, so every run starts from the schema a new deployment gets.
*/
export default async function setup() {
  /* Uploaded test files of earlier runs would leak into assertions about what was stored. */
  rmSync(`tmp/test-imports/${process.env.TEST_QUEUE_PREFIX ?? 'test_lemon'}`, {
    recursive: true,
    force: true,
  })

  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lemon_test'
  )
  const dbName = url.pathname.slice(1)
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).href })
  await admin.connect()
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)
  await admin.query(`CREATE DATABASE "${dbName}"`)
  await admin.end()

  process.env.DATABASE_URL = url.href
  execFileSync('node', ['ace.js', 'migration:run', '--force'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.href, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
