import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import Branch from '#branches/models/branch'
import { branchValidator } from '#branches/validators/branch_validator'

export type BranchInput = {
  firma: string
  code: string
  name: string
  street?: string | null
  city?: string | null
  zip?: string | null
}

/** Creates or updates a branch keyed by firma + normalised code; validation errors throw. */
export async function upsertBranch(raw: Record<string, unknown>): Promise<'created' | 'updated'> {
  const input = await branchValidator.validate(raw)
  const firma = normalizeFirma(input.firma)!
  const code = normalizePharmacyCode(input.code)!
  const existing = await Branch.query().where({ firma, code }).first()
  const values = {
    name: input.name,
    street: input.street ?? null,
    city: input.city ?? null,
    zip: input.zip ?? null,
  }
  if (existing) {
    await existing.merge(values).save()
    return 'updated'
  }
  await Branch.create({ firma, code, ...values })
  return 'created'
}
