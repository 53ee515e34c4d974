import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SignJWT, decodeJwt } from 'jose'
import { createHash } from 'node:crypto'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createUser } from '../helpers/users.js'
import { openEventStream, type EventStream } from '../helpers/sse.js'

/*
| Server-side sessions behind the JWTs (issue #22): log-out, deactivation, a role or
| password change and "odhlásit všude" end sessions; reactivation revives none; a token
| without `exp`, `iat` or a live session is 401; the profile lists and ends sign-ins.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
const PASSWORD = 'heslo1234'

const me = (token: string) => api.get('/api/protected/me', token)

/** Signs claims with the server's own key (what someone holding APP_KEY could forge). */
async function serverSigned(claims: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT) {
  const { default: env } = await import('#start/env')
  const key = createHash('sha256')
    .update(`jwt:${env.get('APP_KEY')}`)
    .digest()
  return build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })).sign(key)
}

async function signIn(email: string, userAgent?: string) {
  const res = await api.call('POST', '/api/auth/login', {
    body: { email, password: PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.token as string
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  await createUser({ username: 'sef', email: 'sef@lemon.cz', password: PASSWORD, role: 'admin' })
  for (const name of ['eva', 'petr', 'olga', 'ivan']) {
    await createUser({
      username: name,
      email: `${name}@lemon.cz`,
      password: PASSWORD,
      role: 'user',
      pharmacyCode: '7',
    })
  }
})
afterAll(async () => {
  for (const s of streams) s.close()
  await ctx?.close()
})

const streams: EventStream[] = []
async function stream(token: string) {
  const opened = await openEventStream(ctx.baseUrl, token)
  streams.push(opened)
  expect(opened.status).toBe(200)
  await opened.waitFor((e) => e.event === 'ready')
  return opened
}
/** True when the server ended the stream within `ms`. */
const endsWithin = (s: EventStream, ms: number) =>
  Promise.race([
    s.ended.then(() => true),
    new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
  ])

describe('POST /api/auth/logout', () => {
  test('ends the session: its token is 401 afterwards, another sign-in of the user lives on', async () => {
    const first = await signIn('eva@lemon.cz')
    const second = await signIn('eva@lemon.cz')
    expect(decodeJwt(first).sid).toMatch(/^[0-9a-f-]{36}$/)
    const out = await api.post('/api/auth/logout', undefined, first)
    expect(out.status).toBe(204)
    expect(out.headers.get('cache-control')).toContain('no-store')
    const after = await me(first)
    expect(after.status).toBe(401)
    expect(after.body.code).toBe('UNAUTHORIZED')
    expect((await me(second)).status).toBe(200)
    /* A second log-out with the dead token is 401 too, not a 500. */
    expect((await api.post('/api/auth/logout', undefined, first)).status).toBe(401)
  })

  test('without a token it is 401', async () => {
    expect((await api.post('/api/auth/logout')).status).toBe(401)
  })
})

describe('tokens the server did not issue as sessions', () => {
  test('a token signed with the key but without exp, without iat or without a session is 401', async () => {
    const { default: User } = await import('#users/models/user')
    const eva = await User.findByOrFail('email', 'eva@lemon.cz')
    const live = decodeJwt(await signIn('eva@lemon.cz')).sid as string
    const claims = { sid: live, role: 'admin', firma: 'LEMON', pharmacyCode: null }
    const sub = String(eva.id)
    const control = await serverSigned(claims, (j) =>
      j.setSubject(sub).setIssuedAt().setExpirationTime('1h')
    )
    expect((await me(control)).status).toBe(200)

    const noExp = await serverSigned(claims, (j) => j.setSubject(sub).setIssuedAt())
    const noIat = await serverSigned(claims, (j) => j.setSubject(sub).setExpirationTime('1h'))
    const { sid: _, ...withoutSid } = claims
    const noSid = await serverSigned(withoutSid, (j) =>
      j.setSubject(sub).setIssuedAt().setExpirationTime('1h')
    )
    const madeUpSid = await serverSigned(
      { ...claims, sid: '00000000-0000-4000-8000-000000000000' },
      (j) => j.setSubject(sub).setIssuedAt().setExpirationTime('1h')
    )
    const otherUsersSid = await serverSigned(claims, (j) =>
      j
        .setSubject(String(eva.id + 1))
        .setIssuedAt()
        .setExpirationTime('1h')
    )
    const garbageSid = await serverSigned({ ...claims, sid: "x' OR 1=1 --" }, (j) =>
      j.setSubject(sub).setIssuedAt().setExpirationTime('1h')
    )
    for (const [what, token] of Object.entries({
      noExp,
      noIat,
      noSid,
      madeUpSid,
      otherUsersSid,
      garbageSid,
    })) {
      const res = await me(token)
      expect(res.status, what).toBe(401)
      expect(res.body.code, what).toBe('UNAUTHORIZED')
    }
  })
})

describe('what ends every session of a user', () => {
  test('deactivation ends them, and reactivation revives none', async () => {
    const token = await signIn('petr@lemon.cz')
    const { setDeactivated } = await import('#users/services/deactivate_user')
    const { default: User } = await import('#users/models/user')
    const petr = await User.findByOrFail('email', 'petr@lemon.cz')
    await setDeactivated(petr.id, true)
    expect((await me(token)).status).toBe(401)
    await setDeactivated(petr.id, false)
    expect((await me(token)).status).toBe(401)
    expect((await me(await signIn('petr@lemon.cz'))).status).toBe(200)
  })

  test('an admin\'s "odhlásit všude" ends every sign-in of the user at once', async () => {
    const admin = await signIn('sef@lemon.cz')
    const a = await signIn('olga@lemon.cz')
    const b = await signIn('olga@lemon.cz')
    const olga = (await me(a)).body
    const res = await api.del(`/api/admin/users/${olga.id}/sessions`, admin)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ended: 2 })
    expect((await me(a)).status).toBe(401)
    expect((await me(b)).status).toBe(401)
    expect((await api.del('/api/admin/users/999999/sessions', admin)).status).toBe(404)
    expect((await api.del('/api/admin/users/abc/sessions', admin)).status).toBe(404)
    /* Only an admin may end another user's sessions. */
    expect((await api.del(`/api/admin/users/${olga.id}/sessions`, b)).status).toBe(401)
    const other = await signIn('eva@lemon.cz')
    expect((await api.del(`/api/admin/users/${olga.id}/sessions`, other)).status).toBe(403)
  })

  test('an admin setting a password ends every session and forces a change at the next sign-in', async () => {
    const admin = await signIn('sef@lemon.cz')
    const token = await signIn('ivan@lemon.cz')
    const ivan = (await me(token)).body
    const res = await api.post(
      `/api/admin/users/${ivan.id}/password`,
      { password: 'Zimni-slunovrat-7' },
      admin
    )
    expect(res.status).toBe(200)
    expect(res.body.mustChangePassword).toBe(true)
    expect((await me(token)).status).toBe(401)
    const old = await api.post('/api/auth/login', { email: 'ivan@lemon.cz', password: PASSWORD })
    expect(old.status).toBe(401)
    const fresh = await api.post('/api/auth/login', {
      email: 'ivan@lemon.cz',
      password: 'Zimni-slunovrat-7',
    })
    expect(fresh.status).toBe(200)
    expect(fresh.body.user.mustChangePassword).toBe(true)
    const t = fresh.body.token
    /* Until the change, everything but the account's own routes is 403 in Czech. */
    const blocked = await api.get('/api/tasks/my', t)
    expect(blocked.status).toBe(403)
    expect(blocked.body).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Než budete pokračovat, změňte si prosím heslo.',
    })
    expect((await me(t)).status).toBe(200)
    expect((await api.get('/api/users/me', t)).status).toBe(200)
    const changed = await api.post(
      '/api/users/me/password',
      { currentPassword: 'Zimni-slunovrat-7', newPassword: 'Letni-rovnodennost-8' },
      t
    )
    expect(changed.status).toBe(200)
    expect(changed.body.mustChangePassword).toBe(false)
    expect((await api.get('/api/tasks/my', t)).status).toBe(200)
    /* Put back for the other tests. */
    await api.post(
      `/api/admin/users/${ivan.id}/password`,
      { password: PASSWORD, mustChangePassword: false },
      admin
    )
  })
})

