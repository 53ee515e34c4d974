import Branch from '#branches/models/branch'
import { DomainError } from '#core/domain_error'

export async function findBranch(firma: string, code: string) {
  const branch = await Branch.query().where({ firma, code }).first()
  if (!branch) throw DomainError.notFound(`Pobočka ${code} ve firmě ${firma} neexistuje.`)
  return branch.serialize()
}

/** The branch's name, or null when the chain has no such branch on record. */
export async function branchName(firma: string, code: string): Promise<string | null> {
  const branch = await Branch.query().where({ firma, code }).select('name').first()
  return branch?.name ?? null
}
