import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import inboxConfig from '#config/inbox'
import { withRedisLock } from '#core/redis_lock'
import { listBranchFolders } from '#inbox/services/inbox_folder'
import { scanFolder, type ScanSummary } from '#inbox/services/scan_folder'
import { settleSets } from '#inbox/services/settle_sets'
import { forgetFoldersExcept } from '#inbox/services/tracked_files'

export const LOCKED = 'Složku exportů právě prochází jiný proces.'

async function knownBranches() {
  const rows = await db.from('branches').select('firma', 'code')
  return new Set(rows.map((r) => `${r.firma}/${r.code}`))
}

async function scanAll(root: string, now: Date) {
  const settled = await settleSets(root, now)
  const { folders } = await listBranchFolders(root)
  const branches = await knownBranches()
  const summary: ScanSummary = { folders: 0, submitted: 0, refused: 0, waiting: 0, settling: 0 }
  for (const folder of folders) {
    const exists =
      folder.branch !== null && branches.has(`${folder.branch.firma}/${folder.branch.pharmacyCode}`)
    /* One folder the disk will not let us handle must not hold up the others. */
    try {
      await scanFolder(root, folder, exists, now, summary)
    } catch (error) {
      logger.error({ err: error, folder: folder.folder }, 'inbox folder not scanned')
      summary.errors = [
        ...(summary.errors ?? []),
        { folder: folder.folder, error: (error as Error).message },
      ]
    }
  }
  await forgetFoldersExcept(folders.map((f) => f.folder))
  return { ...summary, settled }
}

/**
 * One pass over the export inbox (every minute from the maintenance worker, or `inbox:scan`):
 * follows submitted sets to their end, then looks at every branch folder. One scanner at a
 * time over all machines; a pass that finds the lock taken does nothing and says so.
 */
export async function scanInbox(now = new Date(), root = inboxConfig.root) {
  const run = await withRedisLock('inbox-scan', inboxConfig.lockMs, () => scanAll(root, now))
  return run.locked ? run.value : { skipped: LOCKED }
}
