/*
| The numbers of an admin's pool-item edit (issue #22), checked like the rest of the
| product: a quantity positive, at most MAX_LOT_QUANTITY and with at most 3 decimals (the
| receipt's own rule, so the two cannot disagree on float noise); a price at most
| MAX_UNIT_PRICE with at most 4 decimals (what the column keeps). More is refused, never
| rounded or overflowed. Pure; the edit service applies it.
*/
import { hasAtMost3Decimals } from '#pool/rules/quantity'

export type EditNumbers = { quantity: number; price?: number | null }
export type Limits = { maxQuantity: number; maxPrice: number }
export type BoundsProblem = { code: string; message: string }

const czech = (value: number) => value.toLocaleString('cs-CZ').replace(/\u00a0/g, ' ')

const atMost4Decimals = (value: number) =>
  Math.abs(value - Math.round(value * 10_000) / 10_000) <= 1e-9 * Math.max(1, Math.abs(value))

export function editBoundsProblem(edit: EditNumbers, limits: Limits): BoundsProblem | null {
  if (!(edit.quantity > 0) || edit.quantity > limits.maxQuantity) {
    return {
      code: 'QUANTITY_OUT_OF_RANGE',
      message: `Množství musí být kladné a nejvýše ${czech(limits.maxQuantity)}.`,
    }
  }
  if (!hasAtMost3Decimals(edit.quantity)) {
    return { code: 'QUANTITY_DECIMALS', message: 'Množství smí mít nejvýše 3 desetinná místa.' }
  }
  const price = edit.price
  if (price !== null && price !== undefined) {
    if (!(price >= 0) || price > limits.maxPrice) {
      return {
        code: 'PRICE_OUT_OF_RANGE',
        message: `NCSD musí být od 0 do ${czech(limits.maxPrice)} Kč.`,
      }
    }
    if (!atMost4Decimals(price)) {
      return { code: 'PRICE_DECIMALS', message: 'NCSD smí mít nejvýše 4 desetinná místa.' }
    }
  }
  return null
}
