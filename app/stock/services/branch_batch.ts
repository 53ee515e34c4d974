import { DomainError } from '#core/domain_error'
import { currentBatch } from '#stock/queries/current_batch'

export type BranchParams = { firma: string; pharmacyCode: string }

export const NO_EXPORT = 'Pobočka zatím nenahrála exporty.'

/** The branch's current batch, or the 404 the order screens show before the first upload. */
export async function requireBatch(branch: BranchParams) {
  const batch = await currentBatch(branch)
  if (!batch) throw DomainError.notFound(NO_EXPORT)
  return batch
}
