import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/*
| The soak bench and the chaos script run the built server; they rebuild only when a
| server source file is newer than the build, so repeated runs skip the ~10 s of tsc.
*/

const SERVER_SOURCES = ['app', 'bin', 'cli', 'config', 'database', 'start', 'workers']
const SERVER_FILES = ['adonisrc.ts', 'package.json']

function newestSource(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path))
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** Whether `marker` (a built file) exists and is newer than every server source under root. */
export function buildIsFresh(root: string, marker: string): boolean {
  if (!existsSync(marker)) return false
  const newest = Math.max(
    ...SERVER_SOURCES.map((dir) => newestSource(join(root, dir))),
    ...SERVER_FILES.map((file) => statSync(join(root, file)).mtimeMs)
  )
  return statSync(marker).mtimeMs > newest
}
