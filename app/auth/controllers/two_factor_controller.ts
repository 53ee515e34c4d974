import type { HttpContext } from '@adonisjs/core/http'
import type User from '#users/models/user'
import { selfView } from '#users/services/self_view'
import {
  assertNotEnrolled,
  confirmEnrolment,
  startEnrolment,
  type Acting,
} from '#auth/services/enrol_two_factor'
import { disableTwoFactor } from '#auth/services/disable_two_factor'
import {
  twoFactorCodeValidator,
  twoFactorPasswordValidator,
} from '#auth/validators/two_factor_validators'

function acting({ auth }: HttpContext): Acting {
  const guard = auth.use('jwt')
  return { user: guard.getUserOrFail() as User, sessionId: guard.sessionId ?? null }
}

/**
 * The profile's two-factor sign-in: enrol (the password, then the QR code, then a first
 * code), or turn it off (the password). Either ends the user's other sessions.
 */
export default class TwoFactorController {
  async start(ctx: HttpContext) {
    const caller = acting(ctx)
    /* Already on: a conflict whatever the body says, as before the password was asked. */
    assertNotEnrolled(caller.user)
    const { password } = await ctx.request.validateUsing(twoFactorPasswordValidator)
    return startEnrolment(caller, password)
  }

  async confirm(ctx: HttpContext) {
    const { code } = await ctx.request.validateUsing(twoFactorCodeValidator)
    const caller = acting(ctx)
    const recoveryCodes = await confirmEnrolment(caller, code)
    return { recoveryCodes, user: selfView(caller.user) }
  }

  async disable(ctx: HttpContext) {
    const { password } = await ctx.request.validateUsing(twoFactorPasswordValidator)
    return selfView(await disableTwoFactor(acting(ctx), password))
  }
}
