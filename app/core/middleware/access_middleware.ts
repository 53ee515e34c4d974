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

function namedBranch(ctx: HttpContext) {
  const body = ctx.request.body() as Record<string, unknown>
  const query = ctx.request.qs()
  const firma = ctx.params.firma ?? query.firma ?? body?.firma
  const code = ctx.params.pharmacyCode ?? query.pharmacyCode ?? body?.pharmacyCode
  return { firma: normalizeFirma(firma), pharmacyCode: normalizePharmacyCode(code) }
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
      const named = namedBranch(ctx)
      if (ctx.params.pharmacyCode !== undefined) ctx.params.pharmacyCode = named.pharmacyCode
      if (ctx.params.firma !== undefined) ctx.params.firma = named.firma

      if (role !== 'admin') {
        if (!user.pharmacyCode) {
          throw new DomainError('MISSING_PHARMACY_CODE', 403, 'Missing pharmacyCode of user')
        }
        const foreignCode = named.pharmacyCode !== null && named.pharmacyCode !== user.pharmacyCode
        const foreignFirma = named.firma !== null && named.firma !== user.firma
        if (foreignCode || foreignFirma) {
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
