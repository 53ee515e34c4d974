import { describe, expect, test } from 'vitest'
import { converters } from '#exports/rules/row_converters'

const ctx = { hasColumn: (f: string) => f !== 'none', otcHeaderIsRx: false }
const getter = (values: Record<string, unknown>) => (field: string) => values[field] ?? null

describe('sklad rows', () => {
  const ok = {
    pdk: 'A1',
    nazev: 'PARALEN',
    mnozstvi: 5,
    exspirace: '1.2.2027',
    ncsd: '12,50',
    kodVZP: 12345,
  }

  test('a valid row is typed', () => {
    expect(converters.sklad(getter(ok), ctx)).toEqual({
      row: {
        pdk: 'A1',
        nazev: 'PARALEN',
        mnozstvi: 5,
        kodVZP: '0012345',
        sarze: null,
        exspirace: '2027-02-01',
        ncsd: 12.5,
        pc: null,
        dodavatel: null,
      },
    })
  })

  test.each([
    [{ pdk: null }, 'chybí PDK'],
    [{ nazev: '  ' }, 'chybí Název'],
    [{ mnozstvi: null }, 'chybí Množství'],
    [{ mnozstvi: 'pět' }, 'neplatné číslo ve sloupci Množství'],
    [{ mnozstvi: -2 }, 'záporné množství'],
    [{ exspirace: '1.1.9999' }, 'neplatné datum ve sloupci Exspirace'],
    [{ exspirace: '31.2.2027' }, 'neplatné datum ve sloupci Exspirace'],
    [{ ncsd: -1 }, 'záporná cena'],
    [{ pdk: 'X'.repeat(51) }, 'PDK je příliš dlouhé'],
  ])('%j is skipped: %s', (patch, reason) => {
    expect(converters.sklad(getter({ ...ok, ...patch }), ctx)).toEqual({ reason })
  })
})

describe('pohyby rows', () => {
  test('a sale by type; without a type column a negative quantity is a sale', () => {
    const row = { datum: 46347, pdk: 'A1', mnozstvi: -2, typ: 'Prodej' }
    expect(converters.pohyby(getter(row), ctx)).toMatchObject({
      row: { datum: '2026-11-21', isSale: true, typ: 'Prodej', sarze: '' },
    })
    const untyped = { hasColumn: (f: string) => f !== 'typ', otcHeaderIsRx: false }
    expect(converters.pohyby(getter({ ...row, typ: null }), untyped)).toMatchObject({
      row: { isSale: true, typ: '' },
    })
    expect(converters.pohyby(getter({ ...row, typ: null, mnozstvi: 3 }), untyped)).toMatchObject({
      row: { isSale: false },
    })
  })

  test('a missing date skips the row', () => {
    expect(converters.pohyby(getter({ pdk: 'A1', mnozstvi: 1 }), ctx)).toEqual({
      reason: 'chybí Datum',
    })
  })
})

describe('karty rows', () => {
  test('Volně prodejný values, and an rx header inverts yes/no', () => {
    expect(converters.karty(getter({ pdk: 'A', nazev: 'B', otc: 'ano' }), ctx)).toMatchObject({
      row: { otc: true },
    })
    expect(
      converters.karty(getter({ pdk: 'A', nazev: 'B', otc: 'ano' }), {
        ...ctx,
        otcHeaderIsRx: true,
      })
    ).toMatchObject({ row: { otc: false } })
    expect(converters.karty(getter({ pdk: 'A', nazev: 'B', otc: 'možná' }), ctx)).toEqual({
      reason: 'neplatná hodnota ve sloupci Volně prodejný',
    })
  })
})
