import { realpath, stat } from 'node:fs/promises'
import { isAbsolute } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { DomainError } from '#core/domain_error'
import { candidatePath, isInsideDir } from '#pricelists/rules/import_path'

export const OUTSIDE_IMPORT_DIR = 'Soubor musí ležet v adresáři pro importy na serveru.'

/* The folder on this host that `filePath` imports may name (README "Proměnné prostředí"). */
function importDir() {
  const dir = env.get('IMPORT_DIR') ?? app.tmpPath('imports')
  return isAbsolute(dir) ? dir : app.makePath(dir)
}

const outside = () => DomainError.invalid('PATH_OUTSIDE_IMPORT_DIR', OUTSIDE_IMPORT_DIR)

/**
 * The real path of a server file an admin names for an import. Only regular files inside
 * IMPORT_DIR qualify: `..`, absolute paths elsewhere and symlinks leading out are refused
 * before anything is read, and nothing tells whether a file outside exists.
 */
export async function resolveImportPath(typed: string): Promise<string> {
  if (typed.includes('\0')) throw outside()
  const configured = importDir()
  const root = await realpath(configured).catch(() => null)
  if (!root) throw outside()
  const candidate = candidatePath(configured, typed)
  if (!isInsideDir(configured, candidate) && !isInsideDir(root, candidate)) throw outside()

  const real = await realpath(candidate).catch(() => null)
  if (real !== null && !isInsideDir(root, real)) throw outside()
  const info = real === null ? null : await stat(real).catch(() => null)
  if (!info?.isFile()) {
    throw DomainError.invalid(
      'IMPORT_FILE_NOT_FOUND',
      `Soubor ${typed} v adresáři pro importy neexistuje.`
    )
  }
  return real!
}
