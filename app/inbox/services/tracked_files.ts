import db from '@adonisjs/lucid/services/db'
import type { ExportKind } from '#exports/rules/export_specs'

/*
| What the scanner remembers of each waiting file between scans (table inbox_files): its
| size and time as last seen, when it first came, and what its header said at that size.
*/

export type Tracked = {
  name: string
  size: number
  mtimeMs: number
  /** Same size and time as at the previous scan: nobody is writing it any more. */
  unchanged: boolean
  firstSeenAt: Date
  kind: ExportKind | null
  problem: string | null
}

export async function trackFiles(
  folder: string,
  files: { name: string; size: number; mtimeMs: number }[],
  now: Date
): Promise<Tracked[]> {
  const rows = await db.from('inbox_files').where('folder', folder)
  const known = new Map(rows.map((r) => [r.name as string, r]))
  const tracked: Tracked[] = []
  for (const file of files) {
    const prev = known.get(file.name)
    const unchanged =
      prev !== undefined &&
      Number(prev.size) === file.size &&
      Number(prev.mtime_ms) === file.mtimeMs
    if (!unchanged) {
      await db.rawQuery(
        `INSERT INTO inbox_files (folder, name, size, mtime_ms, first_seen_at, changed_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (folder, name) DO UPDATE SET size = excluded.size,
           mtime_ms = excluded.mtime_ms, changed_at = excluded.changed_at, kind = NULL, problem = NULL`,
        [folder, file.name, file.size, file.mtimeMs, now, now]
      )
    }
    tracked.push({
      ...file,
      unchanged,
      firstSeenAt: prev ? new Date(prev.first_seen_at) : now,
      kind: unchanged ? prev.kind : null,
      problem: unchanged ? prev.problem : null,
    })
  }
  const gone = [...known.keys()].filter((name) => !files.some((f) => f.name === name))
  await forgetFiles(folder, gone)
  return tracked
}

export async function rememberRecognition(
  folder: string,
  name: string,
  kind: ExportKind | null,
  problem: string | null
) {
  await db.from('inbox_files').where({ folder, name }).update({ kind, problem })
}

export async function forgetFiles(folder: string, names: string[]) {
  if (names.length === 0) return
  await db.from('inbox_files').where('folder', folder).whereIn('name', names).delete()
}

/** Drops what is remembered of folders that are gone from the inbox. */
export async function forgetFoldersExcept(folders: string[]) {
  await db
    .from('inbox_files')
    .whereNotIn('folder', folders.length > 0 ? folders : [''])
    .delete()
}
