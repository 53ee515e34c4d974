import { parseNumber, parseSuklCode, parseText } from '#core/sheets/cell_parsing'
import type { Converted, Get } from '#core/sheets/row_converters'

/*
| One price-list row → a typed row, or the Czech reason it is skipped. As with exports, a
| required cell that is empty or unparsable skips the row, and so does an optional cell
| that is present but unparsable (a wrong price would silently corrupt the reports).
| Publishers write "no amount" as an empty cell or a dash, and an amount as text may
| carry its currency (`12,50 Kč`); a pack count may carry its unit (`10 ks`).
*/

/* Prices are stored as numeric(14,4); anything this large is a typing error. */
const MAX_AMOUNT = 1_000_000_000

class Skip extends Error {}

function text(get: Get, field: string, label: string, max: number) {
  const value = parseText(get(field))
  if (value !== null && value.length > max) throw new Skip(`${label} je příliš dlouhé`)
  return value
}

function sukl(get: Get) {
  const value = parseSuklCode(get('sukl'))
  if (value !== null && value.length > 20) throw new Skip('Kód SÚKL je příliš dlouhý')
  return value
}

const NO_VALUE = /^[-–—]$/
const UNIT = /\s*(?:kč|czk|ks|bal)\.?$/i

function amount(get: Get, field: string, label: string, required = false) {
  let raw = get(field)
  if (typeof raw === 'string') raw = raw.trim().replace(UNIT, '')
  if (parseText(raw) === null || NO_VALUE.test(String(raw))) {
    if (required) throw new Skip(`chybí ${label}`)
    return null
  }
  const value = parseNumber(raw)
  if (value === undefined || Math.abs(value) >= MAX_AMOUNT) {
    throw new Skip(`neplatné číslo ve sloupci ${label}`)
  }
  if (value < 0) throw new Skip(`záporná hodnota ve sloupci ${label}`)
  return value
}

function convert<T>(build: () => T): Converted<T> {
  try {
    return { row: build() }
  } catch (error) {
    if (error instanceof Skip) return { reason: error.message }
    throw error
  }
}

export type LeafletRow = {
  sukl: string | null
  pdk: string | null
  nazev: string
  akcniNakupni: number
  akcniProdejni: number | null
  dodavatel: string | null
  minOdber: number | null
}

export function leafletRow(get: Get): Converted<LeafletRow> {
  return convert(() => {
    const code = sukl(get)
    const pdk = text(get, 'pdk', 'PDK', 50)
    if (code === null && pdk === null) throw new Skip('chybí Kód SÚKL i PDK')
    const nazev = text(get, 'nazev', 'Název', 500)
    if (nazev === null) throw new Skip('chybí Název')
    return {
      sukl: code,
      pdk,
      nazev,
      akcniNakupni: amount(get, 'akcniNakupni', 'Akční nákupní cena', true)!,
      akcniProdejni: amount(get, 'akcniProdejni', 'Akční prodejní cena'),
      dodavatel: text(get, 'dodavatel', 'Dodavatel', 500),
      minOdber: amount(get, 'minOdber', 'Min. odběr'),
    }
  })
}

export type UhradyRow = {
  sukl: string
  nazev: string
  uhrada: number
  doplnek: string | null
  maxCena: number | null
  doplatek: number | null
  doplatekLimit: number | null
  doplatekZvysena: number | null
  doplatekZvysenaLimit: number | null
}

export function uhradyRow(get: Get): Converted<UhradyRow> {
  return convert(() => {
    const code = sukl(get)
    if (code === null) throw new Skip('chybí Kód SÚKL')
    const nazev = text(get, 'nazev', 'Název', 500)
    if (nazev === null) throw new Skip('chybí Název')
    return {
      sukl: code,
      nazev,
      uhrada: amount(get, 'uhrada', 'Úhrada', true)!,
      doplnek: text(get, 'doplnek', 'Doplněk', 300),
      maxCena: amount(get, 'maxCena', 'Max. cena'),
      doplatek: amount(get, 'doplatek', 'Doplatek pacienta'),
      doplatekLimit: amount(get, 'doplatekLimit', 'Doplatek pacienta do limitu'),
      doplatekZvysena: amount(get, 'doplatekZvysena', 'Doplatek při zvýšené úhradě'),
      doplatekZvysenaLimit: amount(get, 'doplatekZvysenaLimit', 'Doplatek zvýšené do limitu'),
    }
  })
}
