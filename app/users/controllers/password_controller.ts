import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { changePasswordValidator } from '#users/validators/password_validators'
import { changeOwnPassword } from '#users/services/change_password'
import { selfView } from '#users/services/self_view'

export default class PasswordController {
  /** The caller's own password; the other sign-ins of the account end. */
  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(changePasswordValidator)
    const guard = auth.use('jwt')
    const user = await changeOwnPassword(
      guard.getUserOrFail() as User,
      guard.sessionId ?? null,
      input
    )
    return selfView(user)
  }
}
