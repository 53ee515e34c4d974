import Branch from '#branches/models/branch'
import { DomainError } from '#core/domain_error'

/* A mistyped branch code would leave the user looking at an empty branch; refuse it. */
export async function assertBranchExists(firma: string, pharmacyCode: string) {
  const branch = await Branch.query().where({ firma, code: pharmacyCode }).first()
  if (!branch) {
    throw DomainError.invalid(
      'UNKNOWN_BRANCH',
      `Pobočka ${pharmacyCode} ve firmě ${firma} neexistuje.`
    )
  }
}
