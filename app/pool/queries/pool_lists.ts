import db from '@adonisjs/lucid/services/db'
import { foldText } from '#core/fold_text'
import { foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import {
  Conditions,
  fetchList,
  listJsonSql,
  listRows,
  orderBy,
  type ListQuery,
  type Page,
  type SortSql,
} from '#core/list_sql'
import { excelDay, excelExport } from '#core/list_export'
import { POOL_ITEM_COLUMNS, POOL_ITEM_FROM, views, withHistory } from '#pool/queries/pool_item_view'
import {
  poolItemConditions,
  poolItemJsonPage,
  poolItemJsonPageSql,
  poolItemList,
  poolItemQuery,
  type PoolItemParams,
} from '#pool/queries/pool_item_list'
import type { PoolStatsRow } from '#contracts/lists/pool_stats'
import { STAVY, type AdminPoolItemSort } from '#contracts/lists/pool_items'
import { refusedItemsList, type RefusedItem, type RefusedSort } from '#contracts/lists/refused'

type Branch = { firma: string; pharmacyCode: string }

/* The branch pool (contracts/lists/pool_items.ts): by name, then expiry, as its index keeps it. */
const branchScope = (branch: Branch) =>
  new Conditions().add('i.firma = ? AND i.pharmacy_code = ?', branch.firma, branch.pharmacyCode)
const BRANCH_POOL_ORDER = { defaultOrder: 'i.nazev COLLATE czech, i.exspirace, i.id' }

export function branchPoolQuery(branch: Branch, params: PoolItemParams) {
  return poolItemQuery(branchScope(branch), params, BRANCH_POOL_ORDER)
}

/** One page of the branch pool as JSON built by PostgreSQL (the screen's request). */
export function branchPoolJsonPage(branch: Branch, params: PoolItemParams & { page: Page }) {
  return poolItemJsonPage(branchScope(branch), params, BRANCH_POOL_ORDER)
}

/** The SQL of `branchPoolJsonPage` (the capacity bench runs it in pgbench). */
export function branchPoolJsonPageSql(branch: Branch, params: PoolItemParams & { page: Page }) {
  return listJsonSql(...poolItemJsonPageSql(branchScope(branch), params, BRANCH_POOL_ORDER))
}

/** The branch's own pool items in every stav, by name; optionally searched, sorted, paged. */
export function branchPool(branch: Branch, params: PoolItemParams = wholeList()) {
  return poolItemList(branchScope(branch), params, BRANCH_POOL_ORDER)
}

/** Per branch: items, slow movers, endangered, both, and items without a name or PDK. */
export async function poolStats(firma: string): Promise<PoolStatsRow[]> {
  const { rows } = await db.rawQuery(
    `SELECT s.pobocka, b.name AS nazev, s.total, s.lezaci, s.ohrozenci, s.combined, s.empty
       FROM (SELECT pharmacy_code AS pobocka, count(*)::int AS total,
                    count(*) FILTER (WHERE lezak)::int AS lezaci,
                    count(*) FILTER (WHERE ohrozeny)::int AS ohrozenci,
                    count(*) FILTER (WHERE lezak AND ohrozeny)::int AS combined,
                    count(*) FILTER (WHERE trim(nazev) = '' OR trim(pdk) = '')::int AS empty
               FROM pool_items WHERE firma = ? GROUP BY pharmacy_code) s
       LEFT JOIN branches b ON b.firma = ? AND b.code = s.pobocka`,
    [firma, firma]
  )
  return rows.sort(
    (a: PoolStatsRow, b: PoolStatsRow) =>
      Number(a.pobocka) - Number(b.pobocka) || a.pobocka.localeCompare(b.pobocka)
  )
}

export const ADMIN_LIST_LIMIT = 2000

/*
| The admin's pool items over the whole firma (contracts/lists/pool_items.ts), sorted only
| where an index keeps the order (the most recently changed first by default, by name, PDK
| or expiry), so no page sorts the firma's hundreds of thousands of items.
*/
const ADMIN_SORTS = {
  updatedAt: 'i.updated_at',
  Název: 'i.nazev COLLATE czech',
  PDK: 'i.pdk',
  Exspirace: 'i.exspirace',
} satisfies Record<AdminPoolItemSort, SortSql>

/**
 * The admin's list: the firma's items, most recently changed first; `q` searches the whole
 * firma (name, PDK, SÚKL code, lot, branch codes, stav). Without a page, the
 * ADMIN_LIST_LIMIT most recent ones as before paging.
 */
export function adminPoolItemsQuery(firma: string, params: PoolItemParams): ListQuery {
  const base = new Conditions().add('i.firma = ?', firma)
  const stavs = params.q ? STAVY.filter((s) => foldText(s).includes(foldText(params.q!))) : []
  const where = poolItemConditions(base, stavs.length ? { ...params, q: null } : params, 'firma')
  /* A q that names a stav ("rezerv") finds its items besides the texts that contain it. */
  if (stavs.length) {
    const texts = poolItemConditions(new Conditions(), params, 'firma')
    where.add(`i.stav = ANY(?) OR (${texts.sql})`, stavs, ...texts.args)
  }
  return {
    select: POOL_ITEM_COLUMNS,
    from: POOL_ITEM_FROM,
    where,
    order: orderBy(params, ADMIN_SORTS, 'i.updated_at DESC, i.id DESC', ['i.id']),
    page: params.page,
  }
}

/** The admin's page with each item's history (the edit dialog shows it). */
export async function adminPoolItems(firma: string, params: PoolItemParams) {
  const page = params.page ?? { number: 1, limit: ADMIN_LIST_LIMIT, offset: 0 }
  const { rows, total, loadedAt } = await listRows(adminPoolItemsQuery(firma, { ...params, page }))
  return { items: await withHistory(rows), total, loadedAt }
}

/**
 * Items the branch picked or sent whose lot vanished from the newest sklad snapshot but
 * was in the previous one (DOMAIN.md "Removed since last upload").
 */
export async function removedSinceLastUpload(branch: Branch) {
  const { rows } = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM}
       JOIN branch_exports b ON b.firma = i.firma AND b.pharmacy_code = i.pharmacy_code
      WHERE i.firma = ? AND i.pharmacy_code = ? AND i.stav IN ('vychystáno', 'odesláno')
        AND NOT EXISTS (SELECT 1 FROM sklad_rows s WHERE s.batch_id = b.batch_id AND s.pdk = i.pdk AND coalesce(s.sarze, '') = i.sarze)
        AND EXISTS (SELECT 1 FROM sklad_rows s WHERE s.batch_id = b.previous_batch_id AND s.pdk = i.pdk AND coalesce(s.sarze, '') = i.sarze)
      ORDER BY i.nazev`,
    [branch.firma, branch.pharmacyCode]
  )
  return views(rows)
}

const REFUSED_SORTS = {
  Název: { sql: 'i.nazev COLLATE czech', nullsLast: true },
  PDK: 'r.pdk COLLATE czech',
  Šarže: 'r.sarze COLLATE czech',
  Exspirace: { sql: 'i.exspirace', nullsLast: true },
  reason: { sql: 'r.reason COLLATE czech', nullsLast: true },
  createdAt: 'r.created_at',
} satisfies Record<RefusedSort, SortSql>

type RefusedParams = ListParams<RefusedSort>

/** A refusal as contracts/lists/refused.ts declares it. */
export function refusedView(r: any): RefusedItem {
  return {
    _id: String(r.id),
    reason: r.reason,
    poolItemId: r.pool_item_id === null ? null : String(r.pool_item_id),
    Název: r.nazev,
    PDK: r.pdk,
    Šarže: r.sarze || null,
    Exspirace: r.exspirace,
    createdAt: new Date(r.created_at).toISOString(),
  }
}

/** Blocks the branch set by refusing an item, newest first; `q` over name, PDK and lot. */
export function refusedQuery(branch: Branch, params: RefusedParams): ListQuery {
  const where = new Conditions().add(
    'r.firma = ? AND r.pharmacy_code = ?',
    branch.firma,
    branch.pharmacyCode
  )
  if (params.q) {
    const pattern = foldedPattern(params.q)
    where.add(
      `(i.search_fold || '') LIKE ? OR fold_text(r.pdk || ' | ' || r.sarze) LIKE ?`,
      pattern,
      pattern
    )
  }
  return {
    select: `r.id, r.reason, r.pool_item_id, r.pdk, r.sarze, r.created_at, i.nazev,
             to_char(i.exspirace, 'YYYY-MM-DD') AS exspirace`,
    from: 'refused r LEFT JOIN pool_items i ON i.id = r.pool_item_id',
    where,
    order: orderBy(params, REFUSED_SORTS, 'r.created_at DESC, r.id DESC', ['r.id']),
    page: params.page,
  }
}

export function refusedList(branch: Branch, params: RefusedParams = wholeList()) {
  return fetchList(refusedQuery(branch, params), refusedView)
}

export const refusedExport = excelExport<typeof refusedItemsList, RefusedItem>(refusedItemsList, {
  Název: (r) => r['Název'],
  PDK: (r) => r.PDK,
  Exspirace: (r) => excelDay(r.Exspirace),
  reason: (r) => r.reason,
})

export async function poolItemsByIds(ids: number[]) {
  const { rows } = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM} WHERE i.id = ANY(?) ORDER BY i.id`,
    [ids]
  )
  return withHistory(rows)
}
