import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { decodeJwt } from 'jose'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { seedPoolItems, seedPrevodky, seedStockBatch } from '../helpers/list_data.js'
import { createUser, signInStaff } from '../helpers/users.js'

/*
| One clock on a fleet (issue #34): what another host compares (a sign-in's expiry, the day
| in a převodka number, the day a list counts from) is PostgreSQL's time. The app runs in
| this process, so its clock is faked days away from PostgreSQL's, as a drifting host's
| would be; only Date is faked, timers and the database run as usual.
*/

const DAY_MS = 86_400_000
const HOUR_S = 3600

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let admin: string
let a: string
let b: string

/** This host's clock `days` away from the real one (and from PostgreSQL's). */
function hostClockOff(days: number) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(vi.getRealSystemTime() + days * DAY_MS)
}

async function sql(text: string, bindings: unknown[] = []) {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return (await db.rawQuery(text, bindings as any[])).rows
}

async function pg() {
  const { dbNow } = await import('#core/clock')
  const { dayIn } = await import('#core/calendar')
  const now = await dbNow()
  return { now, day: dayIn(now, 'Europe/Prague') }
}

async function userId(email: string) {
  const [row] = await sql('SELECT id FROM users WHERE email = ?', [email])
  return Number(row.id)
}

const me = (token: string) => api.get('/api/protected/me', token)

beforeAll(async () => {
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [a, b],
  } = await signInStaff(api, ['1', '2']))
})
afterEach(() => {
  vi.useRealTimers()
})
afterAll(async () => {
  vi.useRealTimers()
  await ctx?.close()
})

describe('sign-ins', () => {
  test('a token signed on a host days behind carries PostgreSQL’s iat and exp and is valid on every host', async () => {
    hostClockOff(-3)
    const token = await api.login('p1@lemon.cz', 'heslo1234')
    const { now } = await pg()
    const { iat, exp, sid } = decodeJwt(token)
    expect(Math.abs(iat! - now.getTime() / 1000)).toBeLessThan(60)
    expect(exp! - iat!).toBe(12 * HOUR_S)
    const [session] = await sql('SELECT expires_at FROM user_sessions WHERE id = ?', [sid])
    expect(exp).toBe(Math.floor(new Date(session.expires_at).getTime() / 1000))

    expect((await me(token)).status).toBe(200)
    hostClockOff(3)
    expect((await me(token)).status).toBe(200)
    vi.useRealTimers()
    expect((await me(token)).status).toBe(200)
  })

  test('a host days ahead accepts a token of now; a host days behind refuses one past its exp', async () => {
    const { signToken } = await import('#core/auth/jwt')
    const { startSession } = await import('#users/services/start_session')
    const id = await userId('p2@lemon.cz')
    const sid = await startSession(
      { id, email: 'p2@lemon.cz', firma: 'LEMON', pharmacyCode: '2' },
      { ip: null, userAgent: null }
    )
    const claims = { sub: String(id), sid, role: 'user', firma: 'LEMON', pharmacyCode: '2' }
    const { now } = await pg()
    const live = await signToken(claims, new Date(now.getTime() + HOUR_S * 1000), now)
    const expired = await signToken(claims, new Date(now.getTime() - 60_000), now)

    hostClockOff(3)
    expect((await me(live)).status).toBe(200)
    hostClockOff(-3)
    expect((await me(live)).status).toBe(200)
    /* The session itself is live: only the token's exp, on PostgreSQL's clock, refuses it. */
    expect((await me(expired)).status).toBe(401)
  })

  test('the profile lists the sign-ins live on PostgreSQL’s clock, whatever this host’s says', async () => {
    const token = await api.login('p1@lemon.cz', 'heslo1234')
    const { sid } = decodeJwt(token)
    const id = await userId('p1@lemon.cz')
    const [gone] = await sql(
      `INSERT INTO user_sessions (user_id, expires_at, created_at, last_seen_at)
       VALUES (?, now() - interval '1 hour', now() - interval '13 hours', now() - interval '2 hours')
       RETURNING id`,
      [id]
    )
    const listed = async () => {
      const res = await api.get('/api/users/me/sessions', token)
      expect(res.status).toBe(200)
      return res.body.map((s: any) => s.id as string)
    }
    const before = await listed()
    expect(before).toContain(sid)
    expect(before).not.toContain(String(gone.id))

    hostClockOff(3)
    expect(await listed()).toEqual(before)
    hostClockOff(-3)
    expect(await listed()).toEqual(before)
  })

  test('a two-factor challenge lasts its minutes on PostgreSQL’s clock', async () => {
    const { signChallenge, verifyChallenge, CHALLENGE_TTL_SECONDS } = await import('#core/auth/jwt')
    hostClockOff(-3)
    const challenge = await signChallenge('42')
    const { now } = await pg()
    const { iat, exp } = decodeJwt(challenge)
    expect(Math.abs(iat! - now.getTime() / 1000)).toBeLessThan(60)
    expect(exp! - iat!).toBe(CHALLENGE_TTL_SECONDS)
    hostClockOff(3)
    expect(await verifyChallenge(challenge, (await pg()).now)).toBe('42')
    const expired = await signChallenge('42', new Date(now.getTime() - 1000))
    hostClockOff(-3)
    expect(await verifyChallenge(expired, (await pg()).now)).toBeNull()
  })

  test('deactivation and a password change are recorded at PostgreSQL’s time', async () => {
    const { setDeactivated } = await import('#users/services/deactivate_user')
    const { setPasswordByAdmin } = await import('#users/services/change_password')
    await createUser({
      username: 'hodiny',
      email: 'hodiny@lemon.cz',
      password: 'heslo1234',
      role: 'user',
      pharmacyCode: '1',
    })
    const id = await userId('hodiny@lemon.cz')
    hostClockOff(3)
    await setPasswordByAdmin(id, 'Kvetinac-Na-Okne-77')
    await setDeactivated(id, true)
    const [row] = await sql(
      `SELECT abs(extract(epoch FROM now() - password_changed_at)) AS password,
              abs(extract(epoch FROM now() - deactivated_at)) AS deactivated
         FROM users WHERE id = ?`,
      [id]
    )
    expect(Number(row.password)).toBeLessThan(60)
    expect(Number(row.deactivated)).toBeLessThan(60)
  })
})

