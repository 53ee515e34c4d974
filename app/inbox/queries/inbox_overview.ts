import db from '@adonisjs/lucid/services/db'
import inboxConfig from '#config/inbox'
import { listBranchFolders, listFailed, listFolder } from '#inbox/services/inbox_folder'
import { REQUIRED_KINDS } from '#inbox/rules/set_decision'
import { lastRuns } from '#operations/queries/last_runs'
import { SCAN_INBOX } from '#inbox/jobs/scan_inbox_job'

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
 * that is no branch folder, and the last scan.
 */
export async function inboxOverview(root = inboxConfig.root) {
  const { folders, strays } = await listBranchFolders(root)
  const names = folders.map((f) => f.folder)
  const [sets, tracked, branches, runs] = await Promise.all([
    lastSets(names),
    db.from('inbox_files').whereIn('folder', names.length > 0 ? names : ['']),
    db.from('branches').select('firma', 'code', 'name'),
    lastRuns([SCAN_INBOX]),
  ])
  const branchName = new Map(branches.map((b) => [`${b.firma}/${b.code}`, b.name as string]))
  const rows = []
  for (const folder of folders) {
    const key = folder.branch ? `${folder.branch.firma}/${folder.branch.pharmacyCode}` : null
    const listing = await listFolder(folder.path)
    const state = new Map(
      tracked.filter((t) => t.folder === folder.folder).map((t) => [t.name as string, t])
    )
    const waiting = listing.files.map((file) => ({
      name: file.name,
      size: file.size,
      firstSeenAt: iso(state.get(file.name)?.first_seen_at),
      kind: state.get(file.name)?.kind ?? null,
      problem: state.get(file.name)?.problem ?? null,
    }))
    const kinds = new Set(waiting.map((w) => w.kind))
    rows.push({
      folder: folder.folder,
      firma: folder.branch?.firma ?? null,
      pharmacyCode: folder.branch?.pharmacyCode ?? null,
      branchName: key ? (branchName.get(key) ?? null) : null,
      known: key !== null && branchName.has(key),
      lastSet: sets.get(folder.folder) ?? null,
      waiting,
      missing: waiting.length > 0 ? REQUIRED_KINDS.filter((k) => !kinds.has(k)) : [],
      failed: await listFailed(folder.path),
    })
  }
  return {
    root,
    lastScan: runs.get(SCAN_INBOX) ?? null,
    folders: rows,
    strays,
  }
}
