import { domain } from '#config/domain'
import { dayIn } from '#core/calendar'
import { dbNow } from '#core/clock'
import { foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import { Conditions, fetchList, orderBy, type ListQuery, type SortSql } from '#core/list_sql'
import { zbyvaDni } from '#stock/rules/derived_lists'
import { currentBatch } from '#stock/queries/current_batch'
import type { StockFilter, StockItem, StockSort } from '#contracts/lists/stock_lists'

type Branch = { firma: string; pharmacyCode: string }
export type ListName = 'lezak' | 'ohrozeny'

/* A lot already on its way (or gone) to another branch is no longer the branch's problem (doc 2). */
const HIDDEN = `('uzavřeno', 'odesláno', 'přijato')`

const STOCK_SORTS = {
  kodVZP: { sql: 's.kod_vzp', nullsLast: true },
  pdk: 's.pdk COLLATE czech',
  nazev: 's.nazev COLLATE czech',
  mnozstvi: 's.mnozstvi',
  sarze: { sql: 's.sarze COLLATE czech', nullsLast: true },
  exspirace: { sql: 's.exspirace', nullsLast: true },
  /* Days left grow with the expiry day. */
  zbyvaDni: { sql: 's.exspirace', nullsLast: true },
  ncsd: { sql: 's.ncsd', nullsLast: true },
  prebytek: { sql: 'l.prebytek', nullsLast: true },
} satisfies Record<StockSort, SortSql>

/* The lists' sorts, filters and headers: contracts/lists/stock_lists.ts. */
export type StockListParams = ListParams<StockSort, StockFilter>

/* Ležáky by name, ohrožené by days left (DOMAIN.md), lots without expiry last. */
const DEFAULT_ORDER = {
  lezak: 's.nazev COLLATE czech, s.exspirace NULLS LAST, s.id',
  ohrozeny: 's.exspirace NULLS LAST, s.nazev COLLATE czech, s.id',
}

/**
 * The SQL of a ležáky or ohrožené request over one batch: the batch's list rows (its
 * primary key), each with the stav of its lot's newest pool item, hidden when on its way.
 */
export function stockListQuery(
  branch: Branch,
  batchId: number,
  list: ListName,
  params: StockListParams
): ListQuery {
  const where = new Conditions().add(`coalesce(pool.stav, '') NOT IN ${HIDDEN}`)
  if (params.q) where.add('s.search_fold LIKE ?', foldedPattern(params.q))
  if (params.filters.expiryFrom) where.add('s.exspirace >= ?::date', params.filters.expiryFrom)
  if (params.filters.expiryTo) where.add('s.exspirace <= ?::date', params.filters.expiryTo)
  return {
    select: `s.id, s.pdk, s.kod_vzp, s.nazev, s.mnozstvi::float AS mnozstvi, s.sarze,
             to_char(s.exspirace, 'YYYY-MM-DD') AS exspirace, s.ncsd::float AS ncsd,
             l.prebytek::float AS prebytek, pool.stav`,
    from: `stock_lists l JOIN sklad_rows s ON s.id = l.sklad_row_id
       LEFT JOIN LATERAL (
         SELECT i.stav FROM pool_items i
          WHERE i.firma = ? AND i.pharmacy_code = ? AND i.pdk = s.pdk AND i.sarze = coalesce(s.sarze, '')
          ORDER BY i.updated_at DESC LIMIT 1
       ) pool ON true`,
    fromArgs: [branch.firma, branch.pharmacyCode],
    where: new Conditions()
      .add('l.batch_id = ? AND l.list = ?', batchId, list)
      .add(where.sql, ...where.args),
    order: orderBy(params, STOCK_SORTS, DEFAULT_ORDER[list], ['s.id']),
    page: params.page,
  }
}

/** A list row as the screens read it, with zbyvaDni counted from `today` (Prague). */
export function stockItemView(list: ListName, today: string) {
  return (r: any): StockItem => ({
    id: String(r.id),
    _id: String(r.id),
    pdk: r.pdk,
    kodVZP: r.kod_vzp,
    nazev: r.nazev,
    mnozstvi: r.mnozstvi,
    sarze: r.sarze,
    exspirace: r.exspirace,
    zbyvaDni: zbyvaDni(r.exspirace, today),
    ncsd: r.ncsd,
    stav: r.stav ?? null,
    ...(list === 'ohrozeny' ? { prebytek: r.prebytek } : {}),
  })
}

/**
 * One of the branch's derived lists, with zbyvaDni counted from today (Prague) on
 * PostgreSQL's clock unless `now` is given (issue #34: one clock).
 */
export async function stockList(
  branch: Branch,
  list: ListName,
  params: StockListParams = wholeList(),
  now?: Date
) {
  const current = await currentBatch(branch)
  if (!current) return { lastBatch: null, items: [], total: 0 }
  const today = dayIn(now ?? (await dbNow()), domain.TIME_ZONE)
  const { items, total } = await fetchList(
    stockListQuery(branch, current.batchId, list, params),
    stockItemView(list, today)
  )
  return { lastBatch: current.lastBatch, items, total }
}
