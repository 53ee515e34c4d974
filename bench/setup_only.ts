/*
| `BENCH_SETUP_ONLY=1` (tests/bench/bench_setup.spec.ts): a bench runs its set-up at a tiny
| size — data, accounts, its server started and each account signed in — prints what it made
| on one `BENCH_READY` line and stops before measuring, so a change that breaks a bench fails
| the suite instead of the next person who runs it. BENCH_NAMESPACE prefixes the bench's
| databases and queues, BENCH_PORT moves its server, so the test never touches a real run.
*/

export const SETUP_ONLY = process.env.BENCH_SETUP_ONLY === '1'

/** The bench's own size, or the tiny one of the set-up test. */
export const sized = <T>(full: T, tiny: T): T => (SETUP_ONLY ? tiny : full)

/** A database or queue name of the bench, in the set-up test's namespace when it has one. */
export const named = (name: string) =>
  process.env.BENCH_NAMESPACE ? `${process.env.BENCH_NAMESPACE}_${name}` : name

export const benchPort = (port: number) => Number(process.env.BENCH_PORT ?? port)

/** POST /api/auth/login; the status, and the token when it is 200. */
export async function signIn(base: string, email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json().catch(() => ({}))) as { token?: string }
  return { status: res.status, token: body.token ?? '' }
}

export function reportReady(bench: string, facts: Record<string, unknown>) {
  console.log(`BENCH_READY ${JSON.stringify({ bench, ...facts })}`)
}
