import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { DomainError } from '#core/domain_error'
import { normalizeFirma, normalizePharmacyCode, normalizeRole } from '#core/branch_code'

export type Role = 'user' | 'admin'
export type AccessOptions = { roles: Role[]; branch?: boolean }

type Caller = { role: string | null; firma: string | null; pharmacyCode: string | null }

declare module '@adonisjs/core/http' {
  interface HttpContext {
    /** The branch a branch route acts for: the one it names, else the caller's own. */
    branch?: { firma: string; pharmacyCode: string }
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

/**
 * Authenticates the caller and enforces the route's roles. On branch routes a
 * non-admin may act only for their own branch, wherever the branch is named:
 * path, `?pharmacyCode=` or body.
 */
export default class AccessMiddleware {
  async handle(ctx: HttpContext, next: NextFn, options: AccessOptions) {
    const user = (await ctx.auth.authenticate()) as Caller
    const role = normalizeRole(user.role)
    if (!options.roles.includes(role)) throw DomainError.forbidden()

    if (options.branch) {
      const all = namedBranches(ctx)
      const named = {
        firma: all.find((n) => n.firma !== null)?.firma ?? null,
        pharmacyCode: all.find((n) => n.pharmacyCode !== null)?.pharmacyCode ?? null,
      }
      if (ctx.params.pharmacyCode !== undefined) ctx.params.pharmacyCode = named.pharmacyCode
      if (ctx.params.firma !== undefined) ctx.params.firma = named.firma

      if (role !== 'admin') {
        if (!user.pharmacyCode) {
          throw new DomainError('MISSING_PHARMACY_CODE', 403, 'Missing pharmacyCode of user')
        }
        /* Wherever a branch is named (path, query or body), it must be the caller's own. */
        const foreign = all.some(
          (n) =>
            (n.pharmacyCode !== null && n.pharmacyCode !== user.pharmacyCode) ||
            (n.firma !== null && n.firma !== user.firma)
        )
        if (foreign) {
          throw new DomainError('FOREIGN_BRANCH', 403, 'K údajům jiné pobočky nemáte přístup.')
        }
      }
      const firma = named.firma ?? user.firma
      const pharmacyCode = named.pharmacyCode ?? user.pharmacyCode
      if (firma && pharmacyCode) ctx.branch = { firma, pharmacyCode }
    }
    return next()
  }
}
