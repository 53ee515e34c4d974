import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import mailConfig from '#config/mail'
import { findBranchLabel } from '#branches/queries/branch_label'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { notify } from '#notifications/services/notify'
import { inboxFailureMail } from '#mail/rules/alert_mails'
import { mailAdmins } from '#mail/services/mail_admins'

type Failure = {
  setId: number
  folder: string
  branch: { firma: string; pharmacyCode: string } | null
  files: string[]
  reason: string
}

/**
 * The branch is told in the bell (once per refused set) and the admins by e-mail. Telling
 * must not undo the move: a failure here is logged and the scan goes on.
 */
export async function reportInboxFailure(failure: Failure) {
  try {
    if (failure.branch) {
      const target = failure.branch
      await db.transaction((trx) =>
        notify(trx, [
          {
            kind: 'inbox_failed',
            target,
            params: { files: failure.files, reason: failure.reason },
            dedupeKey: dedupeKeys.inboxFailed(failure.setId),
          },
        ])
      )
    }
    await mailAdmins(
      'inbox_failed',
      inboxFailureMail(
        {
          folder: failure.folder,
          branch: failure.branch ? await findBranchLabel(failure.branch) : null,
          files: failure.files,
          reason: failure.reason,
        },
        mailConfig.appUrl
      ),
      `inbox_failed:${failure.setId}`
    )
  } catch (error) {
    logger.warn({ err: error, folder: failure.folder }, 'inbox failure not reported')
  }
}