describe('transfers', () => {
  test('a převodka sent on a host days ahead is numbered with PostgreSQL’s day and is 0 days on the way', async () => {
    await seedPoolItems([
      { source: '1', target: '2', stav: 'vychystáno', nazev: 'PARALEN 500MG TBL 24', pdk: 'H1' },
    ])
    hostClockOff(3)
    const sent = await api.post('/api/transfers/send/LEMON/1', { targetPharmacyCode: '2' }, a)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const { day } = await pg()
    expect(sent.body.prevodkaId).toBe(`LEMON-1-2-${day.replaceAll('-', '')}-1`)

    const received = await api.get('/api/transfers/received/LEMON/2', b)
    expect(received.status).toBe(200)
    const mine = received.body.find((p: any) => p.prevodkaId === sent.body.prevodkaId)
    expect(mine).toMatchObject({ daysInTransit: 0, longInTransit: false })
    const detail = await api.get(`/api/transfers/detail/${sent.body.prevodkaId}`, b)
    expect(detail.status).toBe(200)
  })

  test('days in transit and “longOnly” count to PostgreSQL’s day', async () => {
    const [id] = await seedPrevodky([{ from: '1', to: '2', stav: 'odesláno', sentDaysAgo: 4 }])
    hostClockOff(3)
    const all = await api.get('/api/transfers/in-transit?firma=LEMON', admin)
    expect(all.status).toBe(200)
    expect(all.body.find((p: any) => p.prevodkaId === id)).toMatchObject({
      daysInTransit: 4,
      longInTransit: false,
    })
    const long = await api.get('/api/transfers/in-transit?firma=LEMON&longOnly=true', admin)
    expect(long.body.map((p: any) => p.prevodkaId)).not.toContain(id)
    hostClockOff(-3)
    const behind = await api.get('/api/transfers/in-transit?firma=LEMON', admin)
    expect(behind.body.find((p: any) => p.prevodkaId === id).daysInTransit).toBe(4)
  })
})

