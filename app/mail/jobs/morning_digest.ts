import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import mailConfig from '#config/mail'
import { dayIn } from '#core/calendar'
import { digestMail } from '#mail/rules/digest_mail'
import { branchDigestFacts, chainDigestFacts } from '#mail/queries/digest_facts'
import { mailEnabled, queueMail } from '#mail/services/queue_mail'
import { dbNow } from '#core/clock'

/**
 * The maintenance queue's morning job: one digest to each active user who asked for it,
 * once a day (a second run queues nothing). A user with nothing waiting gets no e-mail.
 */
export async function morningDigestHandler(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  if (!mailEnabled()) return { queued: 0, users: 0, disabled: true }
  const day = dayIn(now, domain.TIME_ZONE)
  const users = await db
    .from('users as u')
    .join('mail_preferences as p', 'p.user_id', 'u.id')
    .where('p.morning_digest', true)
    .whereNull('u.deactivated_at')
    .orderBy('u.id')
    .select('u.id', 'u.email', 'u.role', 'u.firma', 'u.pharmacy_code')
  let queued = 0
  for (const user of users) {
    const facts = user.pharmacy_code
      ? await branchDigestFacts(
          { firma: user.firma ?? domain.DEFAULT_FIRMA, pharmacyCode: user.pharmacy_code },
          now
        )
      : user.role === 'admin'
        ? await chainDigestFacts(now)
        : null
    const content = facts && digestMail(facts, day, mailConfig.appUrl)
    if (!content) continue
    const id = await queueMail({
      kind: 'digest',
      to: user.email,
      content,
      dedupeKey: `digest:${user.id}:${day}`,
      userId: user.id,
    })
    if (id !== null) queued++
  }
  return { queued, users: users.length }
}
