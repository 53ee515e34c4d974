import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { MigrationRunner } from '@adonisjs/lucid/migration'
import { writeSchedules } from '#operations/services/sync_schedules'

/* Our own lock, apart from the migrator's: a second release waits for it instead of failing. */
const RELEASE_LOCK = [0x4c454d, 0x52454c] as const

/**
 * The deploy's release step (Procfile `release`, README "Provoz"): migrations, then the
 * scheduled jobs' patterns, under one lock in PostgreSQL. Two hosts releasing at once run one
 * after the other; the second finds nothing left to migrate.
 */
export async function runRelease(say: (line: string) => void = () => {}) {
  const holder = await db.transaction()
  try {
    const { rows } = await holder.rawQuery('SELECT pg_try_advisory_xact_lock(?, ?) AS free', [
      ...RELEASE_LOCK,
    ])
    if (!rows[0].free) {
      say('release: jiný stroj právě provádí release, čekám na něj…')
      await holder.rawQuery('SELECT pg_advisory_xact_lock(?, ?)', [...RELEASE_LOCK])
    }
    const migrator = new MigrationRunner(db, app, { direction: 'up' })
    await migrator.run()
    if (migrator.error) throw migrator.error
    const migrated = Object.keys(migrator.migratedFiles).map((name) => name.split('/').pop()!)
    const schedules = await writeSchedules()
    return { migrated, schedules: schedules.length }
  } finally {
    await holder.commit().catch(() => {})
  }
}
