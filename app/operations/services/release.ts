import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { writeSchedules } from '#operations/services/sync_schedules'

/* Our own lock, apart from the migrator's: a second release waits for it instead of failing. */
const RELEASE_LOCK = [0x4c454d, 0x52454c] as const

/* A migration waits for its table's lock at most the session's lock_timeout (10 s), so it
   never queues every reader of that table behind a long import; it is tried again later. */
const MIGRATION_TRIES = 6
const MIGRATION_PAUSE_MS = 5000

async function migrateWithRetries(say: (line: string) => void) {
  const migrated: string[] = []
  for (let attempt = 1; ; attempt++) {
    const migrator = new MigrationRunner(db, app, { direction: 'up' })
    await migrator.run()
    for (const [name, file] of Object.entries(migrator.migratedFiles)) {
      if (file.status === 'completed') migrated.push(name.split('/').pop()!)
    }
    const error = migrator.error as { code?: string } | null
    if (!error) return migrated
    if (error.code !== '55P03' || attempt === MIGRATION_TRIES) throw error
    say(
      `release: tabulku migrace drží jiná operace, zkusím to znovu za ${MIGRATION_PAUSE_MS / 1000} s…`
    )
    await new Promise((resolve) => setTimeout(resolve, MIGRATION_PAUSE_MS))
  }
}

/**
 * The deploy's release step (Procfile `release`, README "Provoz"): migrations, then the
 * scheduled jobs' patterns, under one lock in PostgreSQL. Two hosts releasing at once run one
 * after the other; the second finds nothing left to migrate.
 */
export async function runRelease(say: (line: string) => void = () => {}) {
  const holder = await db.transaction()
  try {
    /* The holder waits for another release as long as that one migrates, and then sits idle
       while the migrations run on other sessions (not the sessions' defaults, issue #34). */
    await holder.rawQuery(`SET LOCAL lock_timeout = '30min'`)
    await holder.rawQuery(`SET LOCAL idle_in_transaction_session_timeout = 0`)
    const { rows } = await holder.rawQuery('SELECT pg_try_advisory_xact_lock(?, ?) AS free', [
      ...RELEASE_LOCK,
    ])
    if (!rows[0].free) {
      say('release: jiný stroj právě provádí release, čekám na něj…')
      await holder.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [...RELEASE_LOCK])
    }
    const migrated = await migrateWithRetries(say)
    const schedules = await writeSchedules()
    return { migrated, schedules: schedules.length }
  } finally {
    await holder.commit().catch(() => {})
  }
}
