import db from '@adonisjs/lucid/services/db'
import { REQUIRED_KINDS } from '#inbox/rules/set_decision'
import { lastRuns } from '#operations/queries/last_runs'
import { SCAN_INBOX } from '#inbox/jobs/names'

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

async function lastSets(folders: string[]) {
  if (folders.length === 0) return new Map()
  const { rows } = await db.rawQuery(
    `SELECT DISTINCT ON (s.folder) s.id, s.folder, s.status, s.files, s.reason, s.created_at,
            s.finished_at, s.batch_id, b.status AS batch_status
       FROM inbox_sets s LEFT JOIN export_batches b ON b.id = s.batch_id
      WHERE s.folder = ANY(?) ORDER BY s.folder, s.id DESC`,
    [folders]
  )
  return new Map(
    rows.map((r: any) => [
      r.folder,
      {
        id: String(r.id),
        status: r.status,
        batchId: r.batch_id ? String(r.batch_id) : null,
        batchStatus: r.batch_status ?? null,
        files: (r.files as { name: string; kind: string | null }[]).map((f) => ({
          name: f.name,
          kind: f.kind,
        })),
        reason: r.reason,
        createdAt: iso(r.created_at),
        finishedAt: iso(r.finished_at),
      },
    ])
  )
}

/**
 * What /admin/jobs shows of the export inbox: each branch folder with its last set and its
 * result, the files waiting (with what their header said and which required kinds are still
 * missing) and the refused files in failed/ with their reasons; plus anything in the inbox
 * that is no branch folder, and the last scan. All as the scanner last recorded it
 * (issue #29): the same on every web host, none of which has the folder.
 */
export async function inboxOverview() {
  const [scanner, folders, tracked, branches, runs] = await Promise.all([
    db.from('inbox_scanner').where('id', 1).first(),
    db.from('inbox_folders').orderBy('folder'),
    db.from('inbox_files').orderBy(['folder', 'name']),
    db.from('branches').select('firma', 'code', 'name'),
    lastRuns([SCAN_INBOX]),
  ])
  const sets = await lastSets(folders.map((f) => f.folder))
  const branchName = new Map(branches.map((b) => [`${b.firma}/${b.code}`, b.name as string]))
  const rows = folders.map((folder) => {
    const key = folder.firma ? `${folder.firma}/${folder.pharmacy_code}` : null
    const waiting = tracked
      .filter((t) => t.folder === folder.folder)
      .map((t) => ({
        name: t.name as string,
        size: Number(t.size),
        firstSeenAt: iso(t.first_seen_at),
        kind: t.kind ?? null,
        problem: t.problem ?? null,
      }))
    const kinds = new Set(waiting.map((w) => w.kind))
    return {
      folder: folder.folder,
      firma: folder.firma ?? null,
      pharmacyCode: folder.pharmacy_code ?? null,
      branchName: key ? (branchName.get(key) ?? null) : null,
      known: key !== null && branchName.has(key),
      lastSet: sets.get(folder.folder) ?? null,
      waiting,
      missing: waiting.length > 0 ? REQUIRED_KINDS.filter((k) => !kinds.has(k)) : [],
      failed: folder.failed as { name: string; reason: string; at: string }[],
    }
  })
  return {
    root: scanner?.root ?? null,
    scannedAt: iso(scanner?.scanned_at),
    scannedBy: scanner?.host ?? null,
    error: scanner?.error ?? null,
    lastScan: runs.get(SCAN_INBOX) ?? null,
    folders: rows,
    strays: (scanner?.strays ?? []) as { path: string; reason: string }[],
  }
}
