import { UnrecoverableError, type Job } from 'bullmq'
import db from '@adonisjs/lucid/services/db'
import { isDatabaseUnavailable } from '#core/db_unavailable'
import { smtpTransport } from '#mail/services/smtp_transport'
import type { SendMailPayload } from '#mail/jobs/names'

const ERROR_MAX_LENGTH = 2000

/**
 * The `mail` queue's handler: sends one recorded message and records the outcome on its
 * row. A failed attempt keeps the row queued with the SMTP error; the last one marks it
 * failed. A message sent before (a duplicate delivery) is not sent again.
 */
export async function sendMailHandler(job: Job<SendMailPayload>) {
  const id = Number(job.data.messageId)
  if (!Number.isInteger(id)) throw new UnrecoverableError('messageId missing')
  const row = await db.from('mail_messages').where('id', id).first()
  if (!row) return { skipped: 'missing' }
  if (row.status === 'sent') return { skipped: 'sent' }
  try {
    const info = await smtpTransport().sendMail({
      to: row.to_address,
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments: row.attachment
        ? [{ filename: row.attachment_name, content: row.attachment as Buffer }]
        : [],
    })
    await db
      .from('mail_messages')
      .where('id', id)
      .update({
        status: 'sent',
        sent_at: db.knexRawQuery('now()'),
        attempts: db.knexRawQuery('attempts + 1'),
        smtp_message_id: String(info.messageId ?? '').slice(0, 300) || null,
        error: null,
      })
    return { sent: id }
  } catch (error) {
    /* A lost database is waited out by the worker (workers/start_worker): nothing to record. */
    if (isDatabaseUnavailable(error)) throw error
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1)
    await db
      .from('mail_messages')
      .where('id', id)
      .update({
        status: last ? 'failed' : 'queued',
        attempts: db.knexRawQuery('attempts + 1'),
        error: String((error as Error).message ?? error).slice(0, ERROR_MAX_LENGTH),
      })
    throw error
  }
}
