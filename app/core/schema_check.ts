import { readdir } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'

/*
| A web or worker process refuses to start against a schema older than its code (issue #29):
| in a rolling deploy the release step migrates first; a host started before it would fail
| later, on the first query that needs a new table. A newer schema is fine: migrations add,
| so old hosts keep working until they are replaced.
*/

async function codeMigrations() {
  const files = await readdir(app.makePath('database/migrations'))
  return files
    .filter((f) => /\.(js|ts)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => f.replace(/\.(js|ts)$/, ''))
}

/** The migrations of this code that the database has not run, by name. */
export async function missingMigrations() {
  /* A database that does not answer throws here: only an answer can say what it lacks. */
  const table = await db.rawQuery(`SELECT to_regclass('adonis_schema') AS name`)
  const { rows } = table.rows[0].name
    ? await db.rawQuery('SELECT name FROM adonis_schema')
    : { rows: [] as { name: string }[] }
  const ran = new Set(rows.map((r: { name: string }) => r.name.split('/').pop()))
  const code = await codeMigrations()
  return code.filter((name) => !ran.has(name)).sort()
}

function refuse(role: string, missing: string[]) {
  console.error(
    `LEMON ${role}: databáze má starší schéma než tento kód (chybí migrace ${missing.join(', ')}); ` +
      'spusťte nejdřív release: node build/cli/index.js release'
  )
  process.exit(1)
}

/* A database that does not answer at start is no reason not to start (the process is simply
   not ready); the check is then made as soon as it answers. */
const CHECK_WAIT_MS = 5000
const RECHECK_MS = 5000

/** Stops the process with one line when the database is behind the code. */
export async function refuseOlderSchema(role: string) {
  const checked = missingMigrations().then(
    (missing) => ({ missing }),
    () => null
  )
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), CHECK_WAIT_MS))
  const outcome = await Promise.race([checked, timeout])
  if (outcome) {
    if (outcome.missing.length > 0) refuse(role, outcome.missing)
    return
  }
  const { default: logger } = await import('@adonisjs/core/services/logger')
  logger.warn('schema not checked yet: the database does not answer; checking when it does')
  const retry = setInterval(async () => {
    const missing = await missingMigrations().catch(() => null)
    if (missing === null) return
    clearInterval(retry)
    if (missing.length > 0) refuse(role, missing)
  }, RECHECK_MS)
  retry.unref()
}
