import type { ListParams } from '#core/list_contract'
import { codeOf, foldedPattern } from '#core/list_contract'
import {
  Conditions,
  fetchList,
  listJson,
  orderBy,
  type ListQuery,
  type Page,
  type SortSql,
} from '#core/list_sql'
import {
  POOL_ITEM_COLUMNS,
  POOL_ITEM_FROM,
  POOL_ITEM_JSON,
  poolItemView,
} from '#pool/queries/pool_item_view'
import type { PoolItemFilter, PoolItemSort } from '#contracts/lists/pool_items'

/*
| The list contract over pool items: the branch pool, the transfer lists and the admin's
| pool items are all lists of pool items (contracts/lists/pool_items.ts: the row, the sort
| keys, each list's stavs and filters), sorted by any field the API returns and searched
| in name, PDK, SÚKL code, lot (the stored `search_fold`), branch codes and (a branch's
| lists) branch names.
*/

/** How each field of a pool item sorts. */
export const POOL_ITEM_SORTS = {
  PDK: 'i.pdk COLLATE czech',
  Název: 'i.nazev COLLATE czech',
  Množství: 'i.mnozstvi',
  NCSD: { sql: 'i.ncsd', nullsLast: true },
  Šarže: 'i.sarze COLLATE czech',
  Exspirace: { sql: 'i.exspirace', nullsLast: true },
  Dodavatel: { sql: 'i.dodavatel COLLATE czech', nullsLast: true },
  kodVZP: { sql: 'i.kod_vzp', nullsLast: true },
  pharmacyCode: 'i.pharmacy_code COLLATE czech',
  targetPharmacyCode: { sql: 'i.target_pharmacy_code COLLATE czech', nullsLast: true },
  probability: { sql: 'i.probability', nullsLast: true },
  stav: 'i.stav COLLATE czech',
  Důvod: { sql: 'i.duvod COLLATE czech', nullsLast: true },
  duvod: { sql: 'i.duvod COLLATE czech', nullsLast: true },
  updatedAt: 'i.updated_at',
} satisfies Record<PoolItemSort, SortSql>

export type PoolItemParams = ListParams<PoolItemSort, PoolItemFilter>

/*
| `q` over a branch's list reads the branch's rows (thousands) through the branch's index and
| tests each: ~2 ms. The trigram index would first collect every item of the firma sharing
| the query's trigrams ("přípravek" is in most names: 11 000 of 500 000, 12–30 ms), so a
| branch list writes the test so that index does not apply; only a firma-wide list uses it.
*/
const SEARCH = { branch: "(i.search_fold || '') LIKE ?", firma: 'i.search_fold LIKE ?' }

/* The codes of the branches whose name holds the folded `q` (a few dozen rows, read once). */
const BRANCH_NAMED = 'SELECT b.firma, b.code FROM branches b WHERE fold_text(b.name) LIKE ?'

/**
 * A branch filter: digits are a code; other text is a code or a part of the branch's name,
 * diacritics ignored ("Na Poříčí", "porici"). A firma-wide list's filter is a code already.
 */
function branchIs(where: Conditions, column: string, value: string) {
  const code = codeOf(value)
  if (code !== null && /^\d+$/.test(value)) where.add(`${column} = ?`, code)
  else
    where.add(
      `${column} = ? OR (i.firma, ${column}) IN (${BRANCH_NAMED})`,
      code ?? '',
      foldedPattern(value)
    )
}

/** The list's own scope (`base`, over alias `i`) narrowed by the request's `q` and filters. */
export function poolItemConditions(
  base: Conditions,
  params: Omit<PoolItemParams, 'page'>,
  scope: keyof typeof SEARCH = 'branch'
) {
  const where = new Conditions()
  where.add(base.sql, ...base.args)
  const { filters, q } = params
  if (filters.stav) where.add('i.stav = ?', filters.stav)
  if (filters.source) branchIs(where, 'i.pharmacy_code', String(filters.source))
  if (filters.target) branchIs(where, 'i.target_pharmacy_code', String(filters.target))
  if (filters.expiryFrom) where.add('i.exspirace >= ?::date', filters.expiryFrom)
  if (filters.expiryTo) where.add('i.exspirace <= ?::date', filters.expiryTo)
  if (q) {
    const code = codeOf(q)
    const texts = [SEARCH[scope]]
    const args: unknown[] = [foldedPattern(q)]
    if (code) {
      texts.push('i.pharmacy_code = ? OR i.target_pharmacy_code = ?')
      args.push(code, code)
    }
    /* A branch's lists also find the other branch by its name, without diacritics ("porici"
       finds Na Poříčí, issue #36); the firma-wide lists keep to their trigram index. */
    if (scope === 'branch') {
      texts.push(
        `(i.firma, i.pharmacy_code) IN (${BRANCH_NAMED})`,
        `(i.firma, i.target_pharmacy_code) IN (${BRANCH_NAMED})`
      )
      args.push(foldedPattern(q), foldedPattern(q))
    }
    where.add(texts.join(' OR '), ...args)
  }
  return where
}

export interface PoolItemListOptions {
  /** The list's order without `sort` (the spec's), over alias `i`. */
  defaultOrder: string
  sorts?: Record<string, SortSql>
}

/** The SQL of a pool-item list request: its rows in order, one page or all of them. */
export function poolItemQuery(
  base: Conditions,
  params: PoolItemParams,
  options: PoolItemListOptions
): ListQuery {
  return {
    select: POOL_ITEM_COLUMNS,
    from: POOL_ITEM_FROM,
    where: poolItemConditions(base, params),
    order: orderBy(params, options.sorts ?? POOL_ITEM_SORTS, options.defaultOrder, ['i.id']),
    page: params.page,
  }
}

/** One page (or all) of a pool-item list as the API returns it, with the total and read time. */
export function poolItemList(
  base: Conditions,
  params: PoolItemParams,
  options: PoolItemListOptions
) {
  return fetchList(poolItemQuery(base, params, options), (row) => poolItemView(row))
}

/** A page of a pool-item list as JSON built by PostgreSQL (see listJson). */
export function poolItemJsonPage(
  base: Conditions,
  params: PoolItemParams & { page: Page },
  options: PoolItemListOptions
) {
  return listJson(...poolItemJsonPageSql(base, params, options))
}

/** What `poolItemJsonPage` hands to `listJson`: the page query and its JSON object. */
export function poolItemJsonPageSql(
  base: Conditions,
  params: PoolItemParams & { page: Page },
  options: PoolItemListOptions
): [ListQuery & { page: Page }, string] {
  const query = poolItemQuery(base, params, options)
  return [{ ...query, select: 'i.*', page: params.page }, POOL_ITEM_JSON]
}
