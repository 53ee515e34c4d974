import router from '@adonisjs/core/services/router'
import { access } from '#core/route_access'
import { throttleAuth } from '#start/limiter'

const ProfileController = () => import('#users/controllers/profile_controller')
const AdminUsersController = () => import('#users/controllers/admin_users_controller')
const PasswordController = () => import('#users/controllers/password_controller')
const RegistrationController = () => import('#users/controllers/registration_controller')

router
  .group(() => {
    /* Self-registration sits beside sign-in under /auth, rate-limited alike (API.md). */
    access.public(
      router.post('/auth/register', [RegistrationController, 'store']).use(throttleAuth)
    )
    access.account(router.get('/users/me', [ProfileController, 'show']))
    access.signedIn(router.patch('/users/me', [ProfileController, 'update']))
    access.account(router.post('/users/me/password', [PasswordController, 'update']))

    access.admin(router.get('/admin/users', [AdminUsersController, 'index']))
    access.admin(router.post('/admin/users', [AdminUsersController, 'store']))
    access.admin(router.get('/admin/users/:id', [AdminUsersController, 'show']))
    access.admin(router.patch('/admin/users/:id', [AdminUsersController, 'update']))
    access.admin(router.delete('/admin/users/:id', [AdminUsersController, 'destroy']))
    access.admin(router.post('/admin/users/:id/password', [AdminUsersController, 'setPassword']))
    access.admin(
      router.delete('/admin/users/:id/sessions', [AdminUsersController, 'signOutEverywhere'])
    )
  })
  .prefix('/api')
