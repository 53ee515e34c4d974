import db from '@adonisjs/lucid/services/db'
import { enqueue } from '#core/queue'
import type { PriceListMeta } from '#pricelists/queries/price_lists'
import { GENERATE_UHRADY_CHANGES } from '#pricelists/jobs/names'

/* BullMQ refuses `:` in custom job ids; codes are plain, but a firma typed oddly must not break it. */
const safe = (value: string) => value.replace(/[^\w-]/g, '_')

/**
 * One job per branch that has an export, carrying ids only. The job id is deterministic
 * per list and branch (the list's save time keeps it unique if the database is ever reset
 * under a living Redis), so scheduling twice runs once.
 */
export async function scheduleUhradyChanges(list: PriceListMeta) {
  const branches = await db
    .from('branch_exports')
    .select('firma', 'pharmacy_code')
    .orderBy(['firma', 'pharmacy_code'])
  const stamp = Date.parse(list.savedAt)
  for (const branch of branches) {
    await enqueue(
      'maintenance',
      GENERATE_UHRADY_CHANGES,
      { listId: Number(list.id), firma: branch.firma, pharmacyCode: branch.pharmacy_code },
      `uhrady-changes-${list.id}-${stamp}-${safe(branch.firma)}-${safe(branch.pharmacy_code)}`
    )
  }
  return branches.length
}
