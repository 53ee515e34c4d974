import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import pg from 'pg'

/*
| One fresh test database per run: dropped, recreated and migrated with the real
| migrations, so every run starts from the schema a new deployment gets. When files run side
| by side (`TEST_WORKERS` > 1), every further worker slot gets a copy of it (worker_env.ts).
*/
export default async function setup() {
  /* Uploaded test files of earlier runs would leak into assertions about what was stored. */
  const prefix = process.env.TEST_QUEUE_PREFIX ?? 'test_lemon'
  for (const dir of ['tmp/test-imports', 'tmp/test-inbox', 'tmp/os-tmp'])
    for (const name of existsSync(dir) ? readdirSync(dir) : [])
      if (name === prefix || name.startsWith(`${prefix}_w`))
        rmSync(`${dir}/${name}`, { recursive: true, force: true })

  const url = new URL(
    process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lemon_test'
  )
  const dbName = url.pathname.slice(1)
  const workers = Math.max(1, Number(process.env.TEST_WORKERS ?? 1))
  const copies = Array.from({ length: workers - 1 }, (_, i) => `${dbName}_w${i + 2}`)
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).href })
  await admin.connect()
  for (const name of [dbName, ...copies])
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await admin.query(`CREATE DATABASE "${dbName}"`)

  process.env.DATABASE_URL = url.href
  execFileSync('node', ['ace.js', 'migration:run', '--force'], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.href, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (const name of copies) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${dbName}"`)
  await admin.end()
}
