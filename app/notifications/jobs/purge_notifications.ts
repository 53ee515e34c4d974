import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'

export const PURGE_NOTIFICATIONS = 'notifications.purge'

/**
 * Notifications are kept NOTIFICATION_RETENTION_DAYS (90) days, their read marks with them;
 * the bell shows the latest, and older facts live on their own screens.
 */
export async function purgeNotifications(now = new Date()) {
  const cutoff = new Date(now.getTime() - domain.NOTIFICATION_RETENTION_DAYS * 86_400_000)
  const purged = await db.from('notifications').where('created_at', '<', cutoff).delete()
  return { purged: Number(purged) }
}
