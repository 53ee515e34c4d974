import { describe, expect, test } from 'vitest'
import { DAY_FORMAT_MESSAGE, formatCzechDay, parseCzechDay } from '#core/czech_date'

describe('parseCzechDay: what staff type, read as the day they meant', () => {
  test.each([
    ['15. 3. 2027', '2027-03-15'],
    ['15.3.2027', '2027-03-15'],
    ['15.03.2027', '2027-03-15'],
    ['15. 03. 2027', '2027-03-15'],
    ['15 . 3 . 2027', '2027-03-15'],
    ['15. 3. 27', '2027-03-15'],
    ['15.3.27', '2027-03-15'],
    ['15.3.27.', '2027-03-15'],
    ['15. 3. 2027.', '2027-03-15'],
    ['  15.3.2027  ', '2027-03-15'],
    ['15 3 2027', '2027-03-15'],
    ['15/3/2027', '2027-03-15'],
    ['15-3-2027', '2027-03-15'],
    /* The browser's date input took this for 3 December 2027. */
    ['15032027', '2027-03-15'],
    ['150327', '2027-03-15'],
    ['01012030', '2030-01-01'],
    ['1.1.30', '2030-01-01'],
    ['29. 2. 2028', '2028-02-29'],
    ['31.12.99', '2099-12-31'],
    ['2027-03-15', '2027-03-15'],
    ['2027-3-5', '2027-03-05'],
  ])('%j → %s', (text, value) => {
    expect(parseCzechDay(text)).toEqual({ kind: 'day', value })
  })

  test.each(['', '   ', '.'])('%j is no date at all', (text) => {
    expect(parseCzechDay(text)).toEqual({ kind: 'empty' })
  })

  test.each([
    ['zítra', DAY_FORMAT_MESSAGE],
    ['15.3.', DAY_FORMAT_MESSAGE],
    ['15. 3.', DAY_FORMAT_MESSAGE],
    ['1503', DAY_FORMAT_MESSAGE],
    ['1532027', DAY_FORMAT_MESSAGE],
    ['15.3.202', DAY_FORMAT_MESSAGE],
    ['3/15/2027 12:00', DAY_FORMAT_MESSAGE],
    ['15,3,2027', DAY_FORMAT_MESSAGE],
    ['mm/dd/yyyy', DAY_FORMAT_MESSAGE],
    ['31. 2. 2027', 'Datum 31. 2. 2027 neexistuje.'],
    ['29.2.2027', 'Datum 29. 2. 2027 neexistuje.'],
    ['3/15/2027', 'Datum 3. 15. 2027 neexistuje.'],
    ['32012027', 'Datum 32. 1. 2027 neexistuje.'],
    ['00.1.2027', 'Datum 0. 1. 2027 neexistuje.'],
    ['15.0.2027', 'Datum 15. 0. 2027 neexistuje.'],
    ['15.3.0027', 'Rok musí být mezi 1900 a 2199.'],
    ['15.3.2500', 'Rok musí být mezi 1900 a 2199.'],
  ])('%j is refused: %s', (text, message) => {
    expect(parseCzechDay(text)).toEqual({ kind: 'invalid', message })
  })
})

describe('formatCzechDay', () => {
  test.each([
    ['2027-03-15', '15. 3. 2027'],
    ['2030-01-01', '1. 1. 2030'],
    ['2027-12-31', '31. 12. 2027'],
    ['není', 'není'],
  ])('%s → %s', (value, text) => {
    expect(formatCzechDay(value)).toBe(text)
  })

  test('what it writes reads back as the same day', () => {
    for (const value of ['2027-03-15', '2030-01-01', '2028-02-29', '2099-12-31']) {
      expect(parseCzechDay(formatCzechDay(value))).toEqual({ kind: 'day', value })
    }
  })
})
