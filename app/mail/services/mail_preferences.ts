import db from '@adonisjs/lucid/services/db'
import { recordAudit } from '#core/audit/record_audit'
import { mailEnabled } from '#mail/services/queue_mail'

/** The caller's e-mail settings as the profile shows them (issue #17: the morning digest). */
export async function mailPreferences(user: { id: number; email: string }) {
  const row = await db.from('mail_preferences').where('user_id', user.id).first()
  return {
    morningDigest: Boolean(row?.morning_digest),
    email: user.email,
    mailEnabled: mailEnabled(),
  }
}

export async function setMailPreferences(
  user: { id: number; email: string },
  input: { morningDigest: boolean }
) {
  await db.transaction(async (trx) => {
    const before = await trx.from('mail_preferences').where('user_id', user.id).first()
    const was = Boolean(before?.morning_digest)
    await trx.rawQuery(
      `INSERT INTO mail_preferences (user_id, morning_digest, updated_at) VALUES (?, ?, now())
       ON CONFLICT (user_id) DO UPDATE SET morning_digest = excluded.morning_digest, updated_at = now()`,
      [user.id, input.morningDigest]
    )
    /* As elsewhere, an edit that changes nothing leaves no row. */
    if (was === input.morningDigest) return
    await recordAudit(
      {
        action: 'mail.preferences',
        entity: 'user',
        entityId: user.id,
        branch: null,
        before: { morningDigest: was },
        after: { morningDigest: input.morningDigest },
      },
      trx
    )
  })
  return mailPreferences(user)
}
