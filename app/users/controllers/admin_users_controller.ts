import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import User from '#users/models/user'
import { createUserValidator } from '#users/validators/create_user_validator'
import { updateUserValidator } from '#users/validators/update_user_validator'
import { adminUsersContract, listUsers } from '#users/queries/list_users'
import { adminUsersExport } from '#users/queries/admin_users_export'
import { parseListParams, wantsXlsx } from '#core/list_contract'
import { sendListXlsx } from '#core/list_export'
import { createUser } from '#users/services/create_user'
import { updateUser } from '#users/services/update_user'
import { deleteUser } from '#users/services/delete_user'
import { isDbId } from '#core/db_id'
import { setPasswordValidator } from '#users/validators/password_validators'
import { setPasswordByAdmin } from '#users/services/change_password'
import { signOutEverywhere } from '#users/services/sign_out_everywhere'

function userId(value: string) {
  if (!isDbId(value)) throw DomainError.notFound('Uživatel nenalezen.')
  return Number(value)
}

export default class AdminUsersController {
  /** `{ users, total }` as the spec's call table says, under the list contract. */
  async index(ctx: HttpContext) {
    const { request, response } = ctx
    const params = parseListParams(request.qs(), adminUsersContract)
    if (wantsXlsx(request.qs())) {
      const { users } = await listUsers({
        ...params,
        page: { number: 1, limit: 100_000, offset: 0 },
      })
      return sendListXlsx(ctx, adminUsersExport, toAsync(users))
    }
    const result = await listUsers(params)
    response.header('X-Total-Count', String(result.total))
    return result
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

  /** Sets a new password (the user must change it at the next sign-in unless told otherwise). */
  async setPassword({ params, request }: HttpContext) {
    const { password, mustChangePassword } = await request.validateUsing(setPasswordValidator)
    const user = await setPasswordByAdmin(userId(params.id), password, mustChangePassword ?? true)
    return user.serialize()
  }

  /** "Odhlásit všude": ends every session of the user. */
  async signOutEverywhere({ params }: HttpContext) {
    return { ended: await signOutEverywhere(userId(params.id)) }
  }
}

async function* toAsync<T>(rows: T[]) {
  yield* rows
}
