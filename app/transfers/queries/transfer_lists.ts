import db from '@adonisjs/lucid/services/db'
import { poolItemRows, TRANSFER_ORDER, views } from '#pool/queries/pool_item_view'

type Branch = { firma: string; pharmacyCode: string }
type Page = { limit: number; offset: number }

const LISTS = {
  incoming: `i.target_pharmacy_code = ? AND i.stav IN ('rezervováno', 'odesláno')`,
  outgoing: `i.pharmacy_code = ? AND i.stav = 'potvrzeno'`,
  confirmed: `i.target_pharmacy_code = ? AND i.stav = 'potvrzeno'`,
  prepared: `i.pharmacy_code = ? AND i.stav = 'vychystáno'`,
}
export type TransferList = keyof typeof LISTS

export async function transferList(list: TransferList, branch: Branch, page: Page | null = null) {
  const { rows, total } = await poolItemRows(
    `i.firma = ? AND ${LISTS[list]}`,
    [branch.firma, branch.pharmacyCode],
    TRANSFER_ORDER,
    page
  )
  return { items: views(rows), total }
}

/** Picked items grouped by target branch, with the branch's name. */
export async function preparedByTarget(branch: Branch) {
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
