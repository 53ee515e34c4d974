import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import { Conditions, fetchList, orderBy, type ListQuery, type SortSql } from '#core/list_sql'
import { zbyvaDni } from '#stock/rules/derived_lists'
import { currentBatch } from '#stock/queries/current_batch'
import { lotsList, type LotFilter, type LotRow, type LotSort } from '#contracts/lists/branch_lots'

type Branch = { firma: string; pharmacyCode: string }

const LOT_SORTS = {
  pdk: 's.pdk COLLATE czech',
  nazev: 's.nazev COLLATE czech',
  sarze: { sql: 's.sarze COLLATE czech', nullsLast: true },
  exspirace: { sql: 's.exspirace', nullsLast: true },
  /* Days left grow with the expiry day. */
  zbyvaDni: { sql: 's.exspirace', nullsLast: true },
  mnozstvi: 's.mnozstvi',
} satisfies Record<LotSort, SortSql>

export type LotParams = ListParams<LotSort, LotFilter>

/** The list's sorts, filter and headers: contracts/lists/branch_lots.ts. */
export const lotsContract = lotsList

/*
| The branch stock lot by lot (issue #36): every sklad row of the current batch with its
| šarže and expiry, by name and then the nearest expiry first; the searched text is the
| lot's stored folded text (name, PDK, SÚKL code, lot).
*/
export function lotsQuery(batchId: number, params: LotParams): ListQuery {
  const where = new Conditions().add('s.batch_id = ?', batchId)
  if (params.q) where.add('s.search_fold LIKE ?', foldedPattern(params.q))
  if (params.filters.pdk) where.add('s.pdk = ?', params.filters.pdk)
  return {
    select: `s.id, s.pdk, s.kod_vzp, s.nazev, s.sarze, to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace,
             s.mnozstvi::float AS mnozstvi`,
    from: 'sklad_rows s',
    fromArgs: [],
    where,
    order: orderBy(params, LOT_SORTS, 's.nazev COLLATE czech, s.exspirace NULLS LAST, s.id', [
      's.id',
    ]),
    page: params.page,
  }
}

/** A lot as the screen reads it, with the days left counted from `today` (Prague). */
export const lotView =
  (today: string) =>
  (r: any): LotRow => ({
    id: String(r.id),
    _id: String(r.id),
    pdk: r.pdk,
    kodVZP: r.kod_vzp,
    nazev: r.nazev,
    sarze: r.sarze,
    exspirace: r.exspirace,
    zbyvaDni: zbyvaDni(r.exspirace, today),
    mnozstvi: r.mnozstvi,
  })

/** The day the days left count from: PostgreSQL's, in Prague (issue #34: one clock). */
export async function lotsToday() {
  return dayIn(await dbNow(), domain.TIME_ZONE)
}

/** The lots of the branch's current export, searched, filtered, sorted and paged on request. */
export async function branchLots(branch: Branch, params: LotParams = wholeList()) {
  const current = await currentBatch(branch)
  if (!current) return { items: [] as LotRow[], total: 0 }
  return fetchList(lotsQuery(current.batchId, params), lotView(await lotsToday()))
}
