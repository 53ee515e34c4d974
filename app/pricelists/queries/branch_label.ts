import db from '@adonisjs/lucid/services/db'

/** `7 – Lékárna U Lva` for a PDF header; the bare code when the branch has no record. */
export async function branchLabel(branch: { firma: string; pharmacyCode: string }) {
  const row = await db
    .from('branches')
    .where({ firma: branch.firma, code: branch.pharmacyCode })
    .select('name')
    .first()
  return row?.name ? `${branch.pharmacyCode} – ${row.name}` : `Pobočka ${branch.pharmacyCode}`
}
