/*
| What an admin's edit of a pool item does to its receipt (issue #9): the received
| quantity and reason the admin typed win; left as read, they survive an edit that keeps
| the stav, and a change of stav clears them (null counts the whole quantity), so moving a
| nedodáno line to přijato does not keep its 0. Pure; the edit service applies it.
*/
import { hasAtMost3Decimals, milli } from '#pool/rules/quantity'

export type StoredReceipt = {
  stav: string
  mnozstvi: number
  received: number | null
  reason: string | null
}
export type EditedReceipt = {
  stav: string
  mnozstvi: number
  /** As the admin dialog sent it; undefined when the client did not send the field. */
  received?: number | null
  reason?: string | null
}
export type ReceiptAfterEdit =
  { ok: true; received: number | null; reason: string | null } | { ok: false; message: string }

/** The received quantity as the item's view shows it: přijato without one is the whole quantity. */
export function shownReceived(item: StoredReceipt) {
  return item.stav === 'přijato' ? (item.received ?? item.mnozstvi) : item.received
}

function changed(sent: number | null | undefined, shown: number | null) {
  if (sent === undefined) return false
  if (sent === null || shown === null) return sent !== shown
  return milli(sent) !== milli(shown)
}

export function receiptAfterEdit(stored: StoredReceipt, edit: EditedReceipt): ReceiptAfterEdit {
  const stavChanged = stored.stav !== edit.stav
  const receivedEdited = changed(edit.received, shownReceived(stored))
  const reasonEdited = edit.reason !== undefined && (edit.reason || null) !== stored.reason
  let received: number | null
  if (receivedEdited) received = edit.received ?? null
  else if (stavChanged) received = null
  else received = stored.received
  /* The column keeps 3 decimals; more would be rounded silently, as the receipt refuses. */
  if (receivedEdited && received !== null && !hasAtMost3Decimals(received)) {
    return { ok: false, message: 'Přijaté množství smí mít nejvýše 3 desetinná místa.' }
  }
  if (received !== null && milli(received) > milli(edit.mnozstvi)) {
    if (receivedEdited) {
      return { ok: false, message: 'Přijaté množství nesmí být vyšší než množství položky.' }
    }
    received = null
  }
  const reason = reasonEdited ? edit.reason || null : stavChanged ? null : stored.reason
  return { ok: true, received, reason }
}
