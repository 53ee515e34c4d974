import Branch from '#branches/models/branch'

export async function listBranches(firma: string) {
  const branches = await Branch.query().where('firma', firma).orderByRaw('length(code), code')
  return branches.map((b) => b.serialize())
}
