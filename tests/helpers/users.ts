import type { CreateUserInput } from '#users/services/create_user'

/* Services are imported lazily: they read container services that exist only after bootApp(). */

export async function createBranch(code: string, firma = 'LEMON', name = `Lékárna ${code}`) {
  const { upsertBranch } = await import('#branches/services/upsert_branch')
  await upsertBranch({ firma, code, name, street: 'Hlavní 1', city: 'Praha', zip: '110 00' })
}

/** Creates a user through the real service; a branch user's branch is created first. */
export async function createUser(input: CreateUserInput) {
  if (input.pharmacyCode) await createBranch(input.pharmacyCode, input.firma ?? 'LEMON')
  const { createUser: create } = await import('#users/services/create_user')
  return create(input)
}
