import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays } from '#core/calendar'
import { czDate } from '#core/format_cz'
import { sparePort } from '../helpers/app_process.js'
import { bootApp, type TestApp } from '../helpers/boot.js'
import { today, writeXlsx } from '../helpers/exports.js'
import { apiClient } from '../helpers/http.js'
import { sendSheet } from '../helpers/sheet_uploads.js'
import { pdfText, startSmtpServer } from '../helpers/smtp.js'
import { until } from '../helpers/transfers.js'
import { signInStaff } from '../helpers/users.js'
import { startTestWorker } from '../helpers/worker.js'

/*
| E-mail (issue #17) through a real SMTP server started here (smtp-server), with the real
| pdf, mail and maintenance workers: the watchlist's "Odeslat e-mailem" with its PDF, the
| morning digest a user asked for in the profile, and the admins' alerts (a job that failed
| for good, files the export inbox refused). Each message is read as it arrived: recipient,
| subject, Czech plain text, HTML with links into the product, the PDF attachment's text.
*/

/* The suite's own spare port (TEST_PORT + 41), so parallel suites do not collide. */
const SMTP_PORT = sparePort(21)
const APP_URL = 'https://lemon.example.cz'
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`
process.env.MAIL_FROM = 'LEMON <noreply@lemon.example.cz>'
process.env.APP_URL = APP_URL
const INBOX = mkdtempSync(join(tmpdir(), 'mail-inbox-'))
process.env.EXPORT_INBOX = INBOX

const dir = mkdtempSync(join(tmpdir(), 'mail-api-'))
const day = today()

let ctx: TestApp
let api: ReturnType<typeof apiClient>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let admin: string
let p1: string
let p2: string
const stops: (() => Promise<void>)[] = []

const database = async () => (await import('@adonisjs/lucid/services/db')).default
const rows = async (sql: string, bindings: unknown[] = []) =>
  (await (await database()).rawQuery(sql, bindings)).rows as any[]

async function runMaintenance(job: string, id: string) {
  const { getQueue, getQueueEvents } = await import('#core/queue')
  const added = await getQueue('maintenance').add(job, {}, { jobId: id })
  return added.waitUntilFinished(await getQueueEvents('maintenance'), 60_000)
}

async function insertUhrady() {
  const db = await database()
  const { rows: lists } = await db.rawQuery(
    `INSERT INTO price_lists (kind, valid_from, source, rows) VALUES ('uhrady', ?, 'uhrady.xlsx', 2) RETURNING id`,
    [addDays(day, -10)]
  )
  await db.rawQuery(
    `INSERT INTO uhrady_items (list_id, sukl, nazev, uhrada, doplatek, doplatek_limit,
       doplatek_zvysena, doplatek_zvysena_limit) VALUES
       (?, '0054321', 'IBALGIN 400 TBL 30', 100, 12.5, 10, 5.25, 3),
       (?, '0077777', 'ŽALUDEČNÍ ČAJ Léčivý 20X1,5G', 100, 7.1, 7.1, 7.1, 7.1)`,
    [lists[0].id, lists[0].id]
  )
}

beforeAll(async () => {
  smtp = await startSmtpServer(SMTP_PORT)
  ctx = await bootApp()
  api = apiClient(ctx.baseUrl)
  ;({
    admin,
    branches: [p1, p2],
  } = await signInStaff(api, ['1', '2']))
  for (const queue of ['imports', 'pdf', 'mail', 'maintenance'] as const) {
    stops.push(await startTestWorker(queue))
  }
  await insertUhrady()
}, 120_000)

afterAll(async () => {
  for (const stop of stops) await stop()
  await (await import('#core/queue')).closeQueues()
  ;(await import('#mail/services/smtp_transport')).closeSmtpTransport()
  await ctx?.close()
  await smtp?.close()
})

describe('Odeslat e-mailem: the watchlist’s PDF to its e-mail', () => {
  let id: string

  test('the message arrives with the Czech items, a link to the watchlist and the PDF', async () => {
    const created = await api.post(
      '/api/watchlists/LEMON/1',
      { name: 'Pacienti s astmatem', email: 'lekar@ordinace.example.cz' },
      p1
    )
    id = created.body.id
    for (const sukl of ['0054321', '0077777']) {
      expect((await api.post(`/api/watchlists/LEMON/1/${id}/items`, { sukl }, p1)).status).toBe(201)
    }
    const sent = await api.post(`/api/watchlists/LEMON/1/${id}/send`, {}, p1)
    expect(sent.status).toBe(202)
    expect(sent.body).toEqual({
      message: 'E-mail s PDF se odesílá na lekar@ordinace.example.cz.',
      mailId: expect.any(String),
    })
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const audited = await db.from('audit_log').where('action', 'watchlists.send_mail')
    expect(audited).toEqual([
      expect.objectContaining({ entity_id: String(id), pharmacy_code: '1', actor_kind: 'user' }),
    ])

    const { mail, envelope } = await smtp.waitFor('lekar@ordinace.example.cz', /Sledované léky/)
    expect(envelope.from).toBe('noreply@lemon.example.cz')
    expect(mail.from?.value).toEqual([{ name: 'LEMON', address: 'noreply@lemon.example.cz' }])
    expect(mail.to).toMatchObject({ value: [{ address: 'lekar@ordinace.example.cz' }] })
    /* Issue #27: the subject is fixed and names the branch; the list's name is data. */
    expect(mail.subject).toBe('Sledované léky – pobočka 1 – Lékárna 1')
    const text = mail.text!
    expect(text).toContain('posíláme vám přehled sledovaných léků. V příloze je týž přehled v PDF.')
    expect(text).toContain(
      '- Lékárna: Lékárna 1 (pobočka 1)\n- Název seznamu: „Pacienti s astmatem“'
    )
    expect(text).toContain(
      '1. IBALGIN 400 TBL 30 (SÚKL 0054321): doplatek 12,50 Kč, do limitu 10,00 Kč; při zvýšené úhradě 5,25 Kč, do limitu 3,00 Kč'
    )
    expect(text).toContain('2. ŽALUDEČNÍ ČAJ Léčivý 20X1,5G (SÚKL 0077777)')
    const link = `${APP_URL}/watchlists/LEMON/1/${id}`
    expect(text).toContain(`Otevřít seznam v systému LEMON: ${link}`)
    expect(mail.html).toContain(`<a href="${link}"`)
    expect(mail.html).toContain('<li>2. ŽALUDEČNÍ ČAJ Léčivý 20X1,5G (SÚKL 0077777)')

    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf.filename).toBe(`watchlist_1_${id}.pdf`)
    expect(pdf.contentType).toBe('application/pdf')
    const pdfLines = pdfText(pdf.content, dir, 'watchlist.pdf')
    expect(pdfLines).toContain('Watchlist Pacienti s astmatem')
    expect(pdfLines).toContain('lekar@ordinace.example.cz')
    expect(pdfLines).toMatch(/0054321\s+IBALGIN 400 TBL 30\s+12,50\s+10,00\s+5,25\s+3,00\s+ne/)

    await until(async () => (await rows(`SELECT status FROM mail_messages`))[0]?.status === 'sent')
    const log = await api.get('/api/admin/mail', admin)
    expect(log.body.enabled).toBe(true)
    expect(log.body.messages[0]).toMatchObject({
      kind: 'watchlist',
      to: 'lekar@ordinace.example.cz',
      subject: 'Sledované léky – pobočka 1 – Lékárna 1',
      attachment: `watchlist_1_${id}.pdf`,
      status: 'sent',
      attempts: 1,
      error: null,
      sentAt: expect.any(String),
    })
    expect((await api.get('/api/admin/mail', p1)).status).toBe(403)
  })

  test('a watchlist without e-mail, another branch’s watchlist, an unknown one', async () => {
    const bare = await api.post('/api/watchlists/LEMON/1', { name: 'Bez adresy' }, p1)
    const res = await api.post(`/api/watchlists/LEMON/1/${bare.body.id}/send`, {}, p1)
    expect(res.status).toBe(422)
    expect(res.body.message).toBe('Watchlist nemá vyplněný e-mail. Doplňte ho a zkuste to znovu.')
    expect((await api.post(`/api/watchlists/LEMON/1/${id}/send`, {}, p2)).status).toBe(403)
    expect((await api.post(`/api/watchlists/LEMON/2/${id}/send`, {}, p2)).status).toBe(404)
    expect((await api.post('/api/watchlists/LEMON/1/999999/send', {}, p1)).status).toBe(404)
  })

  test('a recipient the SMTP server refuses: the attempt is recorded with its error, to be retried', async () => {
    const created = await api.post(
      '/api/watchlists/LEMON/1',
      { name: 'Odmítnutý', email: 'reject@ordinace.example.cz' },
      p1
    )
    const res = await api.post(`/api/watchlists/LEMON/1/${created.body.id}/send`, {}, p1)
    expect(res.status).toBe(202)
    await until(async () => {
      const [row] = await rows(`SELECT attempts FROM mail_messages WHERE id = ?`, [res.body.mailId])
      return row.attempts === 1
    })
    const [row] = await rows(`SELECT status, error FROM mail_messages WHERE id = ?`, [
      res.body.mailId,
    ])
    expect(row.status).toBe('queued')
    expect(row.error).toMatch(/550/)
    const { getQueue } = await import('#core/queue')
    const job = await getQueue('mail').getJob(`mail-${res.body.mailId}`)
    expect(await job?.getState()).toBe('delayed')
    await job?.remove()
  })
})

describe('the morning digest a user asks for in the profile', () => {
  test('the setting: off by default, switched on, a bad value refused in Czech', async () => {
    expect((await api.get('/api/mail/preferences', p1)).body).toEqual({
      morningDigest: false,
      email: 'p1@lemon.cz',
      mailEnabled: true,
    })
    const bad = await api.call('PUT', '/api/mail/preferences', {
      body: { morningDigest: 'ano' },
      token: p1,
    })
    expect(bad.status).toBe(422)
    expect(bad.body.errors[0].message).toBe('Ranní přehled musí být true, nebo false.')
    const on = await api.call('PUT', '/api/mail/preferences', {
      body: { morningDigest: true },
      token: p1,
    })
    expect(on.status).toBe(200)
    expect(on.body.morningDigest).toBe(true)
    expect((await api.get('/api/mail/preferences', p1)).body.morningDigest).toBe(true)
    expect((await api.get('/api/mail/preferences', p2)).body.morningDigest).toBe(false)
  })

  test('tasks due today, převodky on the way and the missing export arrive in one e-mail; once a day', async () => {
    const task = await api.post(
      '/api/tasks',
      { title: 'Inventura OTC', dueDate: day, pharmacyCodes: ['1'], priority: 'high' },
      admin
    )
    expect(task.status).toBeLessThan(300)
    await (
      await database()
    ).rawQuery(
      `INSERT INTO prevodky (prevodka_id, firma, from_code, to_code, stav, sent_at)
       VALUES ('LEMON-2-1-20261120-1', 'LEMON', '2', '1', 'odesláno', now() - interval '2 days')`
    )
    expect(await runMaintenance('mail.morning_digest', 'digest-1')).toEqual({ queued: 1, users: 1 })
    const { mail } = await smtp.waitFor('p1@lemon.cz', /Ranní přehled/)
    expect(mail.subject).toBe(`Ranní přehled ${czDate(day)} – pobočka 1 – Lékárna 1`)
    const text = mail.text!
    expect(text).toContain('Úkoly s dnešním termínem (1)\n- Inventura OTC')
    expect(text).toContain(`Moje úkoly: ${APP_URL}/tasks`)
    expect(text).toContain('Převodky na cestě k vám (1)\n- LEMON-2-1-20261120-1 z pobočky 2')
    expect(text).toContain('Pobočka zatím nenahrála žádné exporty.')
    expect(text).toContain(`Nahrát exporty: ${APP_URL}/upload`)
    expect(text).not.toContain('Nové návrhy z poolu')
    expect(text).toContain('Ranní přehled dostáváte, protože jste si ho zapnuli v profilu')
    expect(mail.html).toContain(`<a href="${APP_URL}/transfers/received"`)
    expect(mail.html).toContain('<li>Inventura OTC</li>')

    expect(await runMaintenance('mail.morning_digest', 'digest-2')).toEqual({ queued: 0, users: 1 })
    const digests = await rows(`SELECT to_address FROM mail_messages WHERE kind = 'digest'`)
    expect(digests).toEqual([{ to_address: 'p1@lemon.cz' }])
  })
})

describe('the admins are told by e-mail', () => {
  test('a job that failed for good: one message per job and ten minutes, with a link to /admin/jobs', async () => {
    /* A refused upload fails its job for good too, but it is the uploader's answer, not an alert. */
    const refused = await sendSheet(
      ctx.baseUrl,
      '/api/uhrady-admin/upload',
      admin,
      { validFrom: day },
      writeXlsx(join(dir, 'uhrady-spatne.xlsx'), [
        ['Kód SÚKL', 'Název', 'Doplněk', 'Max. cena LP', 'Úhrada', 'Doplatek'],
        ['0054321', 'IBALGIN 400 TBL 30', '400MG TBL FLM 30', 'na dotaz', '80', '12,40'],
      ])
    )
    expect(refused.upload).toMatchObject({ status: 'failed' })
    expect(refused.upload.error).toBe(
      'Soubor uhrady-spatne.xlsx neobsahuje žádný platný řádek: ' +
        '1× neplatné číslo ve sloupci Max. cena (řádek 2).'
    )

    const { getQueue, getQueueEvents } = await import('#core/queue')
    const events = await getQueueEvents('maintenance')
    for (const jobId of ['broken-1', 'broken-2']) {
      const job = await getQueue('maintenance').add(
        'pricelists.generate_uhrady_changes',
        { firma: 'LEMON' },
        { jobId }
      )
      await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow()
    }
    const { mail } = await smtp.waitFor('boss@lemon.cz', /Úloha na pozadí selhala/)
    expect(mail.subject).toBe('Úloha na pozadí selhala: pricelists.generate_uhrady_changes')
    expect(mail.text).toMatch(
      /Úloha pricelists\.generate_uhrady_changes \(fronta maintenance, id broken-[12]\) selhala a už se nebude opakovat \(pokusů: 1\)\./
    )
    expect(mail.text).toContain('Chyba: listId, firma and pharmacyCode are required')
    expect(mail.text).toContain(`Úlohy na pozadí: ${APP_URL}/admin/jobs`)
    await new Promise((r) => setTimeout(r, 1000))
    const alerts = await rows(`SELECT to_address FROM mail_messages WHERE kind = 'job_failed'`)
    expect(alerts).toEqual([{ to_address: 'boss@lemon.cz' }])
  })

  test('files the export inbox refused: the reason, the files and the folder', async () => {
    const folder = join(INBOX, 'LEMON', '2')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'pohyby.xlsx'), 'not a workbook')
    writeFileSync(join(folder, 'hotovo.done'), '')
    const { scanInbox } = await import('#inbox/services/scan_inbox')
    expect(await scanInbox(new Date())).toMatchObject({ refused: 1 })
    const { mail } = await smtp.waitFor('boss@lemon.cz', /Složka exportů/)
    expect(mail.subject).toBe('Složka exportů: soubory odmítnuty (LEMON/2)')
    expect(mail.text).toContain('Ve složce exportů LEMON/2 (pobočka 2 – Lékárna 2) byly odmítnuty')
    expect(mail.text).toContain('Důvod: Soubor není sešit xlsx.')
    expect(mail.text).toContain('Odmítnuté soubory\n- pohyby.xlsx')
    expect(mail.html).toContain(`<a href="${APP_URL}/admin/jobs"`)
    // The branch user is not an admin: the bell tells them, not the e-mail.
    expect(smtp.received.some((r) => r.envelope.to.includes('p2@lemon.cz'))).toBe(false)
  })
})
