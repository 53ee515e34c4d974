import db from '@adonisjs/lucid/services/db'
import { dbNow } from '#core/clock'
import { DomainError } from '#core/domain_error'
import { codeOf, foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import { Conditions, fetchList, orderBy, type ListQuery, type SortSql } from '#core/list_sql'
import { domain } from '#config/domain'
import { POOL_ITEM_COLUMNS, POOL_ITEM_FROM, views } from '#pool/queries/pool_item_view'
import { transitOf } from '#transfers/rules/transit_days'
import {
  prevodkaLists,
  type Prevodka,
  type PrevodkaFilter,
  type PrevodkaList,
  type PrevodkaSort,
} from '#contracts/lists/transfers'

type Branch = { firma: string; pharmacyCode: string }

/*
| Each list (contracts/lists/transfers.ts: its sorts, filters and the stavs it shows): the
| branch's side of the převodky and its own order.
*/
const LISTS = {
  received: { where: `p.to_code = ?`, args: 1, order: 'p.sent_at DESC' },
  shipped: { where: `p.from_code = ?`, args: 1, order: 'p.sent_at DESC' },
  archive: { where: `(p.from_code = ? OR p.to_code = ?)`, args: 2, order: 'p.received_at DESC' },
} satisfies Record<PrevodkaList, unknown>

const PREVODKA_SORTS = {
  prevodkaId: 'p.prevodka_id COLLATE czech',
  fromPharmacyCode: 'p.from_code COLLATE czech',
  toPharmacyCode: 'p.to_code COLLATE czech',
  targetPharmacyCode: 'p.to_code COLLATE czech',
  stav: 'p.stav COLLATE czech',
  sentAt: 'p.sent_at',
  receivedAt: { sql: 'p.received_at', nullsLast: true },
} satisfies Record<PrevodkaSort, SortSql>

export type PrevodkaParams = ListParams<PrevodkaSort, PrevodkaFilter>

/**
 * A převodka as the lists show it (contracts/lists/transfers.ts), with its days on the way
 * (issue #9 "Goods in transit") counted to `now`, PostgreSQL's time (issue #34), as its
 * sent time is.
 */
export function prevodkaView(row: any, now: Date): Prevodka {
  const sentAt = new Date(row.sent_at)
  const receivedAt = row.received_at ? new Date(row.received_at) : null
  return {
    _id: String(row.id),
    prevodkaId: row.prevodka_id,
    firma: row.firma,
    fromPharmacyCode: row.from_code,
    toPharmacyCode: row.to_code,
    targetPharmacyCode: row.to_code,
    fromName: row.from_name,
    toName: row.to_name,
    stav: row.stav,
    sentAt: sentAt.toISOString(),
    receivedAt: receivedAt ? receivedAt.toISOString() : null,
    itemCount: row.item_count,
    ...transitOf({ stav: row.stav, sentAt, receivedAt }, now, domain),
    /* Lines received short or not at all: the sender sees the převodka had a discrepancy. */
    discrepancies: row.discrepancies,
  }
}

/* The branches' names, and the lines counted per převodka: all of them, and those received
   short or not at all (subqueries in the select list: a page counts the lines of its rows only). */
export const PREVODKA_FROM = `prevodky p
  LEFT JOIN branches fb ON fb.firma = p.firma AND fb.code = p.from_code
  LEFT JOIN branches tb ON tb.firma = p.firma AND tb.code = p.to_code`
export const PREVODKA_COLUMNS = `p.*, fb.name AS from_name, tb.name AS to_name,
  (SELECT count(*)::int FROM pool_items i WHERE i.prevodka_id = p.id) AS item_count,
  (SELECT count(*)::int FROM pool_items i WHERE i.prevodka_id = p.id
      AND (i.stav = 'vyřazeno' OR i.received_quantity < i.mnozstvi)) AS discrepancies`
export const PREVODKA_SELECT = `SELECT ${PREVODKA_COLUMNS} FROM ${PREVODKA_FROM}`

/** `q` over the převodka number, both branch codes and both branch names. */
export function prevodkaConditions(
  base: Conditions,
  params: { q: string | null; filters: Partial<Record<PrevodkaFilter, unknown>> }
) {
  const where = new Conditions().add(base.sql, ...base.args)
  const { filters, q } = params
  if (filters.stav) where.add('p.stav = ?', filters.stav)
  if (filters.source) where.add('p.from_code = ?', filters.source)
  if (filters.target) where.add('p.to_code = ?', filters.target)
  if (q) {
    const pattern = foldedPattern(q)
    const code = codeOf(q) ?? ''
    where.add(
      `fold_text(p.prevodka_id) LIKE ? OR p.from_code = ? OR p.to_code = ?
        OR fold_text(coalesce(fb.name, '') || ' | ' || coalesce(tb.name, '')) LIKE ?`,
      pattern,
      code,
      code,
      pattern
    )
  }
  return where
}

/** The SQL of a převodka list request: its rows in order, one page or all of them. */
export function prevodkaListQuery(
  list: PrevodkaList,
  branch: Branch,
  params: PrevodkaParams = wholeList()
): ListQuery {
  const def = LISTS[list]
  const stavs = prevodkaLists[list].filters.stav.values.map((s) => `'${s}'`).join(', ')
  const base = new Conditions().add(
    `p.firma = ? AND p.stav IN (${stavs}) AND ${def.where}`,
    branch.firma,
    ...Array(def.args).fill(branch.pharmacyCode)
  )
  return {
    select: PREVODKA_COLUMNS,
    from: PREVODKA_FROM,
    where: prevodkaConditions(base, params),
    order: orderBy(params, PREVODKA_SORTS, `${def.order}, p.id DESC`, ['p.id']),
    page: params.page,
  }
}

export async function prevodkaList(list: PrevodkaList, branch: Branch, params?: PrevodkaParams) {
  const now = await dbNow()
  return fetchList(prevodkaListQuery(list, branch, params), (row) => prevodkaView(row, now))
}

type Viewer = { role: string; firma: string | null; pharmacyCode: string | null }

/** A převodka its viewer may see: the sending branch's, the receiving branch's, an admin's. */
export async function visiblePrevodka(code: string, viewer: Viewer) {
  const { rows } = await db.rawQuery(`${PREVODKA_SELECT} WHERE p.prevodka_id = ?`, [code])
  const prevodka = rows[0]
  if (!prevodka) throw DomainError.notFound('Převodka nenalezena.')
  const own =
    viewer.firma === prevodka.firma &&
    [prevodka.from_code, prevodka.to_code].includes(viewer.pharmacyCode)
  /* Another branch's převodka answers as a missing one: ids cannot be probed (issue #22). */
  if (viewer.role !== 'admin' && !own) throw DomainError.notFound('Převodka nenalezena.')
  return prevodka
}

/** The lines of a převodka, for its two branches and admins only. */
export async function prevodkaDetail(code: string, viewer: Viewer) {
  const prevodka = await visiblePrevodka(code, viewer)
  const lines = await db.rawQuery(
    `SELECT ${POOL_ITEM_COLUMNS} FROM ${POOL_ITEM_FROM} WHERE i.prevodka_id = ? ORDER BY i.nazev, i.id`,
    [prevodka.id]
  )
  return { prevodka: prevodkaView(prevodka, await dbNow()), lines: views(lines.rows) }
}
