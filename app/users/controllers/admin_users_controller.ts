import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'
import { createUserValidator } from '#users/validators/create_user_validator'
import { listUsersValidator, updateUserValidator } from '#users/validators/update_user_validator'
import { listUsers } from '#users/queries/list_users'
import { createUser } from '#users/services/create_user'
import { updateUser } from '#users/services/update_user'
import { deleteUser } from '#users/services/delete_user'
import { isDbId } from '#core/db_id'

function userId(value: string) {
  if (!isDbId(value)) throw DomainError.notFound('Uživatel nenalezen.')
  return Number(value)
}

export default class AdminUsersController {
  async index({ request }: HttpContext) {
    const params = await listUsersValidator.validate(request.qs())
    return listUsers(params)
  }

  async show({ params }: HttpContext) {
    const user = await User.find(userId(params.id))
    if (!user) throw DomainError.notFound('Uživatel nenalezen.')
    return user.serialize()
  }

  async store({ request, response }: HttpContext) {
    const input = await request.validateUsing(createUserValidator)
    const user = await createUser(input)
    return response.created(user.serialize())
  }

  async update({ params, request }: HttpContext) {
    const input = await request.validateUsing(updateUserValidator)
    const user = await updateUser(userId(params.id), input)
    return user.serialize()
  }

  async destroy({ params, response }: HttpContext) {
    await deleteUser(userId(params.id))
    return response.noContent()
  }
}
