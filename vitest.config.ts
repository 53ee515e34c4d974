import { readdirSync } from 'node:fs'
import { defineConfig } from 'vitest/config'
import SlowestFirst from './tests/helpers/sequencer.js'

const ISOLATED = [
  'tests/api/mail.spec.ts',
  'tests/api/inbox.spec.ts',
  'tests/api/watchlist_mail_policy.spec.ts',
  'tests/api/temp_files_before_access.spec.ts',
  'tests/api/one_clock.spec.ts',
  'tests/e2e/inbox_and_mail.spec.ts',
]
const SHARED = ['api', 'cli', 'unit', 'bench', 'e2e']
  .flatMap((dir) =>
    readdirSync(`tests/${dir}`, { recursive: true }).map((file) => `tests/${dir}/${file}`)
  )
  .filter((file) => file.endsWith('.spec.ts') && !ISOLATED.includes(file))

export default defineConfig({
  test: {
    pool: 'forks',
    /* Lucid's migrator and Adonis' own loaders use native import(); they need a TS loader. */
    execArgv: ['--import', 'ts-node-maintained/register/esm', '--no-warnings'],
    /* Every file boots the app on its worker slot's port against its slot's database
       (tests/helpers/worker_env.ts); tests/run.js sets how many slots run side by side. */
    maxWorkers: Math.max(1, Number(process.env.TEST_WORKERS ?? 1)),
    globalSetup: ['tests/helpers/global_setup.ts'],
    setupFiles: ['tests/helpers/worker_env.ts', 'tests/helpers/browser_failures.ts'],
    sequence: { sequencer: SlowestFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: SHARED,
          isolate: false,
          env: { TEST_SHARED_APP: '1' },
        },
      },
      {
        extends: true,
        test: { name: 'own', include: ['tests/**/*.spec.ts'], exclude: SHARED },
      },
    ],
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: process.env.TEST_PORT ?? '3399',
      DATABASE_URL:
        process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lemon_test',
      LOG_LEVEL: 'warn',
      LIMITER_PREFIX: `${process.env.TEST_QUEUE_PREFIX ?? 'test'}_rl`,
      QUEUE_PREFIX: process.env.TEST_QUEUE_PREFIX ?? 'test_lemon',
      IMPORT_DIR: `tmp/test-imports/${process.env.TEST_QUEUE_PREFIX ?? 'test_lemon'}`,
      /* The inbox scan would run every minute in any test with a maintenance worker and move
         its counts; tests that want it set their own inbox and pattern (tests/api/inbox.spec.ts). */
      EXPORT_INBOX: `tmp/test-inbox/${process.env.TEST_QUEUE_PREFIX ?? 'test_lemon'}`,
      EXPORT_INBOX_CRON: '0 0 1 1 *',
    },
  },
})
