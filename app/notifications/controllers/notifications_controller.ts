import type { HttpContext } from '@adonisjs/core/http'
import { parseListParams } from '#core/list_contract'
import {
  listNotifications,
  notificationCounts,
  notificationsOrder,
} from '#notifications/queries/list_notifications'
import { markRead } from '#notifications/services/mark_read'
import { openNotificationStream } from '#notifications/services/open_stream'
import {
  listNotificationsValidator,
  markReadValidator,
} from '#notifications/validators/notification_validators'

export default class NotificationsController {
  async index({ auth, request }: HttpContext) {
    const qs = request.qs()
    const paging = await listNotificationsValidator.validate(qs)
    const { sort, dir } = parseListParams({ sort: qs.sort, dir: qs.dir }, notificationsOrder)
    return listNotifications(auth.getUserOrFail(), { ...paging, sort, dir })
  }

  async unreadCount({ auth }: HttpContext) {
    const { unread } = await notificationCounts(auth.getUserOrFail())
    return { unread }
  }

  async read({ auth, request }: HttpContext) {
    const viewer = auth.getUserOrFail()
    const marked = await markRead(viewer, await markReadValidator(request.body()))
    const { unread } = await notificationCounts(viewer)
    return { marked, unread }
  }

  /** Server-sent events: a signal when the bell should refresh (see open_stream). */
  async stream({ auth, response }: HttpContext) {
    response.header('Content-Type', 'text/event-stream; charset=utf-8')
    response.header('Cache-Control', 'no-store, no-transform')
    /* nginx and similar proxies would otherwise buffer the events. */
    response.header('X-Accel-Buffering', 'no')
    const guard = auth.use('jwt')
    response.stream(openNotificationStream(guard.getUserOrFail(), guard.sessionId!))
  }
}
