import { DomainError } from '#core/domain_error'

type Branch = { firma: string; pharmacyCode: string }

/**
 * The branch a branch route acts for (`ctx.branch`, set by the access middleware). Only an
 * admin without a branch of their own who names none reaches the error.
 */
export function requireBranch(branch: Branch | undefined): Branch {
  if (!branch) throw DomainError.invalid('BRANCH_REQUIRED', 'Zvolte pobočku (pharmacyCode).')
  return branch
}