describe('dashboard', () => {
  test('the pool savings chart ends with PostgreSQL’s month', async () => {
    hostClockOff(-40)
    const { day } = await pg()
    const res = await api.get('/api/dashboard/pool-savings/LEMON/1', a)
    expect(res.status).toBe(200)
    expect(res.body.months.at(-1).month).toBe(day.slice(0, 7))
  })
})

describe('stock lists', () => {
  test('days left, the expiry chart’s today and the workbook’s day are PostgreSQL’s', async () => {
    await seedStockBatch('1', [
      { pdk: 'S1', nazev: 'IBALGIN 400 TBL 30', mnozstvi: 5, expiresIn: 30, lists: ['lezak'] },
    ])
    hostClockOff(3)
    const { day } = await pg()
    const list = await api.get('/api/lezaky/LEMON/1', a)
    expect(list.status).toBe(200)
    expect(list.body.lezaky.find((i: any) => i.pdk === 'S1').zbyvaDni).toBe(30)

    const chart = await api.get('/api/dashboard/expiry/LEMON/1', a)
    expect(chart.status).toBe(200)
    expect(chart.body.today).toBe(day)

    const workbook = await api.call('GET', '/api/lezaky/LEMON/1?format=xlsx', { token: a })
    expect(workbook.status).toBe(200)
    expect(workbook.headers.get('content-disposition')).toContain(
      `_${day.replaceAll('-', '_')}.xlsx`
    )
  })

  test('a worker days ahead derives the endangered list from PostgreSQL’s day', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { deriveBatchLists } = await import('#stock/services/derive_batch_lists')
    /* Never sold, expiring 242 days from today: beyond the 240-day horizon, not yet endangered. */
    const batchId = await seedStockBatch('2', [
      { pdk: 'Z1', nazev: 'ZINNAT 250MG TBL 10', mnozstvi: 4, expiresIn: 242 },
    ])
    const { day } = await pg()
    hostClockOff(3)
    const trx = await db.transaction()
    try {
      await deriveBatchLists(trx, { id: batchId, firma: 'LEMON', pharmacyCode: '2' }, day)
      const rows = await trx.from('stock_lists').where('batch_id', batchId).select('list')
      expect(rows.map((r) => r.list)).toEqual(['lezak'])
    } finally {
      await trx.rollback()
    }
  })

  test('a task due on PostgreSQL’s day is announced at once from a host days behind, and ticked off at PostgreSQL’s time', async () => {
    const { now, day } = await pg()
    hostClockOff(-3)
    const created = await api.post(
      '/api/tasks',
      { title: 'Kontrola teplot', pharmacyCodes: ['1'], dueDate: day },
      admin
    )
    expect(created.status).toBe(201)
    const { body } = await api.get('/api/notifications?limit=100', a)
    const due = body.notifications.filter((n: { kind: string }) => n.kind === 'task_due')
    expect(due.map((n: { link: string }) => n.link)).toContain(`/tasks/${created.body.id}`)

    const done = await api.call('PUT', `/api/tasks/${created.body.id}/complete`, {
      body: { done: true },
      token: a,
    })
    expect(done.status).toBe(200)
    const doneAt = new Date(done.body.completions['1'].doneAt).getTime()
    expect(Math.abs(doneAt - now.getTime())).toBeLessThan(60_000)
  })

  test('an upload refused on a host days ahead is finished at PostgreSQL’s time', async () => {
    const { markFailed } = await import('#exports/services/mark_batch_failed')
    const [batch] = await sql(
      `INSERT INTO export_batches (firma, pharmacy_code, status, files)
       VALUES ('LEMON', '2', 'processing', '{}') RETURNING id`
    )
    const { now } = await pg()
    hostClockOff(3)
    await markFailed(Number(batch.id), 'Soubor nelze načíst.')
    const [row] = await sql('SELECT status, finished_at FROM export_batches WHERE id = ?', [
      batch.id,
    ])
    expect(row.status).toBe('failed')
    expect(Math.abs(new Date(row.finished_at).getTime() - now.getTime())).toBeLessThan(60_000)
  })
})
