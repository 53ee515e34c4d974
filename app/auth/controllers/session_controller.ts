import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#auth/validators/login_validator'
import { passwordSignIn } from '#auth/services/password_sign_in'
import { endOwnSession } from '#auth/services/end_own_session'
import { twoFactorSignIn } from '#auth/services/two_factor_sign_in'
import { twoFactorLoginValidator } from '#auth/validators/two_factor_validators'
import { signChallenge } from '#core/auth/jwt'
import { selfView } from '#users/services/self_view'
import type User from '#users/models/user'

export default class SessionController {
  /**
   * The password; with two-factor sign-in on, no token yet but a challenge for the second
   * step (`twoFactorRequired`), which the code then completes.
   */
  async login({ request, auth }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await passwordSignIn(email, password)
    if (user.totpEnabledAt) {
      return { twoFactorRequired: true, challenge: await signChallenge(String(user.id)) }
    }
    const token = await auth.use('jwt').generate(user)
    return { token, user: selfView(user) }
  }

  /** The second step: the code from the authenticator app, or a recovery code. */
  async loginTwoFactor({ request, auth }: HttpContext) {
    const { challenge, code } = await request.validateUsing(twoFactorLoginValidator)
    const { user, method } = await twoFactorSignIn(challenge, code)
    const token = await auth.use('jwt').generate(user, method)
    return { token, user: selfView(user) }
  }

  /** Ends the caller's session: its token is refused from now on (API.md). */
  async logout({ auth, response }: HttpContext) {
    const guard = auth.use('jwt')
    await endOwnSession(guard.getUserOrFail() as User, guard.sessionId!, 'logout')
    return response.noContent()
  }

  async me({ auth }: HttpContext) {
    return selfView(auth.getUserOrFail() as User)
  }
}
