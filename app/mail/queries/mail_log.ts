import db from '@adonisjs/lucid/services/db'
import { mailEnabled } from '#mail/services/queue_mail'

/* The admin page lists this many of the newest messages. */
export const MAIL_LOG_SIZE = 50

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)

/** The record of sent and failed e-mails, newest first (bodies and attachments left out). */
export async function mailLog() {
  const rows = await db
    .from('mail_messages')
    .orderBy('id', 'desc')
    .limit(MAIL_LOG_SIZE)
    .select(
      'id',
      'kind',
      'to_address',
      'subject',
      'attachment_name',
      'status',
      'attempts',
      'error',
      'created_at',
      'sent_at'
    )
  return {
    enabled: mailEnabled(),
    messages: rows.map((r) => ({
      id: String(r.id),
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      attachment: r.attachment_name,
      status: r.status,
      attempts: r.attempts,
      error: r.error,
      createdAt: iso(r.created_at),
      sentAt: iso(r.sent_at),
    })),
  }
}
