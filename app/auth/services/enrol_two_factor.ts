import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { renderSVG } from 'uqr'
import { errors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import User from '#users/models/user'
import { checkTotp, newTotpSecret, otpauthUri } from '#auth/rules/totp'
import {
  hashRecoveryCode,
  newRecoveryCodes,
  openTotpSecret,
  sealTotpSecret,
} from '#auth/services/two_factor_secrets'

export const ISSUER = 'LEMON lékárny'
export const ALREADY_ENABLED = 'Dvoufázové ověření už máte zapnuté.'
export const NO_ENROLMENT = 'Nejprve začněte nastavení dvoufázového ověření.'
export const WRONG_CODE = 'Kód nesouhlasí. Opište prosím aktuální kód z aplikace.'

/**
 * Starts an enrolment: a new secret, kept (encrypted) until a first code confirms it, and
 * what the profile shows: the QR code (an SVG drawn here, no outside service) and the secret
 * to type in by hand. A restarted enrolment replaces the unconfirmed secret.
 */
export async function startEnrolment(user: User) {
  if (user.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_ENABLED', ALREADY_ENABLED)
  const secret = newTotpSecret()
  user.totpSecret = sealTotpSecret(secret)
  user.totpLastStep = null
  await user.save()
  const uri = otpauthUri(secret, ISSUER, user.email)
  return { secret, otpauthUri: uri, qrSvg: renderSVG(uri, { ecc: 'M' }) }
}

/**
 * Confirms an enrolment with a first code: two-factor sign-in is on from now, and the ten
 * recovery codes are shown this once (stored only as keyed hashes).
 */
export async function confirmEnrolment(user: User, code: string, now = Date.now()) {
  const secret = openTotpSecret(user.totpSecret)
  if (user.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_ENABLED', ALREADY_ENABLED)
  if (!secret) throw DomainError.conflict('NO_ENROLMENT', NO_ENROLMENT)
  const check = checkTotp(secret, code, now, user.totpLastStep)
  if (!check.ok) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'code', message: WRONG_CODE, rule: 'totp' }])
  }
  const codes = newRecoveryCodes()
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (locked.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_ENABLED', ALREADY_ENABLED)
    locked.totpEnabledAt = DateTime.now()
    locked.totpLastStep = check.step
    await locked.useTransaction(trx).save()
    await trx.from('user_recovery_codes').where('user_id', user.id).delete()
    await trx
      .table('user_recovery_codes')
      .multiInsert(codes.map((c) => ({ user_id: user.id, code_hash: hashRecoveryCode(c) })))
    await recordAudit(
      {
        action: 'users.2fa_enable',
        entity: 'user',
        entityId: user.id,
        branch: locked.auditBranch,
        after: { recoveryCodeCount: codes.length },
      },
      trx
    )
  })
  await user.refresh()
  return codes
}
