import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { updateProfileValidator } from '#users/validators/update_user_validator'
import { updateProfile } from '#users/services/update_profile'

export default class ProfileController {
  async show({ auth }: HttpContext) {
    return auth.getUserOrFail().serialize()
  }

  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(updateProfileValidator)
    const user = await updateProfile(auth.getUserOrFail() as User, input)
    return user.serialize()
  }
}
