import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dbNow } from '#core/clock'

/**
 * Daily: mails sent or given up on more than MAIL_RETENTION_DAYS (90) days ago leave the
 * mail log, their attachments with them (a watchlist PDF a day per branch adds up). A mail
 * still queued stays whatever its age: it has not been delivered yet.
 */
export async function purgeMail(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  const cutoff = new Date(now.getTime() - domain.MAIL_RETENTION_DAYS * 86_400_000)
  const purged = await db
    .from('mail_messages')
    .whereIn('status', ['sent', 'failed'])
    .where('created_at', '<', cutoff)
    .delete()
  return { purged: Number(purged) }
}
