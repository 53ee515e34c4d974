import { foldedPattern, wholeList, type ListParams } from '#core/list_contract'
import { Conditions, fetchList, orderBy, type ListQuery, type SortSql } from '#core/list_sql'
import { preparedRows } from '#core/pg_prepared'
import { currentBatch } from '#stock/queries/current_batch'
import {
  inventoryList,
  type InventoryFilter,
  type InventoryRow,
  type InventorySort,
} from '#contracts/lists/branch_inventory'

type Branch = { firma: string; pharmacyCode: string }

const INVENTORY_SORTS = {
  code: 'inv.code COLLATE czech',
  name: 'inv.name COLLATE czech',
  stock: 'inv.stock',
  minStock: { sql: 'inv.min_stock', nullsLast: true },
} satisfies Record<InventorySort, SortSql>

export type InventoryParams = ListParams<InventorySort, InventoryFilter>

/** The list's sorts, filter and headers: contracts/lists/branch_inventory.ts. */
export const inventoryContract = inventoryList

/*
| Branch stock: one row per PDK in sklad (lots summed) with the karty minimum, plus each
| karty PDK with a minimum above 0 and no stock, so it shows under minimum. The searched
| text is the lots' stored folded text; only karty-only rows fold theirs here.
*/
const INVENTORY_FROM = `(
  SELECT coalesce(s.pdk, k.pdk) AS code, coalesce(s.nazev, k.nazev) AS name,
         coalesce(s.stock, 0)::float AS stock, k.min_stock::float AS min_stock,
         coalesce(s.search, fold_text(k.nazev || ' | ' || k.pdk)) AS search
    FROM (SELECT pdk, min(nazev) AS nazev, sum(mnozstvi) AS stock, min(search_fold) AS search
            FROM sklad_rows WHERE batch_id = ? GROUP BY pdk) s
    FULL JOIN (SELECT DISTINCT ON (pdk) pdk, nazev, min_stock FROM karty_rows
                WHERE batch_id = ? ORDER BY pdk, id) k ON k.pdk = s.pdk
   WHERE s.pdk IS NOT NULL OR k.min_stock > 0) inv`

const UNDER_MINIMUM = 'inv.min_stock IS NOT NULL AND inv.stock < inv.min_stock'

function inventoryConditions(params: Pick<InventoryParams, 'q' | 'filters'>) {
  const where = new Conditions()
  if (params.q) where.add('inv.search LIKE ?', foldedPattern(params.q))
  if (params.filters.underMinimum === true) where.add(UNDER_MINIMUM)
  if (params.filters.underMinimum === false) where.add(`NOT (${UNDER_MINIMUM})`)
  return where
}

export function inventoryQuery(batchId: number, params: InventoryParams): ListQuery {
  return {
    select: 'inv.code, inv.name, inv.stock, inv.min_stock',
    from: INVENTORY_FROM,
    fromArgs: [batchId, batchId],
    where: inventoryConditions(params),
    order: orderBy(params, INVENTORY_SORTS, 'inv.name COLLATE czech, inv.code', ['inv.code']),
    page: params.page,
  }
}

export const inventoryView = (r: any): InventoryRow => ({
  code: r.code,
  name: r.name,
  stock: r.stock,
  minStock: r.min_stock,
})

/** The branch stock as the screen lists it (by name), searched, sorted and paged on request. */
export async function branchInventory(branch: Branch, params: InventoryParams = wholeList()) {
  const current = await currentBatch(branch)
  if (!current) return { items: [] as InventoryRow[], total: 0 }
  return fetchList(inventoryQuery(current.batchId, params), inventoryView)
}

/**
 * The chips above the branch stock for the rows a search leaves: pieces, items, items
 * under their minimum and the pieces missing to it.
 */
export async function inventorySummary(
  branch: Branch,
  params: Pick<InventoryParams, 'q' | 'filters'>
) {
  const current = await currentBatch(branch)
  if (!current) return { total: 0, items: 0, underMinimum: 0, deficit: 0 }
  const where = inventoryConditions(params)
  const [row] = await preparedRows(
    `SELECT coalesce(sum(inv.stock), 0)::float AS total, count(*)::int AS items,
            count(*) FILTER (WHERE ${UNDER_MINIMUM})::int AS under_minimum,
            coalesce(sum(inv.min_stock - inv.stock) FILTER (WHERE ${UNDER_MINIMUM}), 0)::float AS deficit
       FROM ${INVENTORY_FROM} WHERE ${where.sql}`,
    [current.batchId, current.batchId, ...where.args]
  )
  return {
    total: row.total,
    items: row.items,
    underMinimum: row.under_minimum,
    deficit: row.deficit,
  }
}
