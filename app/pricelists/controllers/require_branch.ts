import { DomainError } from '#core/domain_error'

type Branch = { firma: string; pharmacyCode: string }

/** The branch a report is for; an admin without a branch of their own must name one. */
export function requireBranch(branch: Branch | undefined): Branch {
  if (!branch) throw DomainError.invalid('BRANCH_REQUIRED', 'Vyberte pobočku (pharmacyCode).')
  return branch
}
