import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#users/validators/create_user_validator'
import { registerUser } from '#users/services/register_user'

export default class RegistrationController {
  /** Self-registration (POST /api/auth/register): an account without a branch, audited. */
  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await registerUser(input)
    return response.created({ user: user.serialize() })
  }
}
