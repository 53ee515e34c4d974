import { parseOtc, parseSuklCode } from '#core/sheets/cell_parsing'
import { convert, date, number, present, Skip, text, type Get } from '#core/sheets/row_converters'
import { isSale } from '#exports/rules/movements'
import { normalizeGtin } from '#core/gtin'

/*
| One export row → a typed row, or the Czech reason it is skipped. A required cell that
| is empty or unparsable skips the row; so does an optional cell that is present but
| unparsable (a wrong expiry or price would silently corrupt the lists).
*/

export type Context = {
  hasColumn: (field: string) => boolean
  otcHeaderIsRx: boolean
  /** The workbook counts serial dates from 1904 (cell_parsing.ts). */
  date1904?: boolean
}

/*
| A GTIN that is no GTIN (letters, wrong length or check digit) is dropped, not skipped:
| it only serves scanning at receipt, which falls back to the lot, while a skipped stock
| row would hide the lot from every list. Absent, it is left out of the row (stored as null).
*/
const gtin = (get: Get) => normalizeGtin(get('gtin')) ?? undefined

export type SkladRow = ReturnType<typeof skladRow>
function skladRow(get: Get, ctx: Context) {
  const mnozstvi = number(get, 'mnozstvi', 'Množství', true)!
  if (mnozstvi < 0) throw new Skip('záporné množství')
  const ncsd = number(get, 'ncsd', 'NCSD')
  const pc = number(get, 'pc', 'PC')
  if ((ncsd ?? 0) < 0 || (pc ?? 0) < 0) throw new Skip('záporná cena')
  return {
    pdk: text(get, 'pdk', 'PDK', 50, true)!,
    nazev: text(get, 'nazev', 'Název', 500, true)!,
    mnozstvi,
    kodVZP: parseSuklCode(text(get, 'kodVZP', 'Kód VZP', 20)),
    sarze: text(get, 'sarze', 'Šarže', 100),
    exspirace: date(get, ctx, 'exspirace', 'Exspirace'),
    ncsd,
    pc,
    dodavatel: text(get, 'dodavatel', 'Dodavatel', 500),
    gtin: gtin(get),
  }
}

export type KartyRow = ReturnType<typeof kartyRow>
function kartyRow(get: Get, ctx: Context) {
  const otcRaw = get('otc')
  const otc = present(otcRaw) ? parseOtc(otcRaw, ctx.otcHeaderIsRx) : null
  if (present(otcRaw) && otc === null) throw new Skip('neplatná hodnota ve sloupci Volně prodejný')
  return {
    pdk: text(get, 'pdk', 'PDK', 50, true)!,
    nazev: text(get, 'nazev', 'Název', 500, true)!,
    kodVZP: parseSuklCode(text(get, 'kodVZP', 'Kód VZP', 20)),
    minStock: number(get, 'minStock', 'Min. zásoba'),
    maxStock: number(get, 'maxStock', 'Max. zásoba'),
    dodavatel: text(get, 'dodavatel', 'Dodavatel', 500),
    vyrobce: text(get, 'vyrobce', 'Výrobce', 500),
    otc,
    gtin: gtin(get),
  }
}

export type PohybRow = ReturnType<typeof pohybRow>
function pohybRow(get: Get, ctx: Context) {
  const mnozstvi = number(get, 'mnozstvi', 'Množství', true)!
  const typ = text(get, 'typ', 'Typ', 50)
  return {
    datum: date(get, ctx, 'datum', 'Datum', true)!,
    pdk: text(get, 'pdk', 'PDK', 50, true)!,
    mnozstvi,
    typ: typ ?? '',
    cena: number(get, 'cena', 'Cena'),
    sarze: text(get, 'sarze', 'Šarže', 100) ?? '',
    isSale: isSale(typ, mnozstvi, ctx.hasColumn('typ')),
  }
}

export type OdpisRow = ReturnType<typeof odpisRow>
function odpisRow(get: Get, ctx: Context) {
  return {
    datum: date(get, ctx, 'datum', 'Datum', true)!,
    pdk: text(get, 'pdk', 'PDK', 50, true)!,
    mnozstvi: number(get, 'mnozstvi', 'Množství', true)!,
    sarze: text(get, 'sarze', 'Šarže', 100),
    exspirace: date(get, ctx, 'exspirace', 'Exspirace'),
    duvod: text(get, 'duvod', 'Důvod', 500),
    cena: number(get, 'cena', 'Cena'),
  }
}

export const converters = {
  sklad: (get: Get, ctx: Context) => convert(() => skladRow(get, ctx)),
  karty: (get: Get, ctx: Context) => convert(() => kartyRow(get, ctx)),
  pohyby: (get: Get, ctx: Context) => convert(() => pohybRow(get, ctx)),
  odpisy: (get: Get, ctx: Context) => convert(() => odpisRow(get, ctx)),
}
