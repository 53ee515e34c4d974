import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'
import { throttleAuth } from '#start/limiter'

const SessionController = () => import('#auth/controllers/session_controller')
const PermissionsController = () => import('#auth/controllers/permissions_controller')

router
  .group(() => {
    access.public(router.post('/auth/login', [SessionController, 'login']).use(throttleAuth))
    access.public(router.post('/auth/register', [SessionController, 'register']).use(throttleAuth))
    access.signedIn(router.get('/protected/me', [SessionController, 'me']))
    access.admin(router.get('/admin/permissions', [PermissionsController, 'index']))
  })
  .prefix('/api')
