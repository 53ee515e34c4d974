import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const NotificationsController = () => import('#notifications/controllers/notifications_controller')

router
  .group(() => {
    access.signedIn(router.get('/notifications', [NotificationsController, 'index']))
    access.signedIn(
      router.get('/notifications/unread-count', [NotificationsController, 'unreadCount'])
    )
    access.signedIn(router.post('/notifications/read', [NotificationsController, 'read']))
    access.signedIn(router.get('/notifications/stream', [NotificationsController, 'stream']))
  })
  .prefix('/api')
