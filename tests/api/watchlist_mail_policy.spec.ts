import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { sparePort } from '../helpers/app_process.js'
import { auditRows } from '../helpers/audit.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { apiClient } from '../helpers/http.js'
import { startSmtpServer } from '../helpers/smtp.js'
import { createUser, signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| Issue #27, finding 3: "Odeslat e-mailem" must reach whoever a watchlist is for (a patient, a
| doctor) without being an open relay. Through a real SMTP server: the address is one plain
| mailbox (a quoted local part with a line break and a Bcc header is refused), the subject is
| fixed and names the branch, the list's name is one line of data, replies go to the sender,
| each user and branch sends a limited number a day (also when the sends come at once),
| MAIL_ALLOWED_DOMAINS keeps recipients to the chain's domains, and every send and refusal
| is in the audit trail.
*/

const SMTP_PORT = sparePort(27)
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
process.env.MAIL_FROM = 'LEMON <noreply@lemon.example.cz>'
process.env.APP_URL = 'https://lemon.example.cz'

const PHISH = 'VAŠE HESLO VYPRŠÍ DNES – obnovte ho na http://evil.test/login'
const W1 = '/api/watchlists/LEMON/1'

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let p1: string
let p2: string
let p1b: string
const stops: (() => Promise<void>)[] = []

async function watchlist(token: string, email: string, name = 'Pacienti', path = W1) {
  const res = await api.post(path, { name, email }, token)
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return String(res.body.id)
}

const send = (id: string, token: string, path = W1) => api.post(`${path}/${id}/send`, {}, token)

async function mailRows() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  return db.from('mail_messages').orderBy('id').select('id', 'to_address', 'reply_to', 'subject')
}

beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT)
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
  await createUser({
    username: 'kolegyne',
    email: 'kolegyne@lemon.cz',
    password: 'heslo1234',
    role: 'user',
    pharmacyCode: '1',
  })
  p1b = await api.login('kolegyne@lemon.cz', 'heslo1234')
  for (const queue of ['pdf', 'mail'] as const) stops.push(await startTestWorker(queue))
}, 120_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  ;(await import('#mail/services/smtp_transport')).closeSmtpTransport()
  await ctx?.close()
  await smtp?.close()
})

describe("a watchlist's address is one plain mailbox", () => {
  const HOSTILE = [
    '"x\r\nBcc: v@evil.test"@evil.test',
    '"x,y"@evil.test',
    'Lékař <lekar@ordinace.example.cz>',
    '<lekar@ordinace.example.cz>',
    'lekar@ordinace.example.cz, v@evil.test',
    'lekar@ordinace.example.cz\r\nBcc: v@evil.test',
    'lekar\u000B@ordinace.example.cz',
  ]

  test('a quoted local part, a display name, a list or a line break is refused with 422', async () => {
    const id = await watchlist(p1, 'lekar@ordinace.example.cz')
    for (const email of HOSTILE) {
      const created = await api.post(W1, { name: 'Zlý', email }, p1)
      expect(created.status, JSON.stringify(email)).toBe(422)
      expect(created.body.errors[0]).toEqual({
        field: 'email',
        message: 'Zadejte platnou e-mailovou adresu, nebo pole nechte prázdné.',
      })
      const updated = await api.call('PUT', `${W1}/${id}`, {
        token: p1,
        body: { name: 'Zlý', email },
      })
      expect(updated.status, JSON.stringify(email)).toBe(422)
    }
  })

  test('one stored before the check is not sent: 422, nothing queued, the refusal audited', async () => {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const id = await watchlist(p1, 'lekar@ordinace.example.cz', 'Starý')
    await db.from('watchlists').where('id', id).update({ email: HOSTILE[0] })
    const res = await send(id, p1)
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      code: 'WATCHLIST_BAD_EMAIL',
      message:
        'E-mail watchlistu není jedna platná e-mailová adresa. Opravte ho a zkuste to znovu.',
    })
    expect(await mailRows()).toEqual([])
    expect(await auditRows({ action: 'watchlists.send_mail_refused' })).toEqual([
      expect.objectContaining({ entity_id: id, after: { to: HOSTILE[0], reason: 'address' } }),
    ])
  })
})

describe('what arrives', () => {
  test('a fixed subject naming the branch, the name as one line of data, Reply-To the sender', async () => {
    const id = await watchlist(p1, 'lekar@ordinace.example.cz', `${PHISH}\r\nBcc: v@evil.test`)
    const res = await send(id, p1)
    expect(res.status, JSON.stringify(res.body)).toBe(202)
    const { mail, envelope } = await smtp.waitFor('lekar@ordinace.example.cz', /Sledované léky/)
    expect(envelope.to).toEqual(['lekar@ordinace.example.cz'])
    expect(envelope.from).toBe('noreply@lemon.example.cz')
    expect(mail.subject).toBe('Sledované léky – pobočka 1 – Lékárna 1')
    expect(mail.replyTo?.value).toEqual([{ address: 'p1@lemon.cz', name: '' }])
    expect(mail.headers.get('bcc')).toBeUndefined()
    const lines = mail.text!.split('\n')
    expect(lines.filter((l) => l.includes('HESLO'))).toEqual([
      `- Název seznamu: „${PHISH} Bcc: v@evil.test“`,
    ])
    expect(mail.html).not.toContain('<a href="http://evil.test')
    const [row] = await auditRows({ action: 'watchlists.send_mail' })
    expect(row).toMatchObject({
      actor_email: 'p1@lemon.cz',
      entity_id: id,
      pharmacy_code: '1',
      after: {
        to: 'lekar@ordinace.example.cz',
        replyTo: 'p1@lemon.cz',
        mailId: Number(res.body.mailId),
      },
    })
  })
})

