import { describe, expect, test } from 'vitest'
import { editBoundsProblem } from '#pool/rules/admin_edit_bounds'

const limits = { maxQuantity: 1_000_000, maxPrice: 1_000_000 }

describe("editBoundsProblem (issue #22: the admin's pool-item edit)", () => {
  test.each([
    [{ quantity: 5 }, null],
    [{ quantity: 0.001 }, null],
    [{ quantity: 0.1 + 0.2 }, null],
    [{ quantity: 1_000_000 }, null],
    [{ quantity: 1.125, price: 12.3456 }, null],
    [{ quantity: 5, price: 0 }, null],
    [{ quantity: 5, price: null }, null],
    [{ quantity: 0 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: -1 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 1e15 }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: Number.NaN }, 'QUANTITY_OUT_OF_RANGE'],
    [{ quantity: 1.23456 }, 'QUANTITY_DECIMALS'],
    [{ quantity: 5, price: 1e20 }, 'PRICE_OUT_OF_RANGE'],
    [{ quantity: 5, price: -0.01 }, 'PRICE_OUT_OF_RANGE'],
    [{ quantity: 5, price: 12.34567 }, 'PRICE_DECIMALS'],
  ])('%j → %s', (edit, code) => {
    expect(editBoundsProblem(edit, limits)?.code ?? null).toBe(code)
  })

  test('the messages are Czech and name the limit as a Czech number', () => {
    expect(editBoundsProblem({ quantity: 2e6 }, limits)?.message).toBe(
      'Množství musí být kladné a nejvýše 1 000 000.'
    )
    expect(editBoundsProblem({ quantity: 1, price: 2e6 }, limits)?.message).toBe(
      'NCSD musí být od 0 do 1 000 000 Kč.'
    )
  })
})
