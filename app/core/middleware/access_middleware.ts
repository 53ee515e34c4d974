import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#core/domain_error'
import {
  MAX_BRANCH_CODE_LENGTH,
  normalizeFirma,
  normalizePharmacyCode,
  normalizeRole,
} from '#core/branch_code'
import { recordAudit } from '#core/audit/record_audit'
import { security } from '#config/security'
import { outlastSwitch } from '#core/db_unavailable'
import { handlerStarts } from '#core/cut_before_commit'

export type Role = 'user' | 'admin'
/** `account`: a route the caller may use while a step of their account is pending. */
export type AccessOptions = { roles: Role[]; branch?: boolean; account?: boolean }

type Caller = {
  role: string | null
  firma: string | null
  pharmacyCode: string | null
  mustChangePassword?: boolean
  totpEnabledAt?: unknown
}

const NO_SUCH_BRANCH = 'Pobočka nenalezena.'

export const PASSWORD_CHANGE_REQUIRED = 'Než budete pokračovat, změňte si prosím heslo.'
export const TWO_FACTOR_REQUIRED =
  'Než budete pokračovat, nastavte si prosím dvoufázové ověření přihlášení.'

/**
 * A step the account must take before anything else (issue #18): a password change an
 * admin forced, or, with ADMIN_2FA=required, an admin's enrolment in two-factor sign-in.
 */
function pendingStep(user: Caller, role: Role): DomainError | null {
  if (user.mustChangePassword) {
    return new DomainError('PASSWORD_CHANGE_REQUIRED', 403, PASSWORD_CHANGE_REQUIRED)
  }
  if (role === 'admin' && security.admin2fa === 'required' && !user.totpEnabledAt) {
    return new DomainError('TWO_FACTOR_REQUIRED', 403, TWO_FACTOR_REQUIRED)
  }
  return null
}

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The branch a branch route acts for: the one it names, else the caller's own. */
    branch?: { firma: string; pharmacyCode: string }
    /** The caller was authenticated and allowed here, or the route is public: a request cut by
        a failover may run its handler again. */
    accessGranted?: boolean
  }
}

type Named = { firma: string | null; pharmacyCode: string | null }

/* Route params arrive still percent-encoded: `/LEMON/%2012` names branch 12 like `?pharmacyCode=%2012`. */
function decoded(value: unknown) {
  if (typeof value !== 'string') return value
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Every place the request names a branch, in precedence order: path, query, body. */
function namedBranches(ctx: HttpContext): Named[] {
  const body = ctx.request.body() as Record<string, unknown>
  const query = ctx.request.qs()
  return [
    { firma: decoded(ctx.params.firma), pharmacyCode: decoded(ctx.params.pharmacyCode) },
    { firma: query.firma, pharmacyCode: query.pharmacyCode },
    { firma: body?.firma, pharmacyCode: body?.pharmacyCode },
  ].map((n) => ({
    firma: normalizeFirma(n.firma),
    pharmacyCode: normalizePharmacyCode(n.pharmacyCode),
  }))
}

const tooLong = (n: Named) =>
  (n.firma?.length ?? 0) > MAX_BRANCH_CODE_LENGTH ||
  (n.pharmacyCode?.length ?? 0) > MAX_BRANCH_CODE_LENGTH

const cut = (n: Named) => ({
  firma: n.firma?.slice(0, 100) ?? null,
  pharmacyCode: n.pharmacyCode?.slice(0, 100) ?? null,
})

/**
 * Authenticates the caller and enforces the route's roles. On branch routes a
 * non-admin may act only for their own branch, wherever the branch is named:
 * path, `?pharmacyCode=` or body.
 */
export default class AccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: AccessOptions) {
    /* Every request's first statement, so the one a switchover cuts most often (issue #34). */
    const user = (await outlastSwitch(() => ctx.auth.authenticate())) as Caller
    const role = normalizeRole(user.role)
    if (!options.roles.includes(role)) throw DomainError.forbidden()
    if (!options.account) {
      const pending = pendingStep(user, role)
      if (pending) throw pending
    }

    if (options.branch) {
      const all = namedBranches(ctx)
      const named = {
        firma: all.find((n) => n.firma !== null)?.firma ?? null,
        pharmacyCode: all.find((n) => n.pharmacyCode !== null)?.pharmacyCode ?? null,
      }
      if (ctx.params.pharmacyCode !== undefined) ctx.params.pharmacyCode = named.pharmacyCode
      if (ctx.params.firma !== undefined) ctx.params.firma = named.firma

      /* No branch has a longer code: for an admin it names none (a user's is foreign below). */
      if (role === 'admin' && all.some(tooLong)) throw DomainError.notFound(NO_SUCH_BRANCH)

      if (role !== 'admin') {
        if (!user.pharmacyCode) {
          throw new DomainError('MISSING_PHARMACY_CODE', 403, 'Missing pharmacyCode of user')
        }
        /* Wherever a branch is named (path, query or body), it must be the caller's own. */
        const foreign = all.find(
          (n) =>
            (n.pharmacyCode !== null && n.pharmacyCode !== user.pharmacyCode) ||
            (n.firma !== null && n.firma !== user.firma)
        )
        if (foreign) {
          /* A security event of the audit trail: someone reached for another branch's data. */
          await recordAudit({
            action: 'access.foreign_branch',
            branch: { firma: foreign.firma ?? user.firma, pharmacyCode: foreign.pharmacyCode },
            after: {
              method: ctx.request.method(),
              route: ctx.route?.pattern ?? null,
              /* The row's branch columns hold 20 characters; say what was named beyond them. */
              ...(tooLong(foreign) ? { named: cut(foreign) } : {}),
            },
          })
          throw new DomainError('FOREIGN_BRANCH', 403, 'K údajům jiné pobočky nemáte přístup.')
        }
      }
      const firma = named.firma ?? user.firma
      const pharmacyCode = named.pharmacyCode ?? user.pharmacyCode
      if (firma && pharmacyCode) ctx.branch = { firma, pharmacyCode }
    }
    handlerStarts(ctx)
    ctx.accessGranted = true
    return next()
  }
}
