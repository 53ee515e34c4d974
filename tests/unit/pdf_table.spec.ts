import { describe, expect, test } from 'vitest'
import { pdfColumns, pdfTable, PORTRAIT_WIDTH } from '#core/pdf/table'

/* Issue #37: a report's table is declared in a line or two, its totals by header. */
describe('pdfColumns', () => {
  test('reads header, width and alignment, over several strings', () => {
    expect(PORTRAIT_WIDTH).toBe(186)
    expect(pdfColumns('Spotřeba 6 měs.:100 | Zásoba:>40', 'Bez doplatku:^30 | Kód:<16')).toEqual([
      { header: 'Spotřeba 6 měs.', width: 100 },
      { header: 'Zásoba', width: 40, align: 'right' },
      { header: 'Bez doplatku', width: 30, align: 'center' },
      { header: 'Kód', width: 16 },
    ])
  })

  test('a table that does not fill the A4 portrait width is refused', () => {
    expect(() => pdfColumns('PDK:20 | Název:100')).toThrow('120 mm, not 186')
  })

  test('a column without a width is refused', () => {
    expect(() => pdfColumns('PDK:20 | Název | Zásoba:166')).toThrow('"Header:width"')
  })
})

describe('pdfTable', () => {
  const columns = pdfColumns('PDK:20 | Název:100 | Zásoba:>30 | Objednat (ks):>36')

  test('the totals row names its cells by header, the others empty', () => {
    const table = pdfTable(columns, [['1', 'A', '2', '3']], {
      totals: { 'PDK': 'Celkem', 'Objednat (ks)': '3' },
      emptyText: 'Nic.',
      fontSize: 8,
    })
    expect(table).toEqual({
      type: 'table',
      columns,
      rows: [['1', 'A', '2', '3']],
      totals: ['Celkem', '', '', '3'],
      emptyText: 'Nic.',
      fontSize: 8,
    })
  })

  test('without totals the table has no totals row', () => {
    expect(pdfTable(columns, [])).toEqual({ type: 'table', columns, rows: [] })
  })
})
