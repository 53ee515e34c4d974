import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'
import { throttleAuth } from '#start/limiter'

const SessionController = () => import('#auth/controllers/session_controller')
const PermissionsController = () => import('#auth/controllers/permissions_controller')
const SignInsController = () => import('#auth/controllers/sign_ins_controller')
const TwoFactorController = () => import('#auth/controllers/two_factor_controller')

router
  .group(() => {
    access.public(router.post('/auth/login', [SessionController, 'login']).use(throttleAuth))
    access.public(
      router.post('/auth/login/2fa', [SessionController, 'loginTwoFactor']).use(throttleAuth)
    )
    access.account(router.post('/auth/logout', [SessionController, 'logout']))
    access.account(router.get('/protected/me', [SessionController, 'me']))
    access.account(router.post('/users/me/2fa', [TwoFactorController, 'start']))
    access.account(router.post('/users/me/2fa/confirm', [TwoFactorController, 'confirm']))
    access.signedIn(router.post('/users/me/2fa/disable', [TwoFactorController, 'disable']))
    access.signedIn(router.get('/users/me/sessions', [SignInsController, 'index']))
    access.signedIn(router.delete('/users/me/sessions', [SignInsController, 'destroyOthers']))
    access.signedIn(router.delete('/users/me/sessions/:id', [SignInsController, 'destroy']))
    access.admin(router.get('/admin/permissions', [PermissionsController, 'index']))
  })
  .prefix('/api')
