import db from '@adonisjs/lucid/services/db'

export type BranchVersion = { firma: string; pharmacyCode: string; versionId: number | null }

/**
 * Branches with an export whose reimbursement-changes version for this pair of úhrady
 * lists is missing or was computed before the list took effect (an upload with a future
 * validFrom is compared at once, from the stock of that day). `validFrom` is a Prague day.
 */
export async function versionsBeforeValidFrom(
  listId: number,
  previousListId: number,
  validFrom: string,
  timeZone: string
): Promise<BranchVersion[]> {
  const { rows } = await db.rawQuery(
    `SELECT e.firma, e.pharmacy_code, v.id AS version_id
       FROM branch_exports e
       LEFT JOIN uhrady_change_versions v
         ON v.firma = e.firma AND v.pharmacy_code = e.pharmacy_code
        AND v.list_id = ? AND v.previous_list_id = ?
      WHERE v.id IS NULL OR v.created_at < (?::date)::timestamp AT TIME ZONE ?
      ORDER BY e.firma, e.pharmacy_code`,
    [listId, previousListId, validFrom, timeZone]
  )
  return rows.map((r: any) => ({
    firma: r.firma,
    pharmacyCode: r.pharmacy_code,
    versionId: r.version_id === null ? null : Number(r.version_id),
  }))
}
