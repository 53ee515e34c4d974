import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { sparePort, startServerProcess, type AppProcess } from '../helpers/app_process.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'

/*
| A revoked session reads nothing more on any host (issues #28 and #29). Two web processes
| share the database and Redis as two hosts behind the balancer do: a token is used on
| host B, the session is ended through host A (log-out, "odhlásit všude", deactivation,
| deletion, a role change, a password change), and the very next request on B is 401 —
| not after a few seconds, however the sign-in check is cached. Each case first reads on
| B so that whatever B keeps of the token is warm.
*/

const PASSWORD = 'heslo1234'
const NEW_PASSWORD = 'Jine-heslo-2026'

let hostA: TestApp
let hostB: AppProcess
let a: ReturnType<typeof apiClient>
let b: ReturnType<typeof apiClient>
let admin: string
const ids: Record<string, number> = {}

beforeAll(async () => {
  hostA = await bootApp()
  a = apiClient(hostA.baseUrl)
  await createUser({ username: 'sef', email: 'sef@lemon.cz', password: PASSWORD, role: 'admin' })
  for (const name of ['eva', 'petr', 'olga', 'ivan', 'jana', 'karel']) {
    const user = await createUser({
      username: name,
      email: `${name}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: '1',
    })
    ids[name] = user.id
  }
  hostB = await startServerProcess({ LOG_LEVEL: 'warn' }, sparePort(9))
  b = apiClient(hostB.baseUrl)
  admin = await a.login('sef@lemon.cz', PASSWORD)
}, 120_000)

afterAll(async () => {
  await hostB?.stop()
  await hostA?.close()
})

/** Signs `name` in on host A and reads on host B a few times, so B has seen the token. */
async function signedInOnBoth(name: string) {
  const token = await a.login(`${name}@lemon.cz`, PASSWORD)
  for (let i = 0; i < 3; i++) {
    const me = await b.get('/api/protected/me', token)
    expect(me.status).toBe(200)
  }
  expect((await b.get('/api/branches/LEMON/1', token)).status).not.toBe(401)
  return token
}

async function refusedOnB(token: string) {
  const me = await b.get('/api/protected/me', token)
  expect(me.status).toBe(401)
  expect((await b.get('/api/branches/LEMON/1', token)).status).toBe(401)
}

describe('a session ended on one host', () => {
  test('log-out on A: the token reads nothing on B', async () => {
    const token = await signedInOnBoth('eva')
    expect((await a.post('/api/auth/logout', undefined, token)).status).toBeLessThan(300)
    await refusedOnB(token)
  })

  test('"Odhlásit všude" by the admin on A', async () => {
    const first = await signedInOnBoth('petr')
    const second = await signedInOnBoth('petr')
    const ended = await a.del(`/api/admin/users/${ids.petr}/sessions`, admin)
    expect(ended.status).toBe(200)
    expect(ended.body.ended).toBeGreaterThanOrEqual(2)
    await refusedOnB(first)
    await refusedOnB(second)
  })

  test('deactivation on A, and the deleted account', async () => {
    const token = await signedInOnBoth('olga')
    const { setDeactivated } = await import('#users/services/deactivate_user')
    await setDeactivated(ids.olga, true)
    await refusedOnB(token)

    const other = await signedInOnBoth('jana')
    expect((await a.del(`/api/admin/users/${ids.jana}`, admin)).status).toBe(204)
    await refusedOnB(other)
  })

  test('a role change on A', async () => {
    const token = await signedInOnBoth('ivan')
    const changed = await a.patch(`/api/admin/users/${ids.ivan}`, { role: 'admin' }, admin)
    expect(changed.status).toBe(200)
    expect(changed.body.role).toBe('admin')
    await refusedOnB(token)
  })

  test("the user's own password change on A ends the other sign-ins on B", async () => {
    const other = await signedInOnBoth('karel')
    const current = await a.login('karel@lemon.cz', PASSWORD)
    const changed = await a.post(
      '/api/users/me/password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      current
    )
    expect(changed.status).toBe(200)
    await refusedOnB(other)
    /* The new password signs in on B, and that session reads there. */
    const fresh = await b.login('karel@lemon.cz', NEW_PASSWORD)
    expect((await b.get('/api/protected/me', fresh)).status).toBe(200)
  })
})
