import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { createBranch, createUser } from '../helpers/users.js'
import { auditMark, auditSince, type AuditRow } from '../helpers/audit.js'

/*
| The audit trail of accounts and sign-ins (issue #18): every audited action leaves exactly
| one row (who, when, IP, request id, what, before/after without secrets), written in the
| transaction of the change; the table itself refuses UPDATE, DELETE and TRUNCATE.
*/

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let adminId: number
const PASSWORD = 'heslo1234'

const db = async () => (await import('@adonisjs/lucid/services/db')).default

/** Runs `action` and returns the audit rows it wrote. */
async function rowsOf(action: () => Promise<unknown>): Promise<AuditRow[]> {
  const mark = await auditMark()
  await action()
  return auditSince(mark)
}

function expectNoSecrets(rows: AuditRow[]) {
  const text = JSON.stringify(rows)
  expect(text).not.toMatch(/scrypt|heslo1234|Modry-konik|"(password|newPassword|token)":/i)
}

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  const boss = await createUser({
    username: 'sefka',
    email: 'sefka@lemon.cz',
    password: PASSWORD,
    role: 'admin',
  })
  adminId = boss.id
  await createUser({
    username: 'marta',
    email: 'marta@lemon.cz',
    password: PASSWORD,
    role: 'user',
    pharmacyCode: '3',
  })
  await createBranch('4')
  admin = await api.login('sefka@lemon.cz', PASSWORD)
})
afterAll(async () => ctx?.close())

describe('the table is append-only for the application', () => {
  test("UPDATE, DELETE and TRUNCATE from the application's own connection are refused", async () => {
    const client = await db()
    await api.login('marta@lemon.cz', PASSWORD)
    const [row] = await client.from('audit_log').orderBy('id', 'desc').limit(1)
    expect(row).toBeDefined()
    await expect(
      client.from('audit_log').where('id', row.id).update({ action: 'podvrh' })
    ).rejects.toThrow(/append-only: UPDATE refused/)
    await expect(client.from('audit_log').where('id', row.id).delete()).rejects.toThrow(
      /append-only: DELETE refused/
    )
    await expect(client.rawQuery('TRUNCATE audit_log')).rejects.toThrow(
      /append-only: TRUNCATE refused/
    )
    await expect(client.rawQuery("UPDATE audit_log SET after = '{}'")).rejects.toThrow()
    const [still] = await client.from('audit_log').where('id', row.id)
    expect(still.action).toBe(row.action)
  })

  test("only rows older than two years may be deleted (the retention job's floor)", async () => {
    const client = await db()
    const old = new Date(Date.now() - 2 * 366 * 86_400_000)
    const young = new Date(Date.now() - 2 * 364 * 86_400_000)
    const [a] = await client
      .table('audit_log')
      .insert({ actor_kind: 'system', action: 'test.old', created_at: old })
      .returning('id')
    const [b] = await client
      .table('audit_log')
      .insert({ actor_kind: 'system', action: 'test.young', created_at: young })
      .returning('id')
    expect(Number(await client.from('audit_log').where('id', a.id).delete())).toBe(1)
    await expect(client.from('audit_log').where('id', b.id).delete()).rejects.toThrow(/append-only/)
  })
})

describe('a row only with its change', () => {
  test('a transaction that fails after writing its audit row leaves no row', async () => {
    const { recordAudit } = await import('#core/audit/record_audit')
    const client = await db()
    const mark = await auditMark()
    await expect(
      client.transaction(async (trx) => {
        await trx.from('users').where('email', 'marta@lemon.cz').update({ full_name: 'Změna' })
        await recordAudit({ action: 'users.update', entity: 'user' }, trx)
        throw new Error('selhalo po zápisu')
      })
    ).rejects.toThrow('selhalo po zápisu')
    expect(await auditSince(mark)).toEqual([])
    const [marta] = await client.from('users').where('email', 'marta@lemon.cz')
    expect(marta.full_name).toBeNull()
  })

  test('a refused request leaves no row and no change', async () => {
    const marta = (await api.get('/api/admin/users?q=marta', admin)).body.users[0]
    const rows = await rowsOf(async () => {
      expect(
        (await api.patch(`/api/admin/users/${marta.id}`, { pharmacyCode: '999' }, admin)).status
      ).toBe(422)
      expect((await api.patch(`/api/admin/users/${adminId}`, { role: 'user' }, admin)).status).toBe(
        409
      )
      expect(
        (
          await api.post(
            '/api/admin/users',
            { username: 'marta', email: 'x@lemon.cz', password: 'Dlouhe-heslo-99', role: 'admin' },
            admin
          )
        ).status
      ).toBe(409)
    })
    expect(rows).toEqual([])
  })
})

