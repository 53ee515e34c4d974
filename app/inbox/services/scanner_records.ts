import { hostname } from 'node:os'
import db from '@adonisjs/lucid/services/db'
import type { BranchFolder, Stray } from '#inbox/services/inbox_folder'

/*
| What a scan saw, for hosts without the folder (issue #29): the admin overview on any web
| host reads these rows (tables inbox_scanner, inbox_folders), never a disk.
*/

export type FailedFile = { name: string; reason: string; at: string }
export type FolderRecord = { folder: BranchFolder; failed: FailedFile[] }

async function recordScanner(fields: { root: string; strays?: Stray[]; error: string | null }) {
  const strays = fields.strays === undefined ? null : JSON.stringify(fields.strays)
  await db.rawQuery(
    `INSERT INTO inbox_scanner (id, root, strays, error, host, scanned_at)
     VALUES (1, ?, coalesce(?::jsonb, '[]'), ?, ?, now())
     ON CONFLICT (id) DO UPDATE SET root = excluded.root,
       strays = coalesce(?::jsonb, inbox_scanner.strays), error = excluded.error,
       host = excluded.host, scanned_at = excluded.scanned_at`,
    [fields.root, strays, fields.error, hostname(), strays]
  )
}

export async function recordFolder(record: FolderRecord) {
  const { folder, failed } = record
  await db.rawQuery(
    `INSERT INTO inbox_folders (folder, firma, pharmacy_code, failed, scanned_at)
     VALUES (?, ?, ?, ?::jsonb, now())
     ON CONFLICT (folder) DO UPDATE SET firma = excluded.firma,
       pharmacy_code = excluded.pharmacy_code, failed = excluded.failed, scanned_at = now()`,
    [
      folder.folder,
      folder.branch?.firma ?? null,
      folder.branch?.pharmacyCode ?? null,
      JSON.stringify(failed),
    ]
  )
}

/** A whole scan: the inbox's folders as they are now; folders gone from the disk are dropped. */
export async function recordScan(root: string, folders: FolderRecord[], strays: Stray[]) {
  for (const record of folders) await recordFolder(record)
  const names = folders.map((f) => f.folder.folder)
  await db
    .from('inbox_folders')
    .whereNotIn('folder', names.length > 0 ? names : [''])
    .delete()
  await recordScanner({ root, strays, error: null })
}

/** A scan that could not read the folder: shown as an error, and nothing seen before is dropped. */
export async function recordScanError(root: string, error: string) {
  await recordScanner({ root, error })
}
