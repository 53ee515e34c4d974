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

/** An admin of firma LEMON (the chain's default) with the password `heslo1234`. */
async function createAdmin(username: string, fullName?: string) {
  await createUser({
    username,
    email: `${username}@lemon.cz`,
    password: 'heslo1234',
    role: 'admin',
    fullName,
  })
}

/** A user `p{code}@lemon.cz` (password `heslo1234`) for each branch code, its branch first. */
async function createBranchUsers(codes: string[], named: boolean) {
  for (const code of codes) {
    await createUser({
      username: `p${code}`,
      email: `p${code}@lemon.cz`,
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: code,
      fullName: named ? `Lékárník ${code}` : undefined,
    })
  }
}

/**
 * The usual cast of an API test, created and signed in: an admin `boss@lemon.cz` and a
 * user `p{code}@lemon.cz` for each branch code (password `heslo1234`).
 */
export async function signInStaff(
  api: { login(email: string, password: string): Promise<string> },
  codes: string[]
) {
  await createAdmin('boss')
  await createBranchUsers(codes, false)
  const admin = await api.login('boss@lemon.cz', 'heslo1234')
  const branches = await Promise.all(
    codes.map((code) => api.login(`p${code}@lemon.cz`, 'heslo1234'))
  )
  return { admin, branches }
}

/**
 * The named cast of the screen-by-screen browser tests: the admin `spravce@lemon.cz`
 * (`Správa sítě`) and a user `p{code}@lemon.cz` (`Lékárník {code}`) for each branch code,
 * all of firma LEMON with the password `heslo1234`.
 */
export async function createNamedStaff(codes: string[]) {
  await createAdmin('spravce', 'Správa sítě')
  await createBranchUsers(codes, true)
}
