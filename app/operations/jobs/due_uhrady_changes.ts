import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import {
  currentPriceList,
  newestPriceList,
  previousPriceList,
} from '#pricelists/queries/price_lists'
import { generateUhradyChanges } from '#pricelists/services/generate_uhrady_changes'
import { versionsBeforeValidFrom, type BranchVersion } from '#operations/queries/uhrady_coverage'
import { dbNow } from '#core/clock'

/* A version computed before its list took effect is replaced by one from today's stock. */
async function regenerate(branch: BranchVersion) {
  if (branch.versionId !== null) {
    await db.from('uhrady_change_versions').where('id', branch.versionId).delete()
  }
  return generateUhradyChanges({ firma: branch.firma, pharmacyCode: branch.pharmacyCode })
}

/**
 * Daily: when a stored úhrady list becomes current (uploaded earlier with a future
 * validFrom), every branch with an export gets its reimbursement-changes version computed
 * again from that day's stock, by the price-list code's own generation. Branches whose
 * version dates from the validFrom day or later are skipped, so a second run changes
 * nothing, and a missed night is caught up the next. The generation compares the newest
 * list with the one before it, so nothing is done while a still newer (future) list exists.
 */
export async function scheduleDueUhradyChanges(now?: Date) {
  /* PostgreSQL's clock: the one every host's writes were stamped by (issue #29). */
  now ??= await dbNow()
  const today = dayIn(now, domain.TIME_ZONE)
  const current = await currentPriceList('uhrady', today)
  if (!current) return { listId: null, regenerated: 0, reason: 'no-current-list' }
  const base = { listId: current.id, validFrom: current.validFrom }
  const newest = await newestPriceList('uhrady')
  if (newest && newest.id !== current.id) {
    return { ...base, regenerated: 0, reason: 'newer-list-pending' }
  }
  const previous = await previousPriceList('uhrady', current)
  if (!previous) return { ...base, regenerated: 0, reason: 'no-previous-list' }

  const due = await versionsBeforeValidFrom(
    Number(current.id),
    Number(previous.id),
    current.validFrom,
    domain.TIME_ZONE
  )
  if (due.length === 0) return { ...base, regenerated: 0, reason: 'already-generated' }
  const done: string[] = []
  const failed: string[] = []
  for (const branch of due) {
    const name = `${branch.firma}/${branch.pharmacyCode}`
    try {
      await regenerate(branch)
      done.push(name)
    } catch (error) {
      logger.error({ err: error }, `úhrady version of ${name} not regenerated`)
      failed.push(name)
    }
  }
  /* The run fails so the page shows it; a retry (or the next night) does only what is left. */
  if (failed.length > 0) throw new Error(`Verze změn úhrad selhaly pro: ${failed.join(', ')}`)
  logger.info(`úhrady list ${current.id}: ${done.length} version(s) computed at validFrom`)
  return { ...base, regenerated: done.length, branches: done }
}

export async function scheduleDueUhradyChangesHandler() {
  return scheduleDueUhradyChanges()
}
