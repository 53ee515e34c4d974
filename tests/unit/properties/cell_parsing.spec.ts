import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { MAX_YEAR, MIN_YEAR, parseDate, parseNumber } from '#core/sheets/cell_parsing'
import { addDays, dayIn, daysBetween } from '#core/calendar'
import { czDate, czMoney, czNumber } from '#core/format_cz'

/*
| Hostile input for the cell parsers (DOMAIN.md "Exports": Excel serials, D.M.YYYY,
| DD.MM.YYYY, ISO; decimal comma and spaces as thousands separators) and the Czech
| formats of format_cz: round-trips hold, and anything else is undefined, never a crash,
| NaN, Infinity or a different day.
*/

const EXCEL_EPOCH = Date.UTC(1899, 11, 30)
const DAY_MS = 86_400_000
const FIRST = Date.UTC(MIN_YEAR, 0, 1) / DAY_MS
const LAST = Date.UTC(MAX_YEAR, 11, 31) / DAY_MS

/** A calendar day inside the accepted years, as `YYYY-MM-DD`. */
const day = fc
  .integer({ min: FIRST, max: LAST })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10))

const pad = (n: number) => String(n).padStart(2, '0')
const isDay = (s: string) => {
  const date = new Date(`${s}T00:00:00Z`)
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(s) &&
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(s)
  )
}

/* What an xlsx reader hands over for a cell, including the broken ones. */
const cell = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.stringMatching(/^[\d .,:\-+eT/]{0,20}$/)
)

describe('parseDate', () => {
  test('every accepted spelling of a day reads back as that day', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom('iso', 'd.m.', 'dd.mm.', 'd. m. ', 'time', 'isoTime'),
        (iso, form) => {
          const [y, m, d] = iso.split('-').map(Number)
          const text = {
            'iso': iso,
            'd.m.': `${d}.${m}.${y}`,
            'dd.mm.': `${pad(d)}.${pad(m)}.${y}`,
            'd. m. ': `${d}. ${m}. ${y}`,
            'time': `${d}.${m}.${y} 13:45`,
            'isoTime': `${iso}T08:30:00+02:00`,
          }[form]
          expect(parseDate(text)).toBe(iso)
          expect(parseDate(` ${text}\t`)).toBe(iso)
        }
      )
    )
  })

  test('an Excel serial, with or without a time fraction, is its day', () => {
    fc.assert(
      fc.property(day, fc.double({ min: 0, max: 0.999, noNaN: true }), (iso, fraction) => {
        const serial = (Date.parse(`${iso}T00:00:00Z`) - EXCEL_EPOCH) / DAY_MS
        expect(parseDate(serial)).toBe(iso)
        expect(parseDate(serial + fraction)).toBe(iso)
        expect(parseDate(String(serial))).toBe(iso)
      })
    )
  })

  test('a Date cell is its local calendar day', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 23 }), (iso, hour) => {
        const [y, m, d] = iso.split('-').map(Number)
        expect(parseDate(new Date(y, m - 1, d, hour, 30))).toBe(iso)
      })
    )
  })

  test('day and month are never rolled over into another date', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1000, max: 9999 }),
        (d, m, y) => {
          const expected = `${y}-${pad(m)}-${pad(d)}`
          const valid = isDay(expected) && y >= MIN_YEAR && y <= MAX_YEAR
          for (const text of [`${d}.${m}.${y}`, expected]) {
            expect(parseDate(text)).toBe(valid ? expected : undefined)
          }
        }
      )
    )
  })

  test('any cell gives a day within the accepted years or undefined, never a throw', () => {
    fc.assert(
      fc.property(cell, (value) => {
        const result = parseDate(value)
        if (result === undefined) return
        expect(isDay(result)).toBe(true)
        const year = Number(result.slice(0, 4))
        expect(year).toBeGreaterThanOrEqual(MIN_YEAR)
        expect(year).toBeLessThanOrEqual(MAX_YEAR)
      }),
      { numRuns: 2000 }
    )
  })
})

