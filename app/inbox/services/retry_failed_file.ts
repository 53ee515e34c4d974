import inboxConfig from '#config/inbox'
import { DomainError } from '#core/domain_error'
import { branchOfFolder, isPlainFileName } from '#inbox/rules/inbox_layout'
import {
  branchFolderPath,
  InboxPathError,
  listFailed,
  restoreFailed,
} from '#inbox/services/inbox_folder'
import { recordFolder } from '#inbox/services/scanner_records'
import { NOT_CONFIGURED } from '#inbox/services/scan_inbox'

/**
 * On a host that has the inbox (the `inbox` queue's job): puts a refused file back into its
 * branch folder, after the admin added the missing file of a set or created the branch; the
 * next scan takes it like a new one. The folder and the name come from the admin's request:
 * only a real branch folder of the inbox and one plain name in its failed/ are accepted,
 * never a path out of it or a link. The folder's record is brought up to date at once.
 */
export async function retryFailedFile(folder: string, file: string, root = inboxConfig.root) {
  if (root === null) throw new DomainError('INBOX_NOT_CONFIGURED', 503, NOT_CONFIGURED)
  if (!isPlainFileName(file)) {
    throw DomainError.invalid('INBOX_BAD_NAME', 'Neplatný název souboru: jen název, bez cesty.')
  }
  const path = await branchFolderPath(root, folder)
  if (!path) throw DomainError.notFound('Složka pobočky ve složce exportů neexistuje.')
  let restored: string | null
  try {
    restored = await restoreFailed(root, path, file)
  } catch (error) {
    if (error instanceof InboxPathError) throw DomainError.invalid('INBOX_UNSAFE', error.message)
    throw error
  }
  if (!restored) throw DomainError.notFound(`Soubor ${file} mezi odmítnutými soubory není.`)
  const [firma, code] = folder.split('/')
  await recordFolder({
    folder: { folder, path, branch: branchOfFolder(firma, code) },
    failed: await listFailed(root, path),
  })
  return {
    file: restored,
    message: `Soubor ${file} je zpět ve složce ${folder}; zpracuje se při příštím průchodu.`,
  }
}
