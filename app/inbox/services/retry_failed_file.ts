import inboxConfig from '#config/inbox'
import { recordAudit } from '#core/audit/record_audit'
import { DomainError } from '#core/domain_error'
import { isPlainFileName } from '#inbox/rules/inbox_layout'
import { branchFolderPath, InboxPathError, restoreFailed } from '#inbox/services/inbox_folder'

/**
 * An admin puts a refused file back into its branch folder (after adding the missing file
 * of a set, or creating the branch); the next scan takes it like a new one. The folder and
 * the name come from the request: only a real branch folder of the inbox and one plain name
 * in its failed/ are accepted, never a path out of it or a link.
 */
export async function retryFailedFile(folder: string, file: string, root = inboxConfig.root) {
  if (!isPlainFileName(file)) {
    throw DomainError.invalid('INBOX_BAD_NAME', 'Neplatný název souboru: jen název, bez cesty.')
  }
  const path = await branchFolderPath(root, folder)
  if (!path) throw DomainError.notFound('Složka pobočky ve složce exportů neexistuje.')
  let restored: string | null
  try {
    restored = await restoreFailed(path, file)
  } catch (error) {
    if (error instanceof InboxPathError) throw DomainError.invalid('INBOX_UNSAFE', error.message)
    throw error
  }
  if (!restored) throw DomainError.notFound(`Soubor ${file} mezi odmítnutými soubory není.`)
  await recordAudit({
    action: 'inbox.retry_file',
    entity: 'inbox_file',
    entityId: `${folder}/${restored}`,
    after: { folder, file: restored },
  })
  return {
    file: restored,
    message: `Soubor ${file} je zpět ve složce ${folder}; zpracuje se při příštím průchodu.`,
  }
}
