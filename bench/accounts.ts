/*
| The one password of every bench account. The password policy (issue #18) refuses one that
| holds the account's name or e-mail, as `benchheslo` did for `bench`: every bench stopped at
| its setup, and nothing noticed until a bench was run again.
*/
export const BENCH_PASSWORD = 'Mereni-vykonu-2026'

type Account = { username: string; email: string; role: 'user' | 'admin'; branch?: string }

/** Accounts of the firma LEMON as `users:import` reads them: one CLI run (one boot) for all. */
export function accountsCsv(accounts: Account[]) {
  const rows = accounts.map(
    (a) => `${a.username},${a.email},${BENCH_PASSWORD},${a.role},LEMON,${a.branch ?? ''},`
  )
  return ['username,email,password,role,firma,pharmacyCode,fullName', ...rows, ''].join('\n')
}
