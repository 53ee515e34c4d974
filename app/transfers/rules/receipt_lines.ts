/*
| One line of a receipt (issue #9): delivered in full, delivered short with a reason, or
| not delivered. Pure, so the receipt modal checks a line with the same rule the server
| enforces. Quantities have at most 3 decimals (the database keeps decimal(14,3)); more
| are refused rather than rounded, so 0,9999 never silently becomes 1 (float noise such as
| 0,30000000000000004 is not a decimal place and is rounded away).
*/

import { hasAtMost3Decimals, milli } from '../../pool/rules/quantity.js'

export type ReceiptStatus = 'přijato' | 'nedodáno'
export type ReceiptLineInput = {
  status: ReceiptStatus
  quantity?: number | null
  reason?: string | null
}
export type ReceiptItem = { nazev: string; mnozstvi: number }

export type SettledLine = {
  ok: true
  stav: 'přijato' | 'vyřazeno'
  /** What the target took in: the ledger's quantity for a přijato line, 0 for nedodáno. */
  received: number
  /** Stored only when something is missing: a short or an undelivered line. */
  reason: string | null
  short: boolean
}
export type RefusedLine = { ok: false; code: string; message: string }

const shown = (value: number) => String(value).replace('.', ',')

function refuse(code: string, message: string): RefusedLine {
  return { ok: false, code, message }
}

/** A line not named in the request is delivered in full, as before quantities existed. */
export function settleReceiptLine(
  item: ReceiptItem,
  line: ReceiptLineInput | undefined,
  reasons: readonly string[]
): SettledLine | RefusedLine {
  const name = `U položky ${item.nazev}`
  const reason = line?.reason?.trim() || null
  if (reason !== null && !reasons.includes(reason)) {
    return refuse(
      'RECEIPT_REASON_UNKNOWN',
      `${name} je neznámý důvod „${reason}“; povolené jsou: ${reasons.join(', ')}.`
    )
  }
  const quantity = line?.quantity ?? null
  if (line?.status === 'nedodáno') {
    if (quantity !== null && quantity !== 0) {
      return refuse(
        'RECEIPT_QUANTITY_NOT_DELIVERED',
        `${name} označené jako nedodané nelze zadat přijaté množství ${shown(quantity)}.`
      )
    }
    return { ok: true, stav: 'vyřazeno', received: 0, reason, short: true }
  }
  if (quantity === null) {
    return { ok: true, stav: 'přijato', received: item.mnozstvi, reason: null, short: false }
  }
  if (!Number.isFinite(quantity) || quantity <= 0) {
    return refuse(
      'RECEIPT_QUANTITY_NOT_POSITIVE',
      `${name} musí být přijaté množství větší než 0; nedodanou položku označte jako nedodanou.`
    )
  }
  if (!hasAtMost3Decimals(quantity)) {
    return refuse(
      'RECEIPT_QUANTITY_DECIMALS',
      `${name} smí mít přijaté množství nejvýše 3 desetinná místa.`
    )
  }
  if (milli(quantity) > milli(item.mnozstvi)) {
    return refuse(
      'RECEIPT_QUANTITY_ABOVE_SENT',
      `${name} je přijaté množství ${shown(quantity)} vyšší než odeslané ${shown(item.mnozstvi)}.`
    )
  }
  if (milli(quantity) === milli(item.mnozstvi)) {
    return { ok: true, stav: 'přijato', received: item.mnozstvi, reason: null, short: false }
  }
  if (reason === null) {
    return refuse(
      'RECEIPT_REASON_REQUIRED',
      `${name} je přijato ${shown(quantity)} z ${shown(item.mnozstvi)}: vyberte důvod rozdílu (${reasons.join(', ')}).`
    )
  }
  return { ok: true, stav: 'přijato', received: milli(quantity) / 1000, reason, short: true }
}

/** The history note of a settled line, so the item's history tells what was received and why. */
export function receiptNote(prevodkaId: string, item: ReceiptItem, settled: SettledLine) {
  const why = settled.reason ? ` (${settled.reason})` : ''
  if (settled.stav === 'vyřazeno') return `Převodka ${prevodkaId}: nedodáno${why}`
  if (!settled.short) return `Převodka ${prevodkaId}`
  return `Převodka ${prevodkaId}: přijato ${shown(settled.received)} z ${shown(item.mnozstvi)}${why}`
}
