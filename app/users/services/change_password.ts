import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { errors } from '@vinejs/vine'
import { dbNow } from '#core/clock'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { assertPasswordPolicy } from '#users/services/assert_password_policy'
import { checkPassword } from '#users/services/check_password'
import { endUserSessions } from '#users/services/end_sessions'

export const WRONG_CURRENT_PASSWORD = 'Současné heslo není správné.'
export const SAME_PASSWORD = 'Nové heslo musí být jiné než současné.'

const fieldError = (field: string, message: string) =>
  new errors.E_VALIDATION_ERROR([{ field, message, rule: 'password' }])

/**
 * The user changes their own password, proving the current one (a wrong one counts with the
 * failed sign-ins of the account). Every other session of the user ends; this one stays.
 */
export async function changeOwnPassword(
  user: User,
  currentSessionId: string | null,
  input: { currentPassword: string; newPassword: string }
) {
  await checkPassword(user, input.currentPassword, {
    field: 'currentPassword',
    message: WRONG_CURRENT_PASSWORD,
    purpose: 'password_change',
  })
  if (input.newPassword === input.currentPassword) throw fieldError('newPassword', SAME_PASSWORD)
  assertPasswordPolicy(input.newPassword, user, 'newPassword')
  return storePassword(user.id, input.newPassword, {
    mustChangePassword: false,
    keepSession: currentSessionId,
    action: 'users.password_change',
  })
}

/**
 * An admin sets a user's password (a forgotten one); by default the user must change it
 * at the next sign-in, as the admin knows it. Every session of the user ends.
 */
export async function setPasswordByAdmin(id: number, password: string, mustChangePassword = true) {
  const user = await User.find(id)
  if (!user) throw DomainError.notFound('Uživatel nenalezen.')
  assertPasswordPolicy(password, user)
  return storePassword(id, password, {
    mustChangePassword,
    keepSession: null,
    action: 'users.password_reset',
  })
}

async function storePassword(
  id: number,
  password: string,
  options: { mustChangePassword: boolean; keepSession: string | null; action: string }
) {
  const hashed = await hash.make(password)
  return db.transaction(async (trx) => {
    const user = await User.query({ client: trx }).where('id', id).forUpdate().firstOrFail()
    user.password = hashed
    /* PostgreSQL's time, as the sessions it ends record theirs (issue #34). */
    user.passwordChangedAt = DateTime.fromJSDate(await dbNow())
    user.mustChangePassword = options.mustChangePassword
    await user.useTransaction(trx).save()
    const ended = await endUserSessions(
      id,
      options.keepSession ? 'password_changed' : 'password_reset',
      { except: options.keepSession, client: trx }
    )
    await recordAudit(
      {
        action: options.action,
        entity: 'user',
        entityId: id,
        branch: user.auditBranch,
        after: { mustChangePassword: options.mustChangePassword, endedSessions: ended },
      },
      trx
    )
    return user
  })
}
