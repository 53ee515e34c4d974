import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { updateProfileValidator } from '#users/validators/update_user_validator'
import { updateProfile } from '#users/services/update_profile'
import { selfView } from '#users/services/self_view'

export default class ProfileController {
  async show({ auth }: HttpContext) {
    return selfView(auth.getUserOrFail() as User)
  }

  async update({ auth, request }: HttpContext) {
    const input = await request.validateUsing(updateProfileValidator)
    const user = await updateProfile(auth.getUserOrFail() as User, input)
    return selfView(user)
  }
}
