import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'

const MailController = () => import('#mail/controllers/mail_controller')

router
  .group(() => {
    access.signedIn(router.get('/mail/preferences', [MailController, 'preferences']))
    access.signedIn(router.put('/mail/preferences', [MailController, 'updatePreferences']))
    access.admin(router.get('/admin/mail', [MailController, 'log']))
  })
  .prefix('/api')
