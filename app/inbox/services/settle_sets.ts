import { basename, dirname, join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { branchFolderPath, moveToFailed } from '#inbox/services/inbox_folder'
import type { SetFile } from '#inbox/services/inbox_sets'
import { reportInboxFailure } from '#inbox/services/report_failure'

const LOST = 'Záznam o zpracování exportu se ztratil; nahrajte soubory znovu.'

/**
 * Follows the sets the inbox submitted to the end of their export job: a finished batch
 * makes the set done; a refused or failed one moves its files from processed/ to failed/
 * with the job's reason (the job reads every row, which the scanner's header check does
 * not), and the branch and the admins are told.
 */
export async function settleSets(root: string, now: Date) {
  const { rows } = await db.rawQuery(
    `SELECT s.id, s.folder, s.firma, s.pharmacy_code, s.files, b.status AS batch_status, b.error
       FROM inbox_sets s LEFT JOIN export_batches b ON b.id = s.batch_id
      WHERE s.status = 'submitted' ORDER BY s.id`
  )
  let settled = 0
  for (const set of rows) {
    if (set.batch_status === 'queued' || set.batch_status === 'processing') continue
    settled++
    if (set.batch_status === 'done') {
      await db.from('inbox_sets').where('id', set.id).update({ status: 'done', finished_at: now })
      continue
    }
    const reason = set.error ?? LOST
    const files = set.files as SetFile[]
    const folderPath = await branchFolderPath(root, set.folder)
    const moved: SetFile[] = []
    for (const file of files) {
      if (!folderPath) {
        moved.push(file)
        continue
      }
      const from = join(folderPath, dirname(file.path))
      const result = await moveToFailed(folderPath, [basename(file.path)], reason, now, from).catch(
        () => null
      )
      moved.push(result ? { ...file, path: Object.values(result)[0] } : file)
    }
    await db
      .from('inbox_sets')
      .where('id', set.id)
      .update({ status: 'failed', reason, files: JSON.stringify(moved), finished_at: now })
    const branch = set.firma ? { firma: set.firma, pharmacyCode: set.pharmacy_code } : null
    await reportInboxFailure({
      setId: set.id,
      folder: set.folder,
      branch,
      files: files.map((f) => f.name),
      reason,
    })
  }
  return settled
}
