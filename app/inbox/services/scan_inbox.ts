import { access, constants, mkdir, stat } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import inboxConfig from '#config/inbox'
import { dbNow } from '#core/clock'
import { withRedisLock } from '#core/redis_lock'
import { InboxPathError, listBranchFolders, listFailed } from '#inbox/services/inbox_folder'
import { scanFolder, type ScanSummary } from '#inbox/services/scan_folder'
import { settleSets } from '#inbox/services/settle_sets'
import { forgetFoldersExcept } from '#inbox/services/tracked_files'
import { recordScan, recordScanError, type FolderRecord } from '#inbox/services/scanner_records'

export const LOCKED = 'Složku exportů právě prochází jiný proces.'
export const NOT_CONFIGURED =
  'Složka exportů na tomto stroji není nastavená (proměnná EXPORT_INBOX).'

/** A configured inbox that is missing or cannot be read: an error, never an empty inbox. */
export class InboxUnavailable extends Error {}

async function assertReadable(root: string) {
  const info = await stat(root).catch(() => null)
  const readable = await access(root, constants.R_OK | constants.X_OK).then(
    () => true,
    () => false
  )
  if (!info?.isDirectory() || !readable) {
    throw new InboxUnavailable(
      `Složka exportů ${root} ${info ? 'nejde číst' : 'neexistuje'}; nic se neprochází, ` +
        'co bylo vidět naposledy, zůstává. Zkontrolujte připojení sdílené složky na stroji workeru.'
    )
  }
}

async function knownBranches() {
  const rows = await db.from('branches').select('firma', 'code')
  return new Set(rows.map((r) => `${r.firma}/${r.code}`))
}

async function scanAll(root: string, now: Date) {
  if (!inboxConfig.configured && root === inboxConfig.root) await mkdir(root, { recursive: true })
  await assertReadable(root)
  const settled = await settleSets(root, now)
  const { folders, strays } = await listBranchFolders(root)
  const branches = await knownBranches()
  const summary: ScanSummary = { folders: 0, submitted: 0, refused: 0, waiting: 0, settling: 0 }
  const records: FolderRecord[] = []
  for (const folder of folders) {
    const exists =
      folder.branch !== null && branches.has(`${folder.branch.firma}/${folder.branch.pharmacyCode}`)
    /* One folder the disk will not let us handle must not hold up the others. */
    try {
      await scanFolder(root, folder, exists, now, summary)
      records.push({ folder, failed: await listFailed(root, folder.path) })
    } catch (error) {
      if (error instanceof InboxPathError) {
        strays.push({ path: `${folder.folder}/failed`, reason: error.message })
      }
      logger.error({ err: error, folder: folder.folder }, 'inbox folder not scanned')
      summary.errors = [
        ...(summary.errors ?? []),
        { folder: folder.folder, error: (error as Error).message },
      ]
      records.push({ folder, failed: [] })
    }
  }
  await forgetFoldersExcept(folders.map((f) => f.folder))
  await recordScan(root, records, strays)
  return { ...summary, settled }
}

/**
 * One pass over the export inbox (every minute from a maintenance worker whose host has the
 * folder, or `inbox:scan`): follows submitted sets to their end, then looks at every branch
 * folder, and records what it saw for the other hosts. One scanner at a time over all
 * machines; a pass that finds the lock taken does nothing and says so.
 */
export async function scanInbox(now?: Date, root = inboxConfig.root) {
  if (root === null) throw new InboxUnavailable(NOT_CONFIGURED)
  const at = now ?? (await dbNow())
  const run = await withRedisLock('inbox-scan', inboxConfig.lockMs, async () => {
    try {
      return await scanAll(root, at)
    } catch (error) {
      if (error instanceof InboxUnavailable) await recordScanError(root, error.message)
      throw error
    }
  })
  return run.locked ? run.value : { skipped: LOCKED }
}
