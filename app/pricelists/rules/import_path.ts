import { isAbsolute, resolve, sep } from 'node:path'

/*
| A server path typed by an admin may only name a file inside the import directory. The
| check compares resolved paths with the separator appended, so `/data/imports-old` is not
| inside `/data/imports`; the service repeats it on the real paths to catch symlinks.
*/

export function isInsideDir(dir: string, candidate: string): boolean {
  const root = dir.endsWith(sep) ? dir : dir + sep
  return candidate.startsWith(root)
}

/** The absolute path a typed path names: relative ones are taken from the import directory. */
export function candidatePath(dir: string, typed: string): string {
  return isAbsolute(typed) ? resolve(typed) : resolve(dir, typed)
}
