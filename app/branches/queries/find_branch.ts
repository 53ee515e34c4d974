import Branch from '#branches/models/branch'
import { DomainError } from '#core/domain_error'

export async function findBranch(firma: string, code: string) {
  const branch = await Branch.query().where({ firma, code }).first()
  if (!branch) throw DomainError.notFound(`Pobočka ${code} ve firmě ${firma} neexistuje.`)
  return branch.serialize()
}
