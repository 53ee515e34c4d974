import { domain } from '#config/domain'
import { insertUser } from '#users/services/create_user'
import { assertPasswordPolicy } from '#users/services/assert_password_policy'

/**
 * Self-registration: role user, the default firma and no branch until an admin sets
 * one; branch screens answer 403 `Missing pharmacyCode of user` until then.
 */
export async function registerUser(input: { username: string; email: string; password: string }) {
  assertPasswordPolicy(input.password, input)
  return insertUser(
    { ...input, role: 'user', firma: domain.DEFAULT_FIRMA, pharmacyCode: null },
    'auth.register'
  )
}
