import db from '@adonisjs/lucid/services/db'

type Branch = { firma: string; pharmacyCode: string }

/** The branch's current export pointer, or null before its first upload. */
export async function currentBatch(branch: Branch) {
  const row = await db
    .from('branch_exports')
    .where({ firma: branch.firma, pharmacy_code: branch.pharmacyCode })
    .select('batch_id', 'last_batch_at')
    .first()
  return row
    ? { batchId: row.batch_id as number, lastBatch: new Date(row.last_batch_at).toISOString() }
    : null
}
