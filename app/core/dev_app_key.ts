import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Outside production a missing APP_KEY is generated once and kept under tmp/, so
 * `npm start` works on a fresh clone and tokens survive a restart.
 */
export function devAppKey(tmpDir: URL): string {
  const file = fileURLToPath(new URL('app_key', tmpDir))
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(fileURLToPath(tmpDir), { recursive: true })
  const key = randomBytes(32).toString('base64url')
  writeFileSync(file, key, { mode: 0o600 })
  return key
}
