import db from '@adonisjs/lucid/services/db'

/**
 * What a run-now of /admin/jobs would reach (issue #36: the confirmation names it): the
 * chain's branches and firmy, and the firmy whose pool the nightly matching walks, with
 * their branches.
 */
export async function jobScope() {
  const { rows } = await db.rawQuery(
    `WITH pooled AS (SELECT DISTINCT firma FROM pool_items)
     SELECT count(*)::int AS branches,
            count(DISTINCT firma)::int AS firmy,
            (SELECT count(*)::int FROM pooled) AS pool_firmy,
            count(*) FILTER (WHERE firma IN (SELECT firma FROM pooled))::int AS pool_branches
       FROM branches`
  )
  const row = rows[0] ?? {}
  return {
    branches: Number(row.branches ?? 0),
    firmy: Number(row.firmy ?? 0),
    poolFirmy: Number(row.pool_firmy ?? 0),
    poolBranches: Number(row.pool_branches ?? 0),
  }
}
