import db from '@adonisjs/lucid/services/db'
import mailConfig from '#config/mail'
import { DomainError } from '#core/domain_error'
import { enqueue } from '#core/queue'
import type { MailContent } from '#core/mail/mail_layout'
import { SEND_MAIL } from '#mail/jobs/names'

export type MailKind = 'watchlist' | 'digest' | 'job_failed' | 'inbox_failed'

export type NewMail = {
  kind: MailKind
  to: string
  content: MailContent
  attachment?: { name: string; bytes: Buffer }
  /** Where a reply goes (the From is always MAIL_FROM). */
  replyTo?: string | null
  /** A message with a key seen before is not queued again (a re-run of a scheduled job). */
  dedupeKey?: string
  userId?: number | null
}

/** E-mail goes out only when SMTP_URL is set; otherwise nothing is recorded or sent. */
export const mailEnabled = () => Boolean(mailConfig.smtpUrl)

export const MAIL_DISABLED =
  'Odesílání e-mailů není nastavené (chybí SMTP_URL). Použijte „Připravit e-mail“.'

/**
 * Records a message and queues its sending on the `mail` queue (retries with backoff; the
 * job carries the row's id only). Answers the row id, or null when e-mail is off or the
 * message was queued before. When the queue does not answer, the row is marked failed.
 */
export async function queueMail(mail: NewMail): Promise<number | null> {
  if (!mailEnabled()) return null
  const { rows } = await db.rawQuery(
    `INSERT INTO mail_messages
       (kind, to_address, subject, text, html, attachment_name, attachment, dedupe_key, user_id,
        reply_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      mail.kind,
      mail.to,
      mail.content.subject,
      mail.content.text,
      mail.content.html,
      mail.attachment?.name ?? null,
      mail.attachment?.bytes ?? null,
      mail.dedupeKey ?? null,
      mail.userId ?? null,
      mail.replyTo ?? null,
    ]
  )
  if (rows.length === 0) return null
  const id = Number(rows[0].id)
  try {
    await enqueue('mail', SEND_MAIL, { messageId: id }, `mail-${id}`, {
      attempts: mailConfig.attempts,
      backoff: mailConfig.backoff,
    })
  } catch (error) {
    const message = error instanceof DomainError ? error.message : String(error)
    await db.from('mail_messages').where('id', id).update({ status: 'failed', error: message })
    throw error
  }
  return id
}