describe('calendar and czDate', () => {
  test('czDate of a day parses back to the same day', () => {
    fc.assert(
      fc.property(day, (iso) => {
        expect(parseDate(czDate(iso))).toBe(iso)
      })
    )
  })

  test('czDate of a moment is its Prague calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: FIRST * DAY_MS, max: LAST * DAY_MS }), (ms) => {
        const moment = new Date(ms)
        const prague = dayIn(moment)
        if (prague.startsWith(String(MAX_YEAR + 1))) return
        expect(parseDate(czDate(moment))).toBe(prague)
      })
    )
  })

  test('czDate of text that is not a calendar day is a dash, not some other date', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .tuple(
              fc.integer({ min: 0, max: 9999 }),
              fc.integer({ min: 0, max: 99 }),
              fc.integer({ min: 0, max: 99 })
            )
            .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`)
        ),
        (text) => {
          const [y, m, d] = text.slice(0, 10).split('-')
          const shown = czDate(text)
          /* PostgreSQL has no year 0, so neither do the screens. */
          if (isDay(text.slice(0, 10)) && y !== '0000')
            expect(shown).toBe(`${Number(d)}. ${Number(m)}. ${y}`)
          else expect(shown).toBe('—')
        }
      )
    )
  })

  test('addDays and daysBetween are inverse', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -5000, max: 5000 }), (iso, n) => {
        const later = addDays(iso, n)
        expect(isDay(later)).toBe(true)
        expect(daysBetween(iso, later)).toBe(n)
        expect(addDays(later, -n)).toBe(iso)
      })
    )
  })
})

/** Groups the digits of an integer by threes with the given separator. */
const group = (digits: string, sep: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, sep)

describe('parseNumber (Czech formats)', () => {
  test('"1 234,50" in any spacing reads as the number it shows', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.stringMatching(/^\d{0,3}$/),
        fc.boolean(),
        fc.constantFrom(' ', '\u00a0', '\u202f', ''),
        (whole, decimals, negative, sep) => {
          const canonical = `${negative ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`
          const czech = `${negative ? '-' : ''}${group(String(whole), sep)}${decimals ? `,${decimals}` : ''}`
          expect(parseNumber(czech)).toBe(Number(canonical))
          expect(parseNumber(` ${czech} `)).toBe(Number(canonical))
        }
      )
    )
  })

  test('czMoney and czNumber parse back to the rounded value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (hellers) => {
        const value = hellers / 100
        expect(parseNumber(czMoney(value))).toBe(value)
        expect(parseNumber(czNumber(value))).toBe(value)
      })
    )
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const money = parseNumber(czMoney(value))!
        expect(Math.abs(money - value)).toBeLessThanOrEqual(0.005 + 1e-6)
        expect(Math.round(money * 100) / 100).toBe(money)
        const three = parseNumber(czNumber(value, 3))!
        expect(Math.abs(three - value)).toBeLessThanOrEqual(0.0005 + 1e-6)
      })
    )
  })

  test('a minus is shown only when the shown value is below zero (no "-0,00")', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: -1e-3, max: 1e-3 })),
        (value) => {
          const money = czMoney(value)
          expect(money.startsWith('-'), money).toBe(parseNumber(money)! < 0)
          const number = czNumber(value, 1)
          expect(number.startsWith('-'), number).toBe(parseNumber(number)! < 0)
        }
      )
    )
  })

  test('a thousands dot with a decimal comma is refused, not misread', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 99 }),
        (n, c) => {
          expect(parseNumber(`${group(String(n), '.')},${pad(c)}`)).toBeUndefined()
        }
      )
    )
  })

  test('any cell gives a finite number or undefined, never NaN, Infinity or a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          cell,
          fc.stringMatching(/^-?\d{1,3}(e\d{1,4})?$/),
          fc.stringMatching(/^[\d\s,.\-+e]{1,12}$/)
        ),
        (value) => {
          const result = parseNumber(value)
          if (result !== undefined) expect(Number.isFinite(result)).toBe(true)
        }
      ),
      { numRuns: 2000 }
    )
  })

  test('text with a letter other than an exponent is not a number', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...'abcdfxKčks%$'),
        fc.string(),
        (before, letter, after) => {
          expect(parseNumber(`${before}${letter}${after}`)).toBeUndefined()
        }
      )
    )
  })
})
