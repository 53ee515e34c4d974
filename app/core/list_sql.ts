import db from '@adonisjs/lucid/services/db'
import { preparedRows } from '#core/pg_prepared'
import type { Conditions } from '#core/list_query'

export { Conditions, orderBy, pageInMemory, type SortSql } from '#core/list_query'

/*
| Running a list query: one page with the total for the filter in one round trip, or all
| its rows through a cursor. Only the fixed fragments of a list's own definition become SQL
| text, so a list query has as many texts (prepared statements) as combinations of its
| parameters.
*/

export type Page = { limit: number; offset: number }

export interface ListQuery {
  /** The columns of a row, without SELECT. */
  select: string
  /** FROM and joins, without FROM; the count uses `countFrom` when the joins don't filter. */
  from: string
  countFrom?: string
  /** Values of placeholders in `from` (and `countFrom`, which must have the same ones). */
  fromArgs?: unknown[]
  where: Conditions
  order: string
  page: Page | null
}

/**
 * The rows of a list in order, optionally one page of them, with the total for the filter
 * and the database's time of the read (`loadedAt`: bulk actions leave out what changed
 * after it). A page and its total come in one round trip: the count is an uncorrelated
 * subquery the planner runs once; past the last page no row carries it, so it is counted
 * apart.
 */
export async function listRows<Row = any>(query: ListQuery) {
  const { text, args } = listSql(query)
  const rows = await preparedRows(text, args)
  if (rows.length > 0 || !query.page) {
    const loadedAt = rows[0]?.listed_at ?? (await databaseNow())
    const total = query.page ? (rows[0].total_rows as number) : rows.length
    return { rows: rows as Row[], total, loadedAt: new Date(loadedAt) }
  }
  const count = countSql(query)
  const [counted] = await preparedRows(count.text, count.args)
  return { rows: [] as Row[], total: counted.n as number, loadedAt: new Date(counted.listed_at) }
}

/** The SQL text and values of a list request (also what the plan tests explain). */
export function listSql(query: ListQuery) {
  const { select, from, where, order, page } = query
  const countFrom = query.countFrom ?? from
  const args = [...(query.fromArgs ?? []), ...where.args]
  if (!page)
    return {
      text: `SELECT ${select}, now() AS listed_at FROM ${from} WHERE ${where.sql} ORDER BY ${order}`,
      args,
    }
  return {
    text: `SELECT ${select}, (SELECT count(*)::int FROM ${countFrom} WHERE ${where.sql}) AS total_rows,
            now() AS listed_at
       FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    args: [...args, ...args, page.limit, page.offset],
  }
}

function countSql(query: ListQuery) {
  return {
    text: `SELECT count(*)::int AS n, now() AS listed_at FROM ${query.countFrom ?? query.from} WHERE ${query.where.sql}`,
    args: [...(query.fromArgs ?? []), ...query.where.args],
  }
}

/**
 * One page of a list built as JSON by PostgreSQL (`object`: a json_build_object over the
 * page's rows, alias `i`), with its total and read time: the hottest lists skip parsing
 * rows into objects and serialising them again, which cost more than the query itself.
 * The page is cut from the list first, so per-row expressions run for its rows only.
 */
export async function listJson(query: ListQuery & { page: Page }, object: string) {
  const { text, args } = listJsonSql(query, object)
  const [row] = await preparedRows(text, args)
  return {
    json: row.items as string,
    total: row.total_rows as number,
    loadedAt: new Date(row.listed_at),
  }
}

/** The SQL text and values of `listJson` (also what the capacity bench runs in pgbench). */
export function listJsonSql(query: ListQuery & { page: Page }, object: string) {
  const { select, from, where, order, page } = query
  const args = [...(query.fromArgs ?? []), ...where.args]
  return {
    text: `SELECT coalesce(json_agg(${object} ORDER BY ${order}), '[]')::text AS items,
            (SELECT count(*)::int FROM ${query.countFrom ?? from} WHERE ${where.sql}) AS total_rows,
            now() AS listed_at
       FROM (SELECT ${select} FROM ${from} WHERE ${where.sql} ORDER BY ${order} LIMIT ? OFFSET ?) i`,
    args: [...args, ...args, page.limit, page.offset],
  }
}

/** A list query's rows turned into what the API returns, with the total and the read time. */
export async function fetchList<V>(query: ListQuery, view: (row: any) => V) {
  const { rows, total, loadedAt } = await listRows(query)
  return { items: rows.map(view), total, loadedAt }
}

/**
 * Every row of a list in its order (the Excel export: all pages), read through a cursor
 * in one read-only transaction, a batch at a time, so a list of any length is one scan
 * and one snapshot. The transaction ends when the reader stops, finished or not; so the
 * reader must not wait on a client (sendListXlsx writes the whole workbook to a file first).
 */
export async function* streamList<V>(query: ListQuery, view: (row: any) => V, batch = 1000) {
  const { select, from, where, order } = query
  const trx = await db.transaction()
  try {
    await trx.rawQuery('SET TRANSACTION READ ONLY')
    await trx.rawQuery(
      `DECLARE list_export NO SCROLL CURSOR FOR
         SELECT ${select} FROM ${from} WHERE ${where.sql} ORDER BY ${order}`,
      [...(query.fromArgs ?? []), ...where.args] as any[]
    )
    for (;;) {
      const { rows } = await trx.rawQuery(`FETCH ${batch} FROM list_export`)
      for (const row of rows) yield view(row)
      if (rows.length < batch) break
    }
  } finally {
    await trx.rollback()
  }
}

async function databaseNow() {
  const [row] = await preparedRows('SELECT now() AS listed_at', [])
  return row.listed_at as Date
}
