import { describe, expect, test } from 'vitest'
import { expiryOf, normalizeScan, parseGs1 } from '#transfers/rules/gs1'
import { matchScan, overScanWarning, type ScanLine } from '#transfers/rules/scan_match'
import { hasValidCheckDigit, normalizeGtin } from '#core/gtin'

/*
| Real-shaped pack codes: Czech GTINs (prefix 859) with valid check digits, the FMD element
| string of a medicine pack (01 GTIN, 17 expiry, 10 lot, 21 serial) as a keyboard-wedge
| scanner types it, with the GS separator as ASCII 29 or a stand-in, the printed form with
| parentheses, and what goes wrong (check digit, day 32, month 13, garbage, missing AIs).
*/

const GS = '\u001d'
const TODAY = '2026-11-23'
const CZ = '08594000123453'
const CZ2 = '08591234567893'

/* What a scanner set to a US keyboard types on a Czech layout. */
const czechLayout = (text: string) =>
  text
    .replace(/^\]/, ')')
    .replace(
      /[0-9yzYZ]/g,
      (c) => ({ y: 'z', z: 'y', Y: 'Z', Z: 'Y' })[c] ?? 'é+ěščřžýáí'[Number(c)]
    )

const scan = (
  gtin: string | null,
  lot: string | null,
  expiry: string | null,
  serial: string | null,
  expiryMonthOnly = false
) => ({ gtin, lot, expiry, expiryMonthOnly, serial })

describe('parseGs1: codes a receipt meets', () => {
  test.each([
    [
      'DataMatrix with ]d2, GS after the lot',
      `]d201${CZ}17271031` + `10ABC123${GS}21SN99887766`,
      scan(CZ, 'ABC123', '2027-10-31', 'SN99887766'),
    ],
    [
      'no symbology identifier, serial before lot',
      `01${CZ}17270228` + `21PX7Q2${GS}10L-2024/07`,
      scan(CZ, 'L-2024/07', '2027-02-28', 'PX7Q2'),
    ],
    [
      'day 00 is the end of the month',
      `01${CZ2}17280200` + `10B1`,
      scan(CZ2, 'B1', '2028-02-29', null, true),
    ],
    [
      'day 00 in a 30-day month',
      `01${CZ2}17270400` + `10B1`,
      scan(CZ2, 'B1', '2027-04-30', null, true),
    ],
    [
      'the printed form with parentheses (and spaces)',
      `(01)${CZ}(17)271031 (10)ABC123 (21)SN1`,
      scan(CZ, 'ABC123', '2027-10-31', 'SN1'),
    ],
    [
      'GS typed as <GS> by the wedge, a CR/LF at the end',
      `]d201${CZ}10LOT5<GS>17271031` + `21X9\r\n`,
      scan(CZ, 'LOT5', '2027-10-31', 'X9'),
    ],
    ['GS as {GS}', `01${CZ}10LOT5{GS}21X9`, scan(CZ, 'LOT5', null, 'X9')],
    ['GS as the control picture ␝', `01${CZ}10LOT5␝21X9`, scan(CZ, 'LOT5', null, 'X9')],
    ['a leading FNC1 (GS)', `${GS}01${CZ}10LOT5`, scan(CZ, 'LOT5', null, null)],
    [
      'an extra AI (714 national code) is read past',
      `01${CZ}7141234567${GS}10LOT5`,
      scan(CZ, 'LOT5', null, null),
    ],
    ['a plain EAN-13 from the box', '8594000123453', scan(CZ, null, null, null)],
    ['an EAN-13 with its symbology identifier', ']E08594000123453', scan(CZ, null, null, null)],
    [
      'a foreign GTIN',
      `01040063813339311727123110X`,
      scan('04006381333931', 'X', '2027-12-31', null),
    ],
    ['lot only', '10ABC', scan(null, 'ABC', null, null)],
    [
      'a scanner typing on a Czech keyboard layout',
      czechLayout(`]d201${CZ}17271031` + `10YZ12`),
      scan(CZ, 'YZ12', '2027-10-31', null),
    ],
  ])('%s', (_name, code, expected) => {
    expect(parseGs1(code, TODAY)).toEqual({ ok: true, scan: expected })
  })

  test.each([
    [
      'a wrong check digit',
      `01085940001234541727103110A`,
      /GTIN 08594000123454 má chybnou kontrolní číslici/,
    ],
    ['an EAN-13 with a wrong check digit', '8594000123454', /není platný kód GS1/],
    ['month 13', `01${CZ}17271331`, /Exspirace 271331 v kódu není platné datum/],
    ['31 April', `01${CZ}17270431`, /Exspirace 270431/],
    ['29 February of a common year', `01${CZ}17270229`, /Exspirace 270229/],
    ['garbage', 'Hello world!', /není platný kód GS1/],
    ['a truncated GTIN', '0108594', /není platný kód GS1/],
    ['expiry only', '17271031', /neobsahuje GTIN \(01\) ani šarži \(10\)/],
    ['empty', ' \r\n', /prázdný/],
  ])('refused: %s', (_name, code, message) => {
    const result = parseGs1(code, TODAY)
    expect(result.ok).toBe(false)
    expect(result.ok === false && result.message).toMatch(message)
  })

  test('the message shows the GS separator as ␝', () => {
    const result = parseGs1(`99x${GS}zz`, TODAY)
    expect(result.ok === false && result.message).toContain('␝')
  })

  test('normalizeScan keeps data, turns stand-ins into GS and drops leading/trailing ones', () => {
    expect(normalizeScan(`]d2${GS}01${CZ}10A[GS]21B${GS}\n`)).toBe(`]d201${CZ}10A${GS}21B`)
  })

  test.each([
    ['271031', '2027-10-31'],
    ['991231', '1999-12-31'],
    ['760101', '2076-01-01'],
    ['770101', '1977-01-01'],
    ['240200', '2024-02-29'],
    ['271300', null],
    ['2710', null],
  ])('expiry %s with today %s → %s (GS1 sliding century window)', (raw, expected) => {
    expect(expiryOf(raw, TODAY)).toBe(expected)
  })
})

