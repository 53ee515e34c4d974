import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { errors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'
import { security } from '#config/security'
import type User from '#users/models/user'
import { selfView } from '#users/services/self_view'
import { confirmEnrolment, startEnrolment } from '#auth/services/enrol_two_factor'
import { resetTwoFactor } from '#auth/services/reset_two_factor'
import {
  twoFactorCodeValidator,
  twoFactorDisableValidator,
} from '#auth/validators/two_factor_validators'

const REQUIRED_FOR_ADMINS = 'Správce musí mít dvoufázové ověření zapnuté (ADMIN_2FA=required).'
const WRONG_PASSWORD = 'Heslo není správné.'

/** The profile's two-factor sign-in: enrol (QR code, then a first code), or turn it off. */
export default class TwoFactorController {
  async start({ auth }: HttpContext) {
    return startEnrolment(auth.getUserOrFail() as User)
  }

  async confirm({ auth, request }: HttpContext) {
    const { code } = await request.validateUsing(twoFactorCodeValidator)
    const user = auth.getUserOrFail() as User
    const recoveryCodes = await confirmEnrolment(user, code)
    return { recoveryCodes, user: selfView(user) }
  }

  async disable({ auth, request }: HttpContext) {
    const { password } = await request.validateUsing(twoFactorDisableValidator)
    const user = auth.getUserOrFail() as User
    if (user.role === 'admin' && security.admin2fa === 'required') {
      throw DomainError.conflict('TWO_FACTOR_REQUIRED', REQUIRED_FOR_ADMINS)
    }
    if (!(await hash.verify(user.password, password))) {
      throw new errors.E_VALIDATION_ERROR([
        { field: 'password', message: WRONG_PASSWORD, rule: 'password' },
      ])
    }
    return selfView(await resetTwoFactor(user.id, 'users.2fa_disable'))
  }
}
