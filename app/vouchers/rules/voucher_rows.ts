/*
| The voucher export of DOMAIN.md "Vouchers": its columns (matched like every export
| header, API.md) and one spreadsheet row → a voucher, or the Czech reason it is skipped.
*/
import type { ColumnSpec } from '#core/sheets/header_matching'
import { parseDate, parseNumber, parseText } from '#core/sheets/cell_parsing'

const col = (field: string, label: string, aliases: string[], required = false): ColumnSpec => ({
  field,
  label,
  aliases,
  required,
})

export const VOUCHER_COLUMNS: ColumnSpec[] = [
  col('datum', 'Datum', ['datum'], true),
  col('cislo', 'Číslo poukazu', ['cislo poukazu', 'cislo'], true),
  col('castka', 'Částka', ['castka'], true),
  col('pojistovna', 'Pojišťovna', ['pojistovna', 'zdravotni pojistovna', 'zp']),
  col('lekar', 'Lékař', ['lekar']),
  col('stav', 'Stav', ['stav']),
]

export type Voucher = {
  datum: string
  cislo: string
  castka: number
  pojistovna: string | null
  lekar: string | null
  stav: string | null
}

type Get = (field: string) => unknown

class Skip extends Error {}

function text(get: Get, field: string, label: string, max: number, required = false) {
  const value = parseText(get(field))
  if (value === null && required) throw new Skip(`chybí ${label}`)
  if (value !== null && value.length > max) throw new Skip(`${label} je příliš dlouhé`)
  return value
}

function build(get: Get, date1904: boolean): Voucher {
  if (parseText(get('datum')) === null) throw new Skip('chybí Datum')
  const datum = parseDate(get('datum'), date1904)
  if (datum === undefined) throw new Skip('neplatné datum ve sloupci Datum')
  const cislo = text(get, 'cislo', 'Číslo poukazu', 100, true)!
  if (parseText(get('castka')) === null) throw new Skip('chybí Částka')
  const castka = parseNumber(get('castka'))
  if (castka === undefined || Math.abs(castka) >= 1e9) {
    throw new Skip('neplatné číslo ve sloupci Částka')
  }
  return {
    datum,
    cislo,
    castka: Math.round(castka * 100) / 100,
    pojistovna: text(get, 'pojistovna', 'Pojišťovna', 200),
    lekar: text(get, 'lekar', 'Lékař', 500),
    stav: text(get, 'stav', 'Stav', 100),
  }
}

/**
 * A row missing its date, number or amount, or with a cell unparsable, is skipped. A serial
 * date counts from 1904 when the workbook says so.
 */
export function voucherRow(get: Get, date1904 = false): { row: Voucher } | { reason: string } {
  try {
    return { row: build(get, date1904) }
  } catch (error) {
    if (error instanceof Skip) return { reason: error.message }
    throw error
  }
}
