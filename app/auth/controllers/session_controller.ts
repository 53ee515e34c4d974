import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { failedLogins } from '#start/limiter'
import { loginValidator } from '#auth/validators/login_validator'
import { verifyCredentials } from '#auth/services/verify_credentials'
import { registerValidator } from '#users/validators/create_user_validator'
import { registerUser } from '#users/services/register_user'

export default class SessionController {
  async login({ request, auth }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const key = `login_email_${email.toLowerCase()}`
    const [throttled, user] = await failedLogins().penalize(key, () =>
      verifyCredentials(email, password)
    )
    if (throttled) {
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        429,
        'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to prosím za 15 minut.'
      )
    }
    const token = await auth.use('jwt').generate(user)
    return { token, user: user.serialize() }
  }

  async register({ request, response }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await registerUser(input)
    return response.created({ user: user.serialize() })
  }

  async me({ auth }: HttpContext) {
    return auth.getUserOrFail().serialize()
  }
}