describe('POST /api/users/me/password', () => {
  test("ends the user's other sessions and keeps the one that changed it", async () => {
    const here = await signIn('eva@lemon.cz')
    const elsewhere = await signIn('eva@lemon.cz')
    const res = await api.post(
      '/api/users/me/password',
      { currentPassword: PASSWORD, newPassword: 'Modry-konik-na-louce' },
      here
    )
    expect(res.status).toBe(200)
    expect((await me(here)).status).toBe(200)
    expect((await me(elsewhere)).status).toBe(401)
    expect(
      (
        await api.post('/api/auth/login', {
          email: 'eva@lemon.cz',
          password: 'Modry-konik-na-louce',
        })
      ).status
    ).toBe(200)
    await api.post(
      '/api/users/me/password',
      { currentPassword: 'Modry-konik-na-louce', newPassword: PASSWORD },
      here
    )
  })

  test('a wrong current password is 422 on that field and changes nothing', async () => {
    const token = await signIn('eva@lemon.cz')
    const res = await api.post(
      '/api/users/me/password',
      { currentPassword: 'spatne', newPassword: 'Modry-konik-na-louce' },
      token
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual([
      { field: 'currentPassword', message: 'Současné heslo není správné.' },
    ])
    expect(
      (await api.post('/api/auth/login', { email: 'eva@lemon.cz', password: PASSWORD })).status
    ).toBe(200)
  })
})

describe("the profile's sign-ins", () => {
  test("lists the live sign-ins with browser, IP and time; the caller's own is marked", async () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
    const a = await signIn('olga@lemon.cz', chrome)
    const b = await signIn('olga@lemon.cz', firefox)
    const res = await api.get('/api/users/me/sessions', a)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.body).toHaveLength(2)
    const [newest, older] = res.body
    expect(newest).toMatchObject({ browser: 'Firefox 128, Linux', ip: '127.0.0.1', current: false })
    expect(older).toMatchObject({ browser: 'Chrome 131, Windows', ip: '127.0.0.1', current: true })
    expect(Date.parse(older.createdAt)).toBeLessThanOrEqual(Date.parse(newest.createdAt))
    expect(older.id).toBe(decodeJwt(a).sid)

    /* Ending the Firefox sign-in from the Chrome one signs Firefox out. */
    expect((await api.del(`/api/users/me/sessions/${newest.id}`, a)).status).toBe(204)
    expect((await me(b)).status).toBe(401)
    expect((await api.get('/api/users/me/sessions', a)).body).toHaveLength(1)
    /* Ending it again, a made-up id, or another user's session: 404, nothing ends. */
    expect((await api.del(`/api/users/me/sessions/${newest.id}`, a)).status).toBe(404)
    expect((await api.del('/api/users/me/sessions/nesmysl', a)).status).toBe(404)
    const evas = await signIn('eva@lemon.cz')
    const res404 = await api.del(`/api/users/me/sessions/${decodeJwt(evas).sid}`, a)
    expect(res404.status).toBe(404)
    expect(res404.body.message).toBe('Přihlášení nenalezeno.')
    expect((await me(evas)).status).toBe(200)
  })

  test('"odhlásit všude jinde" ends every other sign-in of the caller', async () => {
    const keep = await signIn('ivan@lemon.cz')
    const other1 = await signIn('ivan@lemon.cz')
    const other2 = await signIn('ivan@lemon.cz')
    const res = await api.del('/api/users/me/sessions', keep)
    expect(res.status).toBe(200)
    expect(res.body.ended).toBeGreaterThanOrEqual(2)
    expect((await me(keep)).status).toBe(200)
    expect((await me(other1)).status).toBe(401)
    expect((await me(other2)).status).toBe(401)
  })
})

