import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DomainError } from '#core/domain_error'
import type { HttpContext } from '@adonisjs/core/http'

/*
| Every temporary file or folder the product makes lives in the OS temp folder under the
| `lemon-` prefix and only for the work that made it (a request's upload, a spooled
| download, a job's copy of a stored file): the work removes it whatever its outcome. What
| a killed process left behind is swept at the next start (issue #35: uploads left every
| file behind, and a full temp disk then broke every upload and download of the host).
*/

export const TEMP_PREFIX = 'lemon-'
const SWEEP_AFTER_MS = 24 * 3600_000

/** A new temporary folder of the product's own, e.g. `lemon-download-XXXXXX`. */
export function tempFolder(kind: string) {
  return mkdtemp(join(tmpdir(), `${TEMP_PREFIX}${kind}-`)).catch((error) => {
    throw outOfTempSpace(error)
  })
}

/** A full temp disk is the host's trouble, not the request's: 503 with a Czech message. */
export function outOfTempSpace(error: unknown) {
  const code = (error as { code?: unknown })?.code
  if (code !== 'ENOSPC' && code !== 'EDQUOT') return error
  return new DomainError(
    'TEMP_SPACE',
    503,
    'Na serveru teď není místo pro dočasné soubory. Zkuste to prosím za chvíli.'
  )
}

/** Removes the product's own temporary files older than a day (a process killed mid-work). */
export async function sweepTempFiles(now = Date.now()) {
  const dir = tmpdir()
  let removed = 0
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(TEMP_PREFIX)) continue
    const path = join(dir, name)
    const info = await stat(path).catch(() => null)
    if (!info || now - info.mtimeMs < SWEEP_AFTER_MS) continue
    await rm(path, { recursive: true, force: true }).catch(() => {})
    removed++
  }
  return removed
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The request's own temporary files (its uploads), removed when it ends. */
    tempFiles?: string[]
  }
}

/** A temporary file that lives as long as the request: removed by `removeRequestFiles`. */
export function keepForRequest(ctx: HttpContext, path: string) {
  ;(ctx.tempFiles ??= []).push(path)
}

/** Removes the request's temporary files: called once the request has its final answer. */
export async function removeRequestFiles(ctx: HttpContext) {
  const paths = ctx.tempFiles ?? []
  ctx.tempFiles = []
  await Promise.all(paths.map((path) => rm(path, { force: true })))
}
