import db from '@adonisjs/lucid/services/db'
import { PREVODKA_SELECT, prevodkaView } from '#transfers/queries/prevodky'

type Page = { limit: number; offset: number }

/**
 * The firma's převodky still on the way (odesláno), oldest first, with their days in
 * transit; `longOnly` keeps those past TRANSIT_WARNING_DAYS. A firma has few převodky on
 * the way at once, so the day rule filters them here rather than a second copy of it in SQL.
 */
export async function inTransitPrevodky(
  firma: string,
  options: { longOnly: boolean; page: Page | null; now?: Date }
) {
  const { rows } = await db.rawQuery(
    `${PREVODKA_SELECT} WHERE p.firma = ? AND p.stav = 'odesláno' ORDER BY p.sent_at, p.id`,
    [firma]
  )
  const now = options.now ?? new Date()
  const all = (rows as any[])
    .map((row) => prevodkaView(row, now))
    .filter((p) => !options.longOnly || p.longInTransit)
  const items = options.page
    ? all.slice(options.page.offset, options.page.offset + options.page.limit)
    : all
  return { items, total: all.length }
}
