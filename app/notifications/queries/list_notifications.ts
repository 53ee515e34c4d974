import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import type { Dir } from '#core/list_contract'
import { renderNotification, type NotificationKind } from '#notifications/rules/notification_text'
import { visibleTo, type Viewer } from '#notifications/queries/visible_to'
import {
  notificationsList,
  type Notification,
  type NotificationPage,
  type NotificationSort,
} from '#contracts/lists/notifications'

export type Paging = { page?: number; limit?: number; sort?: NotificationSort | null; dir?: Dir }

/* The bell's list orders by time only (contracts/lists/notifications.ts). */
export const notificationsOrder = notificationsList

/** Counts of the user's notifications: all of them and those they have not read. */
export async function notificationCounts(viewer: Viewer) {
  const visible = visibleTo(viewer)
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE r.user_id IS NULL)::int AS unread
       FROM notifications n
       LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = ?
      WHERE ${visible.sql}`,
    [viewer.id, ...visible.bindings]
  )
  return { total: rows[0].total as number, unread: rows[0].unread as number }
}

/**
 * One page of the user's notifications, newest first (or by `createdAt` in `dir`), each with
 * its Czech text and read flag.
 */
export async function listNotifications(viewer: Viewer, paging: Paging): Promise<NotificationPage> {
  const page = paging.page ?? 1
  const limit = Math.min(
    paging.limit ?? domain.NOTIFICATIONS_PAGE_SIZE,
    domain.NOTIFICATIONS_MAX_PAGE_SIZE
  )
  const visible = visibleTo(viewer)
  const dir = paging.sort && paging.dir !== 'desc' ? 'ASC' : 'DESC'
  const { rows } = await db.rawQuery(
    `SELECT n.id, n.kind, n.params, n.created_at, r.user_id IS NOT NULL AS read
       FROM notifications n
       LEFT JOIN notification_reads r ON r.notification_id = n.id AND r.user_id = ?
      WHERE ${visible.sql}
      ORDER BY n.created_at ${dir}, n.id ${dir}
      LIMIT ? OFFSET ?`,
    [viewer.id, ...visible.bindings, limit, (page - 1) * limit]
  )
  const notifications = rows.map((row: any): Notification => ({
    id: String(row.id),
    _id: String(row.id),
    kind: row.kind as NotificationKind,
    ...renderNotification(row.kind, row.params),
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read as boolean,
  }))
  return { notifications, ...(await notificationCounts(viewer)), page, limit }
}
