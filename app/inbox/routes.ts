import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const InboxController = () => import('#inbox/controllers/inbox_controller')

router
  .group(() => {
    access.admin(router.get('/admin/inbox', [InboxController, 'index']))
    access.admin(router.post('/admin/inbox/retry', [InboxController, 'retry']))
  })
  .prefix('/api')
