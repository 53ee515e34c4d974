import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { renderSVG } from 'uqr'
import { errors } from '@vinejs/vine'
import { DomainError } from '#core/domain_error'
import { recordAudit } from '#core/audit/record_audit'
import { security } from '#config/security'
import User from '#users/models/user'
import { checkTotp, newTotpSecret, otpauthUri } from '#auth/rules/totp'
import { checkPassword } from '#users/services/check_password'
import { endUserSessions } from '#users/services/end_sessions'
import { dbNowMs } from '#core/clock'
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
export const WRONG_PASSWORD = 'Heslo není správné.'
export const SIGN_IN_AGAIN =
  'Dvoufázové ověření si nastavte hned po přihlášení heslem. Odhlaste se a přihlaste se znovu.'

/** The signed-in user and the session they act in (it stays; their others end). */
export type Acting = { user: User; sessionId: string | null }

/** ADMIN_2FA=required and the admin has none yet: the half-signed-in state of a sign-in. */
const firstRequired = (user: User) =>
  user.role === 'admin' && security.admin2fa === 'required' && !user.totpEnabledAt

/** 409 while two-factor sign-in is on: there is nothing to enrol (nor a password to ask). */
export function assertNotEnrolled(user: User) {
  if (user.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_ENABLED', ALREADY_ENABLED)
}

/**
 * The first enrolment an admin must make happens in a session a password sign-in opened
 * moments ago (the database's clock), never in an older one that someone else may hold.
 */
async function assertFreshSignIn({ user, sessionId }: Acting) {
  if (!firstRequired(user)) return
  const fresh = sessionId
    ? await db
        .from('user_sessions')
        .where({ id: sessionId, user_id: user.id })
        .whereNull('ended_at')
        .whereRaw(`created_at > now() - make_interval(mins => ?)`, [security.firstEnrolmentMinutes])
        .first()
    : null
  if (!fresh) throw new DomainError('SIGN_IN_AGAIN', 403, SIGN_IN_AGAIN)
}

/**
 * Starts an enrolment once the password is proven (a wrong one counts with the failed
 * sign-ins): a new secret, kept encrypted until a first code confirms it, and what the
 * profile shows: the QR code (an SVG drawn here, no outside service) and the secret to type
 * in by hand. A restarted enrolment replaces the unconfirmed secret.
 */
export async function startEnrolment(acting: Acting, password: string) {
  const { user } = acting
  assertNotEnrolled(user)
  await assertFreshSignIn(acting)
  await checkPassword(user, password, {
    field: 'password',
    message: WRONG_PASSWORD,
    purpose: '2fa_enrol',
  })
  const secret = newTotpSecret()
  user.totpSecret = sealTotpSecret(secret)
  user.totpLastStep = null
  await user.save()
  const uri = otpauthUri(secret, ISSUER, user.email)
  return { secret, otpauthUri: uri, qrSvg: renderSVG(uri, { ecc: 'M' }) }
}

/**
 * Confirms an enrolment with a first code: two-factor sign-in is on from now, every other
 * session of the user ends (they were opened without it), and the ten recovery codes are
 * shown this once (stored only as keyed hashes).
 */
export async function confirmEnrolment(acting: Acting, code: string, at?: number) {
  /* PostgreSQL's time, as every host reads the steps already used (issue #29). */
  const now = at ?? (await dbNowMs())
  const { user, sessionId } = acting
  const secret = openTotpSecret(user.totpSecret)
  assertNotEnrolled(user)
  if (!secret) throw DomainError.conflict('NO_ENROLMENT', NO_ENROLMENT)
  await assertFreshSignIn(acting)
  const check = checkTotp(secret, code, now, user.totpLastStep)
  if (!check.ok) {
    throw new errors.E_VALIDATION_ERROR([{ field: 'code', message: WRONG_CODE, rule: 'totp' }])
  }
  const required = firstRequired(user)
  const codes = newRecoveryCodes()
  await db.transaction(async (trx) => {
    const locked = await User.query({ client: trx }).where('id', user.id).forUpdate().firstOrFail()
    if (locked.totpEnabledAt) throw DomainError.conflict('TWO_FACTOR_ENABLED', ALREADY_ENABLED)
    locked.totpEnabledAt = DateTime.fromMillis(now)
    locked.totpLastStep = check.step
    await locked.useTransaction(trx).save()
    await trx.from('user_recovery_codes').where('user_id', user.id).delete()
    await trx
      .table('user_recovery_codes')
      .multiInsert(codes.map((c) => ({ user_id: user.id, code_hash: hashRecoveryCode(c) })))
    const ended = await endUserSessions(user.id, 'two_factor_changed', {
      except: sessionId,
      client: trx,
    })
    await recordAudit(
      {
        action: 'users.2fa_enable',
        entity: 'user',
        entityId: user.id,
        branch: locked.auditBranch,
        after: {
          recoveryCodeCount: codes.length,
          endedSessions: ended,
          ...(required ? { requiredForAdmin: true, session: sessionId } : {}),
        },
      },
      trx
    )
  })
  await user.refresh()
  return codes
}
