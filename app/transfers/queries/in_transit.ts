import db from '@adonisjs/lucid/services/db'
import { domain } from '#config/domain'
import { PREVODKA_SELECT, prevodkaView } from '#transfers/queries/prevodky'
import { longTransitSentBefore } from '#transfers/rules/transit_days'

type Page = { limit: number; offset: number }

/**
 * The firma's převodky still on the way (odesláno), oldest first, with their days in
 * transit; `longOnly` keeps those past TRANSIT_WARNING_DAYS, selected by their sent time
 * (prevodky_on_the_way index) so převodky nobody receives cannot make the page slow.
 */
export async function inTransitPrevodky(
  firma: string,
  options: { longOnly: boolean; page: Page | null; now?: Date }
) {
  const now = options.now ?? new Date()
  const filters: unknown[] = [firma]
  let where = `p.firma = ? AND p.stav = 'odesláno'`
  if (options.longOnly) {
    where += ` AND p.sent_at < (?::timestamp AT TIME ZONE ?)`
    filters.push(longTransitSentBefore(now, domain), domain.TIME_ZONE)
  }
  const page = options.page ? ' LIMIT ? OFFSET ?' : ''
  const { rows } = await db.rawQuery(
    `SELECT listed.*, count(*) OVER () AS total FROM (${PREVODKA_SELECT} WHERE ${where}) listed
      ORDER BY listed.sent_at, listed.id${page}`,
    options.page ? [...filters, options.page.limit, options.page.offset] : filters
  )
  const total = rows.length > 0 ? Number(rows[0].total) : await countOnTheWay(where, filters)
  return { items: (rows as any[]).map((row) => prevodkaView(row, now)), total }
}

/* A page past the end has no rows to carry the total. */
async function countOnTheWay(where: string, filters: unknown[]) {
  const { rows } = await db.rawQuery(
    `SELECT count(*)::int AS total FROM prevodky p WHERE ${where}`,
    filters
  )
  return rows[0].total as number
}