describe('sends per user and per branch in 24 hours', () => {
  let mailConfig: typeof import('#config/mail').default

  beforeEach(async () => {
    mailConfig = (await import('#config/mail')).default
    const { default: redis } = await import('@adonisjs/redis/services/main')
    const keys = await redis.keys(`${process.env.LIMITER_PREFIX}:*watchlist_mail*`)
    if (keys.length > 0) await redis.del(keys)
  })
  afterAll(() => {
    mailConfig.watchlistSendsPerUser = 20
    mailConfig.watchlistSendsPerBranch = 50
  })

  test('the user’s limit, then the branch’s: 429 in Czech, nothing queued, audited', async () => {
    mailConfig.watchlistSendsPerUser = 3
    mailConfig.watchlistSendsPerBranch = 4
    const id = await watchlist(p1, 'pacient@example.cz', 'Limit')
    const before = (await mailRows()).length
    for (let i = 0; i < 3; i++) expect((await send(id, p1)).status).toBe(202)
    const user = await send(id, p1)
    expect(user.status).toBe(429)
    expect(user.body).toMatchObject({
      code: 'MAIL_LIMIT',
      message:
        'Za 24 hodin můžete odeslat nejvýše 3 e-maily se sledovanými léky. Zkuste to prosím později.',
    })
    /* A colleague of the same branch has sends of her own, until the branch's are used up. */
    expect((await send(id, p1b)).status).toBe(202)
    const branch = await send(id, p1b)
    expect(branch.status).toBe(429)
    expect(branch.body.message).toBe(
      'Pobočka může za 24 hodin odeslat nejvýše 4 e-maily se sledovanými léky. Zkuste to prosím později.'
    )
    /* Another branch is not affected. */
    const other = await watchlist(p2, 'pacient@example.cz', 'Jinde', '/api/watchlists/LEMON/2')
    expect((await send(other, p2, '/api/watchlists/LEMON/2')).status).toBe(202)

    expect((await mailRows()).length - before).toBe(5)
    const refusals = await auditRows({ action: 'watchlists.send_mail_refused' })
    expect(refusals.slice(-2).map((r) => [r.actor_email, r.after?.reason])).toEqual([
      ['p1@lemon.cz', 'limit_user'],
      ['kolegyne@lemon.cz', 'limit_branch'],
    ])
  })

  test('sends that come at once are counted exactly: 20 at once, 3 accepted', async () => {
    mailConfig.watchlistSendsPerUser = 3
    const id = await watchlist(p2, 'pacient2@example.cz', 'Naráz', '/api/watchlists/LEMON/2')
    const before = (await mailRows()).length
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send(id, p2, '/api/watchlists/LEMON/2'))
    )
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses.filter((s) => s === 202)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(17)
    expect((await mailRows()).length - before).toBe(3)
  }, 60_000)
})

describe('MAIL_ALLOWED_DOMAINS', () => {
  test('keeps recipients to the chain’s domains and their subdomains', async () => {
    const mailConfig = (await import('#config/mail')).default
    mailConfig.allowedDomains = ['lemon.cz']
    try {
      const outside = await watchlist(p1b, 'lekar@ordinace.example.cz', 'Ven')
      const res = await send(outside, p1b)
      expect(res.status).toBe(422)
      expect(res.body).toMatchObject({
        code: 'MAIL_DOMAIN_NOT_ALLOWED',
        message:
          'Na adresy v doméně ordinace.example.cz se z aplikace e-maily neposílají (MAIL_ALLOWED_DOMAINS). Použijte „Připravit e-mail“.',
      })
      const inside = await watchlist(p1b, 'vedouci@pobocka.lemon.cz', 'Dovnitř')
      const { default: redis } = await import('@adonisjs/redis/services/main')
      const keys = await redis.keys(`${process.env.LIMITER_PREFIX}:*watchlist_mail*`)
      if (keys.length > 0) await redis.del(keys)
      expect((await send(inside, p1b)).status).toBe(202)
      const [refusal] = (await auditRows({ action: 'watchlists.send_mail_refused' })).slice(-1)
      expect(refusal.after).toEqual({ to: 'lekar@ordinace.example.cz', reason: 'domain' })
    } finally {
      mailConfig.allowedDomains = []
    }
  })

  test('a value that is not a list of domains stops the start with one line naming it', async () => {
    const failed = await promisify(execFile)(
      process.execPath,
      ['--import=ts-node-maintained/register/esm', '--no-warnings', 'bin/server.ts'],
      {
        env: {
          ...process.env,
          MAIL_ALLOWED_DOMAINS: 'lemon.cz, @evil',
          PORT: String(sparePort(28)),
        },
        timeout: 60_000,
      }
    ).then(
      () => null,
      (error: { code: number; stderr: string }) => error
    )
    expect(failed?.code).toBe(1)
    expect(failed?.stderr.trim()).toBe(
      'Chybná konfigurace prostředí: Value for environment variable "MAIL_ALLOWED_DOMAINS": "@evil" is not a domain'
    )
  }, 60_000)
})
