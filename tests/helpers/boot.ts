import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import rc from '../../adonisrc.js'

const APP_ROOT = new URL('../../', import.meta.url)
const IMPORTER = (file: string) =>
  file.startsWith('./') || file.startsWith('../')
    ? import(/* @vite-ignore */ new URL(file, APP_ROOT).href)
    : import(/* @vite-ignore */ file)
const configModules = import.meta.glob('../../config/*.ts')

export type TestApp = {
  app: import('@adonisjs/core/types').ApplicationService
  baseUrl: string
  close(): Promise<void>
}

/**
 * The real application inside the test process, its HTTP server on HOST:PORT
 * (vitest.config.ts), with the database tables and the slot's Redis keys wiped so each test
 * file starts from a clean state.
 *
 * In the files that share a process (TEST_SHARED_APP, vitest.config.ts' "shared" project)
 * the app boots once per process and every later file gets it wiped: Adonis' services
 * (`db`, `redis`, …) are bound once per process, and booting, loading the config and
 * registering the routes again cost each file ~2 s of CPU. Its `close()` then leaves the app
 * running for the next file; the process ends with the run.
 */
export async function bootApp(): Promise<TestApp> {
  if (process.env.TEST_SHARED_APP !== '1') return bootOnce()
  const holder = globalThis as { __lemonTestApp?: Promise<TestApp> }
  holder.__lemonTestApp ??= bootOnce()
  const booted = await holder.__lemonTestApp
  await resetState()
  return { ...booted, close: async () => {} }
}

async function bootOnce(): Promise<TestApp> {
  process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/lemon_test'
  const app = new Ignitor(APP_ROOT, { importer: IMPORTER }).createApp('test')
  app.rcContents(rc)
  app.booting(async () => {
    await import('#start/env')
  })
  await app.init()
  const config: Record<string, unknown> = {}
  for (const [file, load] of Object.entries(configModules)) {
    const mod = (await load()) as { default?: unknown }
    config[file.split('/').pop()!.replace(/\.ts$/, '')] = mod.default ?? { ...mod }
  }
  app.useConfig(config)
  await app.boot()
  await app.start(() => {})

  const { default: testUtils } = await import('@adonisjs/core/services/test_utils')
  await resetState()
  const closeHttp = await testUtils.httpServer().start()
  return {
    app,
    baseUrl: `http://${process.env.HOST}:${process.env.PORT}`,
    async close() {
      await closeHttp()
      await app.terminate()
    },
  }
}

export async function resetState() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { default: redis } = await import('@adonisjs/redis/services/main')
  const tables = await db
    .from('pg_tables')
    .where('schemaname', 'public')
    .whereNotIn('tablename', ['adonis_schema', 'adonis_schema_versions'])
    .select('tablename')
  if (tables.length > 0) {
    const list = tables.map((t) => `"${t.tablename}"`).join(', ')
    /* The audit trail's trigger refuses TRUNCATE; replica mode (superuser) skips triggers. */
    await db.transaction(async (trx) => {
      await trx.rawQuery('SET LOCAL session_replication_role = replica')
      await trx.rawQuery(`TRUNCATE ${list} RESTART IDENTITY CASCADE`)
    })
  }
  const keys = [
    ...(await redis.keys(`${process.env.LIMITER_PREFIX}:*`)),
    ...(await redis.keys(`${process.env.QUEUE_PREFIX}:*`)),
  ]
  if (keys.length > 0) await redis.del(keys)
}

/**
 * Wipes the slot's rate-limit and queue keys without the app: for a file that runs the
 * product only in processes of its own, after files that signed in on the same slot.
 */
export async function resetRedisKeys() {
  const { Redis } = await import('ioredis')
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
  try {
    const keys = [
      ...(await redis.keys(`${process.env.LIMITER_PREFIX}:*`)),
      ...(await redis.keys(`${process.env.QUEUE_PREFIX}:*`)),
    ]
    if (keys.length > 0) await redis.del(keys)
  } finally {
    redis.disconnect()
  }
}