describe('GTIN check digits and export cells', () => {
  test.each([
    ['8594000123453', true],
    ['08594000123453', true],
    ['5901234123457', true],
    ['96385074', true],
    ['8594000123454', false],
    ['859400012345X', false],
  ])('%s valid: %s', (digits, valid) => {
    expect(hasValidCheckDigit(digits)).toBe(valid)
  })

  test.each([
    ['8594000123453', CZ],
    [' 859 4000 123453 ', CZ],
    [8594000123453, CZ],
    ['96385074', '00000096385074'],
    [96385074, '00000096385074'],
    ['', null],
    [null, null],
    ['8594000123454', undefined],
    ['12345', undefined],
    ['EAN8594000123', undefined],
  ])('cell %o → %s', (cell, gtin) => {
    expect(normalizeGtin(cell)).toBe(gtin)
  })
})

describe('matchScan: which line a pack checks', () => {
  const lines: ScanLine[] = [
    { id: '1', gtin: CZ, sarze: 'ABC123', exspirace: '2027-10-31' },
    { id: '2', gtin: CZ2, sarze: 'L-1', exspirace: '2027-04-30' },
    { id: '3', gtin: CZ2, sarze: 'L-2', exspirace: '2028-01-31' },
    { id: '4', gtin: null, sarze: 'NOGTIN-7', exspirace: '2027-06-01' },
  ]
  test.each([
    ['GTIN and lot and expiry agree', scan(CZ, 'ABC123', '2027-10-31', 'S1'), '1', 'gtin', []],
    ['lots compare case-insensitively', scan(CZ, 'abc123', '2027-10-31', null), '1', 'gtin', []],
    [
      'another lot of the line’s GTIN warns',
      scan(CZ, 'ZZZ9', '2027-10-31', null),
      '1',
      'gtin',
      ['Jiná šarže: na balení ZZZ9, na převodce ABC123.'],
    ],
    [
      'another expiry warns, in Czech dates',
      scan(CZ, 'ABC123', '2027-11-30', null),
      '1',
      'gtin',
      ['Jiná exspirace: na balení 30. 11. 2027, na převodce 31. 10. 2027.'],
    ],
    [
      'two lines of one GTIN: the lot decides',
      scan(CZ2, 'L-2', '2028-01-31', null),
      '3',
      'gtin',
      [],
    ],
    [
      'day 00 matches any day of that month',
      scan(CZ2, 'L-1', '2027-04-30', null, true),
      '2',
      'gtin',
      [],
    ],
    [
      'a line without GTIN falls back to its lot',
      scan('08590000000001', 'NOGTIN-7', '2027-06-01', null),
      '4',
      'lot',
      [],
    ],
    [
      'a plain EAN cannot check lot or expiry',
      scan(CZ, null, null, null),
      '1',
      'gtin',
      ['Kód nenese šarži ani exspiraci: zkontrolujte je na obalu.'],
    ],
  ])('%s', (_name, scanned, lineId, by, warnings) => {
    expect(matchScan(lines, scanned)).toEqual({ ok: true, lineId, by, warnings })
  })

  test('among lines of one GTIN without the lot, the least scanned one is taken', () => {
    const match = matchScan(lines, scan(CZ2, 'OTHER', null, null), { '2': 1 })
    expect(match).toMatchObject({ ok: true, lineId: '3' })
  })

  test('a pack of no line says so in Czech', () => {
    expect(matchScan(lines, scan('05901234123457', 'X1', null, null))).toEqual({
      ok: false,
      message:
        'Naskenované balení (GTIN 05901234123457, šarže X1) nepatří k žádné položce této převodky.',
    })
    expect(matchScan(lines, scan(null, 'ABC123', null, null))).toMatchObject({ ok: false })
  })

  test('more scans than packs sent', () => {
    expect(overScanWarning(3, 2)).toBe('Naskenováno 3 balení, odesláno jen 2.')
    expect(overScanWarning(2, 2)).toBeNull()
    expect(overScanWarning(3, 2.5)).toBe('Naskenováno 3 balení, odesláno jen 2,5.')
  })
})
