import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { dbNow } from '#core/clock'

/**
 * Notifications are kept NOTIFICATION_RETENTION_DAYS (90) days, their read marks with them;
 * the bell shows the latest, and older facts live on their own screens.
 */
export async function purgeNotifications(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  const cutoff = new Date(now.getTime() - domain.NOTIFICATION_RETENTION_DAYS * 86_400_000)
  const purged = await db.from('notifications').where('created_at', '<', cutoff).delete()
  return { purged: Number(purged) }
}
