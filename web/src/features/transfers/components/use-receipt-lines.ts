import { useMemo, useState } from 'react'
import { domain } from '../../../../../config/domain'
import { settleReceiptLine } from '../../../../../app/transfers/rules/receipt_lines'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'
import { formatNumber } from '../../../lib/format'
import type { ReceivedLine } from '../api/receive-transfer'

/* The receipt form's state per line: delivered or not, the received quantity and the reason. */

export type QuantityValue = number | string
export interface LineError {
  field: 'quantity' | 'reason'
  /** Short, under the input. */
  text: string
  /** The rule's full sentence, naming the line. */
  message: string
}

const REASONS = domain.RECEIPT_REASONS

function shortText(code: string, message: string, sent: number) {
  if (code === 'RECEIPT_REASON_REQUIRED') return 'Vyberte důvod rozdílu.'
  if (code === 'RECEIPT_QUANTITY_ABOVE_SENT') return `Nejvýše ${formatNumber(sent)}.`
  if (code === 'RECEIPT_QUANTITY_NOT_POSITIVE') return 'Zadejte množství větší než 0.'
  if (code === 'RECEIPT_QUANTITY_DECIMALS') return 'Nejvýše 3 desetinná místa.'
  return message
}

export function useReceiptLines(items: PoolItem[]) {
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set())
  const [quantities, setQuantities] = useState<Record<string, QuantityValue>>({})
  const [reasons, setReasons] = useState<Record<string, string | null>>({})

  const quantityOf = (item: PoolItem): QuantityValue =>
    missing.has(itemIdOf(item)) ? 0 : (quantities[itemIdOf(item)] ?? item['Množství'])

  const settled = useMemo(
    () =>
      new Map(
        items.map((item) => {
          const id = itemIdOf(item)
          const typed = quantities[id]
          const quantity = typed === undefined ? null : typed === '' ? Number.NaN : Number(typed)
          const line = missing.has(id)
            ? { status: 'nedodáno' as const, reason: reasons[id] }
            : { status: 'přijato' as const, quantity, reason: reasons[id] }
          const sent = { nazev: item['Název'], mnozstvi: item['Množství'] }
          return [id, settleReceiptLine(sent, line, REASONS)]
        })
      ),
    [items, missing, quantities, reasons]
  )

  const errorOf = (item: PoolItem): LineError | null => {
    const result = settled.get(itemIdOf(item))
    if (!result || result.ok) return null
    const field = result.code.startsWith('RECEIPT_REASON') ? 'reason' : 'quantity'
    return {
      field,
      text: shortText(result.code, result.message, item['Množství']),
      message: result.message,
    }
  }

  /** The body of the receipt; a line in full is sent as before quantities existed. */
  const receivedItems = (): ReceivedLine[] =>
    items.map((item) => {
      const id = itemIdOf(item)
      const result = settled.get(id)
      const reason = reasons[id] ?? undefined
      if (missing.has(id)) return { _id: id, status: 'nedodáno', ...(reason ? { reason } : {}) }
      if (result?.ok && result.short) {
        return { _id: id, status: 'přijato', quantity: result.received, reason: result.reason! }
      }
      return { _id: id, status: 'přijato' }
    })

  return {
    missing,
    setMissing,
    quantityOf,
    setQuantity: (id: string, value: QuantityValue) =>
      setQuantities((all) => ({ ...all, [id]: value })),
    reasonOf: (id: string) => reasons[id] ?? null,
    setReason: (id: string, reason: string | null) =>
      setReasons((all) => ({ ...all, [id]: reason })),
    /** Less than sent is typed: the reason select shows (and is required). */
    isShort: (item: PoolItem) => {
      const typed = Number(quantities[itemIdOf(item)] ?? item['Množství'])
      return !missing.has(itemIdOf(item)) && Number.isFinite(typed) && typed < item['Množství']
    },
    errorOf,
    firstError: () => items.map(errorOf).find((e) => e !== null) ?? null,
    receivedItems,
    deliver: (id: string) => setMissing((all) => new Set([...all].filter((other) => other !== id))),
  }
}

export type ReceiptLines = ReturnType<typeof useReceiptLines>
