import { branchLabel as sharedBranchLabel } from '../../../../app/branches/rules/branch_label'
import type { BranchRef } from '../../lib/branch-ref'

/** Every transfer query starts with this key, so one action refreshes every list. */
export const transfersKey = ['transfers'] as const

/** The pool screens show the same items; transfer actions refresh them too. */
export const poolQueryKey = ['pool'] as const

/** The item lists of a branch that transfer actions change. */
export type TransferList = 'incoming' | 'outgoing' | 'confirmed'

/** The filters of the item lists, by their API names (how the screens read the address). */
export const TRANSFER_FILTERS = ['stav', 'source', 'target', 'expiryFrom', 'expiryTo']

export function transferListKey(list: TransferList, branch: BranchRef) {
  return [...transfersKey, list, branch.firma, branch.pharmacyCode] as const
}

/** A převodka: the package of items sent from one branch to another. */
export interface Prevodka {
  _id: string
  prevodkaId: string
  firma: string
  fromPharmacyCode: string
  toPharmacyCode: string
  targetPharmacyCode: string
  fromName?: string | null
  toName?: string | null
  stav: 'odesláno' | 'přijato' | 'uzavřeno' | string
  sentAt: string | null
  receivedAt: string | null
  itemCount?: number
  /** Prague days on the way: to today while odesláno, else to the receipt day. */
  daysInTransit?: number
  /** Still odesláno. */
  inTransit?: boolean
  /** On the way longer than TRANSIT_WARNING_DAYS days. */
  longInTransit?: boolean
  /** Lines received short or not at all. */
  discrepancies?: number
}

/** `12 – Lékárna Praha` as every document writes it, the code alone without a name, — without a code. */
export function branchLabel(code: string | null | undefined, name?: string | null): string {
  return code ? sharedBranchLabel(code, name) : '—'
}
