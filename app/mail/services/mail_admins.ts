import db from '@adonisjs/lucid/services/db'
import type { MailContent } from '#core/mail/mail_layout'
import { mailEnabled, queueMail, type MailKind } from '#mail/services/queue_mail'

/**
 * Sends a message to every active administrator, once per `dedupeKey` and admin.
 * Answers how many were queued (0 when e-mail is off).
 */
export async function mailAdmins(kind: MailKind, content: MailContent, dedupeKey: string) {
  if (!mailEnabled()) return 0
  const admins = await db
    .from('users')
    .where('role', 'admin')
    .whereNull('deactivated_at')
    .whereNot('email', '')
    .orderBy('id')
    .select('id', 'email')
  let queued = 0
  for (const admin of admins) {
    const id = await queueMail({
      kind,
      to: admin.email,
      content,
      dedupeKey: `${dedupeKey}:${admin.id}`,
      userId: admin.id,
    })
    if (id !== null) queued++
  }
  return queued
}