describe('an open notification stream ends with its sign-in', () => {
  test('log-out ends the stream of that sign-in at once; another sign-in keeps its own', async () => {
    const first = await signIn('eva@lemon.cz')
    const second = await signIn('eva@lemon.cz')
    const ending = await stream(first)
    const staying = await stream(second)
    expect((await api.post('/api/auth/logout', undefined, first)).status).toBe(204)
    expect(await endsWithin(ending, 3000)).toBe(true)
    expect(await endsWithin(staying, 1000)).toBe(false)
    /* The browser reconnects with the old token and is refused. */
    expect((await openEventStream(ctx.baseUrl, first)).status).toBe(401)
  })

  test('an admin\'s "odhlásit všude" and a deactivation end every stream of the user', async () => {
    const admin = await signIn('sef@lemon.cz')
    const a = await signIn('olga@lemon.cz')
    const b = await signIn('olga@lemon.cz')
    const olga = (await me(a)).body
    const [sa, sb] = [await stream(a), await stream(b)]
    expect((await api.del(`/api/admin/users/${olga.id}/sessions`, admin)).status).toBe(200)
    expect(await endsWithin(sa, 3000)).toBe(true)
    expect(await endsWithin(sb, 3000)).toBe(true)

    const c = await stream(await signIn('olga@lemon.cz'))
    const { setDeactivated } = await import('#users/services/deactivate_user')
    await setDeactivated(olga.id, true)
    expect(await endsWithin(c, 3000)).toBe(true)
    await setDeactivated(olga.id, false)
  })

  test('a sign-in ended where no signal was sent is noticed at the next heartbeat (20 s)', async () => {
    const token = await signIn('ivan@lemon.cz')
    const s = await stream(token)
    const { default: db } = await import('@adonisjs/lucid/services/db')
    await db
      .from('user_sessions')
      .where('id', decodeJwt(token).sid as string)
      .update({ expires_at: new Date(Date.now() - 1000) })
    expect(await endsWithin(s, 1000)).toBe(false)
    expect(await endsWithin(s, 22_000)).toBe(true)
    expect(s.comments).toContain('ping')
  }, 30_000)
})
