import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dbNow } from '#core/clock'

/**
 * Daily: audit rows older than AUDIT_RETENTION_DAYS (two years) go, and so do sessions that
 * ended or expired more than SESSION_RETENTION_DAYS ago (their sign-in and end stay in the
 * audit trail). The table's trigger refuses to delete a younger audit row in any case.
 */
export async function purgeAudit(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  const auditCutoff = new Date(now.getTime() - domain.AUDIT_RETENTION_DAYS * 86_400_000)
  const sessionCutoff = new Date(now.getTime() - domain.SESSION_RETENTION_DAYS * 86_400_000)
  const audit = await db.from('audit_log').where('created_at', '<', auditCutoff).delete()
  const sessions = await db
    .from('user_sessions')
    .where((q) => q.where('ended_at', '<', sessionCutoff).orWhere('expires_at', '<', sessionCutoff))
    .delete()
  return { audit: Number(audit), sessions: Number(sessions) }
}