describe('accounts and sign-ins: one row per action', () => {
  test('registration, sign-in and log-out', async () => {
    const rows = await rowsOf(async () => {
      expect(
        (
          await api.call('POST', '/api/auth/register', {
            body: { username: 'novak', email: 'novak@lemon.cz', password: 'Kvetinac-na-okne' },
            headers: { 'x-request-id': 'req-registrace-1' },
          })
        ).status
      ).toBe(201)
      const token = await api.login('novak@lemon.cz', 'Kvetinac-na-okne')
      expect((await api.post('/api/auth/logout', undefined, token)).status).toBe(204)
    })
    expect(rows.map((r) => r.action)).toEqual(['auth.register', 'auth.login', 'auth.logout'])
    const [register, login, logout] = rows
    expect(register).toMatchObject({
      actor_kind: 'user',
      actor_email: 'novak@lemon.cz',
      entity: 'user',
      request_id: 'req-registrace-1',
      ip: '127.0.0.1',
      before: null,
      after: expect.objectContaining({ username: 'novak', role: 'user', pharmacyCode: null }),
    })
    expect(register.entity_id).toBe(String(register.actor_id))
    expect(login).toMatchObject({
      actor_kind: 'user',
      actor_email: 'novak@lemon.cz',
      after: { method: 'password', session: expect.any(String) },
    })
    expect(logout).toMatchObject({ actor_email: 'novak@lemon.cz', entity: 'session' })
    expect(logout.entity_id).toBe((login.after as { session: string }).session)
    expectNoSecrets(rows)
  })

  test('a failed sign-in is one row naming the e-mail typed; the lockout is one row', async () => {
    const failed = await rowsOf(() =>
      api.post('/api/auth/login', { email: 'Marta@lemon.cz', password: 'spatne-heslo' })
    )
    expect(failed).toEqual([
      expect.objectContaining({
        action: 'auth.login_failed',
        actor_kind: 'anonymous',
        actor_email: 'marta@lemon.cz',
        after: { reason: 'INVALID_CREDENTIALS' },
      }),
    ])
    expectNoSecrets(failed)
    const lockout = await rowsOf(async () => {
      for (let i = 0; i < 12; i++) {
        await api.post('/api/auth/login', { email: 'terc@lemon.cz', password: 'spatne' })
      }
    })
    expect(lockout.filter((r) => r.action === 'auth.login_failed')).toHaveLength(10)
    expect(lockout.filter((r) => r.action === 'auth.lockout')).toEqual([
      expect.objectContaining({ after: { scope: 'email', key: 'terc@lemon.cz' } }),
    ])
  })

  test('admin create, edit, role change and delete, with before and after', async () => {
    const created = await rowsOf(() =>
      api.post(
        '/api/admin/users',
        {
          username: 'karel',
          email: 'karel@lemon.cz',
          password: 'Zeleny-cajovnik-3',
          role: 'user',
          pharmacyCode: '3',
          fullName: 'Karel Malý',
        },
        admin
      )
    )
    expect(created).toEqual([
      expect.objectContaining({
        action: 'users.create',
        actor_kind: 'user',
        actor_id: adminId,
        actor_email: 'sefka@lemon.cz',
        entity: 'user',
        firma: 'LEMON',
        pharmacy_code: '3',
        before: null,
        after: expect.objectContaining({ username: 'karel', fullName: 'Karel Malý', role: 'user' }),
      }),
    ])
    const id = created[0].entity_id
    const edited = await rowsOf(() =>
      api.patch(`/api/admin/users/${id}`, { pharmacyCode: '4', fullName: 'Karel Velký' }, admin)
    )
    expect(edited).toEqual([
      expect.objectContaining({
        action: 'users.update',
        entity_id: id,
        pharmacy_code: '4',
        before: { pharmacyCode: '3', fullName: 'Karel Malý' },
        after: { pharmacyCode: '4', fullName: 'Karel Velký' },
      }),
    ])
    const promoted = await rowsOf(() =>
      api.patch(`/api/admin/users/${id}`, { role: 'admin' }, admin)
    )
    expect(promoted).toEqual([
      expect.objectContaining({
        action: 'users.role_change',
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ])
    const unchanged = await rowsOf(() =>
      api.patch(`/api/admin/users/${id}`, { fullName: 'Karel Velký' }, admin)
    )
    expect(unchanged).toEqual([])
    const deleted = await rowsOf(() => api.del(`/api/admin/users/${id}`, admin))
    expect(deleted).toEqual([
      expect.objectContaining({
        action: 'users.delete',
        entity_id: id,
        before: expect.objectContaining({ username: 'karel', role: 'admin' }),
        after: null,
      }),
    ])
    expectNoSecrets([...created, ...edited, ...promoted, ...deleted])
  })

  test('deactivation and reactivation from the CLI name the operator', async () => {
    const { setDeactivated } = await import('#users/services/deactivate_user')
    const { runAsActor } = await import('#core/audit/audit_actor')
    const { default: User } = await import('#users/models/user')
    const marta = await User.findByOrFail('email', 'marta@lemon.cz')
    const rows = await rowsOf(() =>
      runAsActor({ kind: 'cli', email: 'root' }, async () => {
        await setDeactivated(marta.id, true)
        await setDeactivated(marta.id, false)
      })
    )
    expect(rows.map((r) => [r.action, r.actor_kind, r.actor_email, r.ip])).toEqual([
      ['users.deactivate', 'cli', 'root', null],
      ['users.reactivate', 'cli', 'root', null],
    ])
    expect(rows[0].before).toEqual({ deactivatedAt: null })
    expect(rows[0].after!.deactivatedAt).toEqual(expect.any(String))
    expect(rows[1].after).toEqual({ deactivatedAt: null })
  })

  test('a password change is one row without the password; the profile edit has before/after', async () => {
    const token = await api.login('marta@lemon.cz', PASSWORD)
    const changed = await rowsOf(() =>
      api.post(
        '/api/users/me/password',
        { currentPassword: PASSWORD, newPassword: 'Modry-konik-na-louce' },
        token
      )
    )
    expect(changed).toEqual([
      expect.objectContaining({
        action: 'users.password_change',
        actor_email: 'marta@lemon.cz',
        after: { mustChangePassword: false, endedSessions: expect.any(Number) },
      }),
    ])
    expectNoSecrets(changed)
    const profile = await rowsOf(() => api.patch('/api/users/me', { phone: '777 111 222' }, token))
    expect(profile).toEqual([
      expect.objectContaining({
        action: 'users.profile_update',
        before: { phone: null },
        after: { phone: '777 111 222' },
      }),
    ])
  })

  test("a 403 on another branch's path is a security event naming that branch", async () => {
    const token = await api.login('marta@lemon.cz', 'Modry-konik-na-louce')
    const rows = await rowsOf(async () => {
      expect((await api.get('/api/lezaky/LEMON/4', token)).status).toBe(403)
      expect((await api.get('/api/lezaky/LEMON/3', token)).status).toBe(200)
    })
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'access.foreign_branch',
        actor_email: 'marta@lemon.cz',
        firma: 'LEMON',
        pharmacy_code: '4',
        after: { method: 'GET', route: '/api/lezaky/:firma/:pharmacyCode' },
      }),
    ])
  })
})
