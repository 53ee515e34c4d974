import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'

/*
| Test files that share no state run side by side (`TEST_WORKERS`, tests/run.js): each of
| vitest's worker slots gets its own database (a copy of the migrated one, made by
| global_setup.ts), its own ports, Redis prefixes, folders and OS temp folder, derived here
| from the suite's values before the file boots anything. Slot 1 keeps the suite's own.
*/
const slot = Number(process.env.VITEST_POOL_ID ?? '1')
export const SLOT_PORT_STEP = 200

if (slot > 1) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `${url.pathname.replace(/_w\d+$/, '')}_w${slot}`
  process.env.DATABASE_URL = url.href
  process.env.PORT = String(Number(process.env.PORT ?? 3399) + (slot - 1) * SLOT_PORT_STEP)
  for (const name of ['QUEUE_PREFIX', 'IMPORT_DIR', 'EXPORT_INBOX'] as const) {
    process.env[name] = `${process.env[name]!.replace(/_w\d+$/, '')}_w${slot}`
  }
  /* Not the first slot's prefix with something appended: its clean-up (`<prefix>:*`) must
     never reach another slot's keys. */
  process.env.LIMITER_PREFIX = `${process.env.QUEUE_PREFIX}_rl`
}
/* A file that counts the product's temporary files sees only its own slot's. */
const tmp = resolve(`tmp/os-tmp/${process.env.QUEUE_PREFIX}`)
mkdirSync(tmp, { recursive: true })
process.env.TMPDIR = tmp
