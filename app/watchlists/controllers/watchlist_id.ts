import type { HttpContext } from '@adonisjs/core/http'
import { DomainError } from '#core/domain_error'
import { WATCHLIST_NOT_FOUND } from '#watchlists/queries/watchlists'
import { requireBranch } from '#core/require_branch'

/** The branch and the watchlist id of the path; an id that cannot exist is not found. */
export function watchlistTarget({ branch, params }: HttpContext) {
  const id = String(params.id ?? '')
  if (!/^\d{1,9}$/.test(id)) throw DomainError.notFound(WATCHLIST_NOT_FOUND)
  return { branch: requireBranch(branch), id: Number(id) }
}
