import { domain } from '#config/domain'
import { dbNow } from '#core/clock'
import type { ListParams } from '#core/list_contract'
import {
  Conditions,
  fetchList,
  orderBy,
  streamList,
  type ListQuery,
  type SortSql,
} from '#core/list_sql'
import {
  PREVODKA_COLUMNS,
  PREVODKA_FROM,
  prevodkaConditions,
  prevodkaView,
} from '#transfers/queries/prevodky'
import { longTransitSentBefore } from '#transfers/rules/transit_days'
import type { InTransitFilter, InTransitSort } from '#contracts/lists/transfers'

/* The list's sorts and filters: contracts/lists/transfers.ts (inTransitList). */
const IN_TRANSIT_SORTS = {
  sentAt: 'p.sent_at',
  prevodkaId: 'p.prevodka_id COLLATE czech',
  fromPharmacyCode: 'p.from_code COLLATE czech',
  toPharmacyCode: 'p.to_code COLLATE czech',
} satisfies Record<InTransitSort, SortSql>

export type InTransitParams = ListParams<InTransitSort, InTransitFilter>

/**
 * The firma's převodky still on the way (odesláno), oldest first, with their days in
 * transit; `longOnly` keeps those past TRANSIT_WARNING_DAYS, selected by their sent time
 * (prevodky_on_the_way index) so převodky nobody receives cannot make the page slow.
 * `now` is PostgreSQL's time, as the sent times are (issue #34).
 */
export function inTransitQuery(firma: string, params: InTransitParams, now: Date): ListQuery {
  const base = new Conditions().add(`p.firma = ? AND p.stav = 'odesláno'`, firma)
  if (params.filters.longOnly)
    base.add(
      `p.sent_at < (?::timestamp AT TIME ZONE ?)`,
      longTransitSentBefore(now, domain),
      domain.TIME_ZONE
    )
  const filters = { ...params.filters, longOnly: undefined }
  return {
    select: PREVODKA_COLUMNS,
    from: PREVODKA_FROM,
    where: prevodkaConditions(base, { ...params, filters }),
    order: orderBy(params, IN_TRANSIT_SORTS, 'p.sent_at, p.id', ['p.id']),
    page: params.page,
  }
}

export async function inTransitPrevodky(firma: string, params: InTransitParams, now?: Date) {
  const at = now ?? (await dbNow())
  return fetchList(inTransitQuery(firma, params, at), (row) => prevodkaView(row, at))
}

/** All of them as the request filters and sorts them, for the workbook, to PostgreSQL's `now`. */
export function streamInTransit(firma: string, params: InTransitParams, now: Date) {
  return streamList(inTransitQuery(firma, { ...params, page: null }, now), (row) =>
    prevodkaView(row, now)
  )
}
