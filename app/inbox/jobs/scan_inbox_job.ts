import inboxConfig from '#config/inbox'
import { dbNow } from '#core/clock'
import { getQueue } from '#core/queue'
import { scanInbox } from '#inbox/services/scan_inbox'
import { SCAN_INBOX } from '#inbox/jobs/names'

/**
 * The inbox queue's job, scheduled every minute (only hosts with the folder serve that
 * queue). When it saw files still settling
 * (new, or changed since the last look), it asks for one more look `settleSeconds` later:
 * unchanged then, they are complete without waiting for the next minute's scan.
 */
export async function scanInboxHandler(now?: Date) {
  now ??= await dbNow()
  const result = await scanInbox(now)
  if ('settling' in result && result.settling > 0) {
    const delay = inboxConfig.settleSeconds * 1000
    /* One follow-up per period, however many scans ask for it. */
    const slot = Math.floor(now.getTime() / delay)
    await getQueue('inbox').add(
      SCAN_INBOX,
      {},
      {
        jobId: `inbox-settle-${slot}`,
        delay,
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 100 },
      }
    )
  }
  return result
}
