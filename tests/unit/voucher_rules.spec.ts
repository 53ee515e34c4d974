import { describe, expect, test } from 'vitest'
import {
  insurerLabel,
  isSettled,
  monthLabel,
  sumsByInsurer,
  sumsByMonth,
  total,
  unsettled,
} from '#vouchers/rules/voucher_report'
import { voucherRow, type Voucher } from '#vouchers/rules/voucher_rows'
import { domain } from '#config/domain'

const SETTLED = domain.VOUCHER_SETTLED_STATES

describe('a voucher is settled when its Stav says the insurer paid', () => {
  test.each([
    ['proplaceno', true],
    ['Proplaceno', true],
    ['PROPLACENO', true],
    ['  proplacená ', true],
    ['proplacen 3/2025', true],
    ['Uhrazeno', true],
    ['uhrazený', true],
    ['vyřízeno', true],
    ['Vyrizeno', true],
    ['zaplaceno', true],
    [null, false],
    ['', false],
    ['   ', false],
    ['neproplaceno', false],
    ['neuhrazeno', false],
    ['částečně uhrazeno', false],
    ['proplacení zamítnuto', false],
    ['k proplacení', false],
    ['odesláno', false],
    ['vráceno', false],
    ['nový', false],
  ])('%j → %s', (stav, settled) => {
    expect(isSettled(stav, SETTLED)).toBe(settled)
  })
})

const v = (datum: string, castka: number, pojistovna: string | null, stav: string | null = null) =>
  ({ datum, cislo: `P-${datum}-${castka}`, castka, pojistovna, lekar: null, stav }) as Voucher

const vouchers = [
  v('2025-03-02', 100.1, '111', 'proplaceno'),
  v('2025-03-31', 0.2, '211'),
  v('2025-02-14', 1234.5, '111', 'neproplaceno'),
  v('2025-04-01', -50, null, 'storno'),
  v('2024-12-31', 10, 'Pojišťovna XY', 'uhrazeno'),
]

describe('sums', () => {
  test('by month, oldest first, in exact hellers', () => {
    expect(sumsByMonth(vouchers)).toEqual([
      { label: 'prosinec 2024', count: 1, castka: 10 },
      { label: 'únor 2025', count: 1, castka: 1234.5 },
      { label: 'březen 2025', count: 2, castka: 100.3 },
      { label: 'duben 2025', count: 1, castka: -50 },
    ])
  })

  test('by insurer, codes named, vouchers without one last', () => {
    expect(sumsByInsurer(vouchers)).toEqual([
      { label: '111 – VZP ČR', count: 2, castka: 1334.6 },
      { label: '211 – ZPMV ČR', count: 1, castka: 0.2 },
      { label: 'Pojišťovna XY', count: 1, castka: 10 },
      { label: 'Neuvedeno', count: 1, castka: -50 },
    ])
  })

  test('total and the unsettled vouchers, oldest first', () => {
    expect(total(vouchers)).toBe(1294.8)
    expect(total([v('2025-01-01', 0.1, null), v('2025-01-01', 0.2, null)])).toBe(0.3)
    expect(unsettled(vouchers, SETTLED).map((x) => [x.datum, x.stav])).toEqual([
      ['2025-02-14', 'neproplaceno'],
      ['2025-03-31', null],
      ['2025-04-01', 'storno'],
    ])
  })

  test.each([
    ['111', '111 – VZP ČR'],
    ['201', '201 – VoZP ČR'],
    ['205', '205 – ČPZP'],
    ['207', '207 – OZP'],
    ['209', '209 – ZPŠ'],
    ['213', '213 – RBP'],
    ['999', '999'],
    [' ', 'Neuvedeno'],
    [null, 'Neuvedeno'],
  ])('insurer %j → %s', (code, label) => {
    expect(insurerLabel(code)).toBe(label)
  })

  test('month names', () => {
    expect(monthLabel('2025-01-31')).toBe('leden 2025')
    expect(monthLabel('2025-12-01')).toBe('prosinec 2025')
  })
})

describe('a spreadsheet row → a voucher', () => {
  const row = (cells: Record<string, unknown>) => voucherRow((field) => cells[field] ?? null)

  test.each([
    [
      'Czech date, decimal comma with spaces, numeric insurer code',
      { datum: '2.3.2025', cislo: 'A-1', castka: '1 234,50', pojistovna: 111 },
      { datum: '2025-03-02', cislo: 'A-1', castka: 1234.5, pojistovna: '111' },
    ],
    [
      'Excel serial date and a numeric voucher number',
      { datum: 45718, cislo: 987654, castka: 99.9 },
      { datum: '2025-03-02', cislo: '987654', castka: 99.9 },
    ],
    ['ISO date', { datum: '2025-03-02', cislo: 'X', castka: 1 }, { datum: '2025-03-02' }],
  ])('%s', (_name, cells, expected) => {
    const result = row(cells)
    expect('row' in result && result.row).toMatchObject(expected)
  })

  test.each([
    [{ cislo: 'A', castka: 1 }, 'chybí Datum'],
    [{ datum: '31.2.2025', cislo: 'A', castka: 1 }, 'neplatné datum ve sloupci Datum'],
    [{ datum: '1.3.2025', castka: 1 }, 'chybí Číslo poukazu'],
    [{ datum: '1.3.2025', cislo: 'A' }, 'chybí Částka'],
    [{ datum: '1.3.2025', cislo: 'A', castka: 'sto' }, 'neplatné číslo ve sloupci Částka'],
  ])('%o is skipped: %s', (cells, reason) => {
    expect(row(cells)).toEqual({ reason })
  })
})
