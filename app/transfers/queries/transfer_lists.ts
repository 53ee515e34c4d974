import db from '@adonisjs/lucid/services/db'
import { branchLabel } from '#branches/rules/branch_label'
import { wholeList } from '#core/list_contract'
import { excelExport } from '#core/list_export'
import { Conditions, fetchList, type Page } from '#core/list_sql'
import { preparedRows } from '#core/pg_prepared'
import type { MemoryList } from '#core/list_memory'
import { poolItemView, TRANSFER_ORDER } from '#pool/queries/pool_item_view'
import { poolItemExcelValues } from '#pool/queries/pool_item_export'
import {
  poolItemConditions,
  poolItemJsonPage,
  poolItemQuery,
  type PoolItemParams,
} from '#pool/queries/pool_item_list'
import type { PoolItem } from '#contracts/lists/pool_items'
import {
  preparedPackagesList,
  transferItemLists,
  type PreparedPackage,
  type PreparedPackageSort,
  type TransferItemList,
} from '#contracts/lists/transfers'

type Branch = { firma: string; pharmacyCode: string }

/*
| Each list: which side of the item the branch is, and the stavs it shows (the lists' own,
| contracts/lists/transfers.ts; the picked items behind the prepared packages have one).
*/
const LISTS = {
  incoming: {
    side: 'i.target_pharmacy_code',
    stavs: transferItemLists.incoming.filters.stav.values,
  },
  outgoing: { side: 'i.pharmacy_code', stavs: transferItemLists.outgoing.filters.stav.values },
  confirmed: {
    side: 'i.target_pharmacy_code',
    stavs: transferItemLists.confirmed.filters.stav.values,
  },
  prepared: { side: 'i.pharmacy_code', stavs: ['vychystáno'] },
} as const
export type TransferList = keyof typeof LISTS

/** The item lists' workbooks, by the list's name. */
export const transferItemExports = {
  incoming: excelExport<(typeof transferItemLists)['incoming'], PoolItem>(
    transferItemLists.incoming,
    poolItemExcelValues
  ),
  outgoing: excelExport<(typeof transferItemLists)['outgoing'], PoolItem>(
    transferItemLists.outgoing,
    poolItemExcelValues
  ),
  confirmed: excelExport<(typeof transferItemLists)['confirmed'], PoolItem>(
    transferItemLists.confirmed,
    poolItemExcelValues
  ),
} satisfies Record<TransferItemList, unknown>

/**
 * The items of a transfer list of the branch, before the request's own filters. The stavs
 * are written into the SQL, not bound: a prepared statement's generic plan can use the
 * incoming list's partial index only when its predicate is in the text.
 */
export function transferListScope(list: TransferList, branch: Branch) {
  const { side, stavs } = LISTS[list]
  const inStavs = stavs.map((s) => `'${s}'`).join(', ')
  return new Conditions().add(
    `i.firma = ? AND ${side} = ? AND i.stav IN (${inStavs})`,
    branch.firma,
    branch.pharmacyCode
  )
}

/** The rows a transfer list request returns, as SQL conditions over alias `i`. */
export function transferListConditions(
  list: TransferList,
  branch: Branch,
  params: Omit<PoolItemParams, 'page'>
) {
  return poolItemConditions(transferListScope(list, branch), params)
}

/** The SQL of a transfer list request, in the screens' order (NCSD × probability / 2) or as asked. */
export function transferListQuery(
  list: TransferList,
  branch: Branch,
  params: PoolItemParams = wholeList()
) {
  return poolItemQuery(transferListScope(list, branch), params, { defaultOrder: TRANSFER_ORDER })
}

/** One page of a transfer list as JSON built by PostgreSQL (the screens' requests). */
export function transferListJsonPage(
  list: TransferList,
  branch: Branch,
  params: PoolItemParams & { page: Page }
) {
  return poolItemJsonPage(transferListScope(list, branch), params, { defaultOrder: TRANSFER_ORDER })
}

/**
 * What the filter's items are worth, Σ quantity × NCSD (a lot without a price counts 0):
 * the value a bulk action by filter names on its button before it is pressed (issue #25).
 */
export async function transferListValue(
  list: TransferList,
  branch: Branch,
  params: Omit<PoolItemParams, 'page'>
) {
  const where = transferListConditions(list, branch, params)
  const [row] = await preparedRows(
    `SELECT coalesce(sum(i.mnozstvi * coalesce(i.ncsd, 0)), 0)::float8 AS value
       FROM pool_items i WHERE ${where.sql}`,
    where.args
  )
  return Math.round(row.value * 100) / 100
}

export function transferList(list: TransferList, branch: Branch, params?: PoolItemParams) {
  return fetchList(transferListQuery(list, branch, params), (row) => poolItemView(row))
}

/* The packages of the prepared screen under the list contract: one row per target branch. */
export const preparedList: MemoryList<PreparedPackage, PreparedPackageSort> = {
  contract: preparedPackagesList,
  filters: { target: (p, code) => p.targetPharmacyCode === code },
  sorts: {
    targetPharmacyCode: (p) => p.targetPharmacyCode,
    targetName: (p) => p.targetName,
    count: (p) => p.count,
  },
  texts: (p) => [p.targetPharmacyCode, p.targetName],
  export: excelExport<typeof preparedPackagesList, PreparedPackage>(preparedPackagesList, {
    target: (p) => branchLabel(p.targetPharmacyCode, p.targetName),
    count: (p) => p.count,
  }),
}

/** Picked items grouped by target branch, with the branch's name and lines. */
export async function preparedByTarget(branch: Branch): Promise<PreparedPackage[]> {
  const { items } = await transferList('prepared', branch)
  const names = await db.from('branches').where('firma', branch.firma).select('code', 'name')
  const groups = new Map<string, typeof items>()
  for (const item of items) {
    const code = item.targetPharmacyCode ?? ''
    groups.set(code, [...(groups.get(code) ?? []), item])
  }
  return [...groups.entries()].map(([code, list]) => ({
    targetPharmacyCode: code,
    targetName: names.find((b) => b.code === code)?.name ?? null,
    count: list.length,
    items: list,
  }))
}
