import { describe, expect, test } from 'vitest'
import { domain } from '#config/domain'
import {
  receiptNote,
  settleReceiptLine,
  type ReceiptLineInput,
} from '#transfers/rules/receipt_lines'
import { receiptAfterEdit } from '#pool/rules/admin_receipt'
import { deliveredQuantityOf } from '#ledger/queries/delivered_quantity'

const REASONS = domain.RECEIPT_REASONS
const ITEM = { nazev: 'PARALEN', mnozstvi: 20 }
const FRACTIONAL = { nazev: 'SIRUP', mnozstvi: 2.5 }

describe('a receipt line (quantity-level receipt with a reason)', () => {
  const settled: [string, typeof ITEM, ReceiptLineInput | undefined, object][] = [
    ['not listed: delivered in full', ITEM, undefined, { stav: 'přijato', received: 20 }],
    ['status alone: in full', ITEM, { status: 'přijato' }, { stav: 'přijato', received: 20 }],
    ['the whole quantity', ITEM, { status: 'přijato', quantity: 20 }, { short: false }],
    [
      'a reason with the whole quantity is not kept',
      ITEM,
      { status: 'přijato', quantity: 20, reason: 'chybí' },
      { received: 20, reason: null, short: false },
    ],
    [
      'short with a reason',
      ITEM,
      { status: 'přijato', quantity: 15, reason: 'poškozeno' },
      { stav: 'přijato', received: 15, reason: 'poškozeno', short: true },
    ],
    [
      'a fraction of a pack, 3 decimals',
      FRACTIONAL,
      { status: 'přijato', quantity: 2.125, reason: 'jiné' },
      { received: 2.125, short: true },
    ],
    [
      'float noise of the sent quantity is the whole quantity',
      { nazev: 'X', mnozstvi: 0.3 },
      { status: 'přijato', quantity: 0.1 + 0.2 },
      { received: 0.3, short: false },
    ],
    [
      'nedodáno is 0 received',
      ITEM,
      { status: 'nedodáno' },
      { stav: 'vyřazeno', received: 0, reason: null, short: true },
    ],
    [
      'nedodáno may say why',
      ITEM,
      { status: 'nedodáno', quantity: 0, reason: 'chybí' },
      { stav: 'vyřazeno', received: 0, reason: 'chybí' },
    ],
    [
      'a reason is trimmed',
      ITEM,
      { status: 'přijato', quantity: 1, reason: ' jiná šarže ' },
      { reason: 'jiná šarže' },
    ],
  ]
  test.each(settled)('%s', (_name, item, line, expected) => {
    expect(settleReceiptLine(item, line, REASONS)).toMatchObject({ ok: true, ...expected })
  })

  const refused: [string, typeof ITEM, ReceiptLineInput, string, RegExp][] = [
    [
      'short without a reason',
      ITEM,
      { status: 'přijato', quantity: 15 },
      'RECEIPT_REASON_REQUIRED',
      /^U položky PARALEN je přijato 15 z 20: vyberte důvod rozdílu \(poškozeno, chybí/,
    ],
    [
      'an empty reason is none',
      ITEM,
      { status: 'přijato', quantity: 15, reason: '  ' },
      'RECEIPT_REASON_REQUIRED',
      /vyberte důvod/,
    ],
    [
      'an unknown reason',
      ITEM,
      { status: 'přijato', quantity: 15, reason: 'ztraceno' },
      'RECEIPT_REASON_UNKNOWN',
      /neznámý důvod „ztraceno“; povolené jsou: poškozeno, chybí, jiná šarže, jiná exspirace, jiné\.$/,
    ],
    [
      'above the sent quantity',
      ITEM,
      { status: 'přijato', quantity: 21 },
      'RECEIPT_QUANTITY_ABOVE_SENT',
      /^U položky PARALEN je přijaté množství 21 vyšší než odeslané 20\.$/,
    ],
    [
      'a thousandth above',
      FRACTIONAL,
      { status: 'přijato', quantity: 2.501 },
      'RECEIPT_QUANTITY_ABOVE_SENT',
      /2,501 vyšší než odeslané 2,5/,
    ],
    [
      'zero',
      ITEM,
      { status: 'přijato', quantity: 0 },
      'RECEIPT_QUANTITY_NOT_POSITIVE',
      /větší než 0/,
    ],
    [
      'negative',
      ITEM,
      { status: 'přijato', quantity: -3 },
      'RECEIPT_QUANTITY_NOT_POSITIVE',
      /větší než 0; nedodanou položku označte jako nedodanou/,
    ],
    [
      'not a number',
      ITEM,
      { status: 'přijato', quantity: Number.NaN },
      'RECEIPT_QUANTITY_NOT_POSITIVE',
      /větší než 0/,
    ],
    [
      'four decimals',
      ITEM,
      { status: 'přijato', quantity: 1.2345, reason: 'jiné' },
      'RECEIPT_QUANTITY_DECIMALS',
      /nejvýše 3 desetinná místa/,
    ],
    [
      'nedodáno with a quantity',
      ITEM,
      { status: 'nedodáno', quantity: 5 },
      'RECEIPT_QUANTITY_NOT_DELIVERED',
      /označené jako nedodané nelze zadat přijaté množství 5/,
    ],
  ]
  test.each(refused)('refused: %s', (_name, item, line, code, message) => {
    const result = settleReceiptLine(item, line, REASONS)
    expect(result).toMatchObject({ ok: false, code })
    expect(result.ok === false && result.message).toMatch(message)
  })

  test.each([
    [{ status: 'přijato' } as const, 'Převodka P-1'],
    [
      { status: 'přijato', quantity: 15, reason: 'poškozeno' } as const,
      'Převodka P-1: přijato 15 z 20 (poškozeno)',
    ],
    [{ status: 'nedodáno' } as const, 'Převodka P-1: nedodáno'],
    [{ status: 'nedodáno', reason: 'chybí' } as const, 'Převodka P-1: nedodáno (chybí)'],
  ])('history note of %o', (line, note) => {
    const settledLine = settleReceiptLine(ITEM, line, REASONS)
    if (!settledLine.ok) throw new Error(settledLine.message)
    expect(receiptNote('P-1', ITEM, settledLine)).toBe(note)
  })
})

describe('the ledger counts the received quantity', () => {
  test.each([
    [{ mnozstvi: '20.000', received_quantity: '15.000' }, 15],
    [{ mnozstvi: '20.000', received_quantity: null }, 20],
    [{ mnozstvi: '2.5', received_quantity: undefined }, 2.5],
    [{ mnozstvi: '20', received_quantity: '0' }, 0],
  ])('%o counts %d', (row, quantity) => {
    expect(deliveredQuantityOf(row)).toBe(quantity)
  })
})

describe("an admin's edit and the receipt", () => {
  const short = { stav: 'přijato', mnozstvi: 20, received: 15, reason: 'poškozeno' }
  const missing = { stav: 'vyřazeno', mnozstvi: 20, received: 0, reason: 'chybí' }
  test.each([
    ['fields not sent, stav kept: kept', short, { stav: 'přijato', mnozstvi: 20 }, 15, 'poškozeno'],
    [
      'as read, stav kept: kept',
      short,
      { stav: 'přijato', mnozstvi: 20, received: 15, reason: 'poškozeno' },
      15,
      'poškozeno',
    ],
    [
      'nedodáno moved to přijato as read: the whole quantity',
      missing,
      { stav: 'přijato', mnozstvi: 20, received: 0, reason: 'chybí' },
      null,
      null,
    ],
    ['moved without the fields: cleared', short, { stav: 'uzavřeno', mnozstvi: 20 }, null, null],
    [
      'typed: taken',
      short,
      { stav: 'přijato', mnozstvi: 20, received: 18, reason: 'chybí' },
      18,
      'chybí',
    ],
    [
      'quantity lowered under the kept receipt: the whole new quantity',
      short,
      { stav: 'přijato', mnozstvi: 10 },
      null,
      'poškozeno',
    ],
    [
      'a never received item stays without one',
      { stav: 'aktivní', mnozstvi: 5, received: null, reason: null },
      { stav: 'odepsáno', mnozstvi: 5, received: null, reason: null },
      null,
      null,
    ],
  ])('%s', (_name, stored, edit, received, reason) => {
    expect(receiptAfterEdit(stored, edit)).toEqual({ ok: true, received, reason })
  })

  test('a typed quantity with more than 3 decimals is refused in Czech, 3 are kept', () => {
    expect(receiptAfterEdit(short, { stav: 'přijato', mnozstvi: 20, received: 15.1234 })).toEqual({
      ok: false,
      message: 'Přijaté množství smí mít nejvýše 3 desetinná místa.',
    })
    expect(receiptAfterEdit(short, { stav: 'přijato', mnozstvi: 20, received: 15.125 })).toEqual(
      expect.objectContaining({ ok: true, received: 15.125 })
    )
  })

  test('float noise is no fourth decimal, as at the receipt itself', () => {
    for (const received of [0.1 + 0.2, 0.7 + 0.1]) {
      expect(receiptAfterEdit(short, { stav: 'přijato', mnozstvi: 9999, received })).toEqual(
        expect.objectContaining({ ok: true })
      )
    }
  })

  test('a typed quantity above the item is refused in Czech', () => {
    expect(receiptAfterEdit(short, { stav: 'přijato', mnozstvi: 20, received: 25 })).toEqual({
      ok: false,
      message: 'Přijaté množství nesmí být vyšší než množství položky.',
    })
  })
})
