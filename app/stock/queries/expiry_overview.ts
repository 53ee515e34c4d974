import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { addDays, dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { currentBatch } from '#stock/queries/current_batch'
import { expiryOverview, type ExpiryLot } from '#stock/rules/expiry_overview'

type Branch = { firma: string; pharmacyCode: string }

async function lotsUntil(batchId: number, lastDay: string) {
  const { rows } = await db.rawQuery(
    `SELECT to_char(exspirace, 'YYYY-MM-DD') AS exspirace, mnozstvi::float AS mnozstvi,
            ncsd::float AS ncsd
       FROM sklad_rows
      WHERE batch_id = ? AND mnozstvi > 0 AND exspirace <= ?::date`,
    [batchId, lastDay]
  )
  return rows as ExpiryLot[]
}

/**
 * The dashboard's expiry chart: the branch's current sklad lots by how soon they expire,
 * counted from today (Prague) on PostgreSQL's clock unless `now` is given (issue #34).
 * Only lots that can land in a bucket are read.
 */
export async function branchExpiryOverview(branch: Branch, now?: Date) {
  const today = dayIn(now ?? (await dbNow()), domain.TIME_ZONE)
  const current = await currentBatch(branch)
  const lastDay = addDays(today, Math.max(...domain.EXPIRY_OVERVIEW_DAYS))
  const lots = current ? await lotsUntil(current.batchId, lastDay) : []
  return {
    lastBatch: current?.lastBatch ?? null,
    today,
    ...expiryOverview(lots, today, domain),
  }
}
