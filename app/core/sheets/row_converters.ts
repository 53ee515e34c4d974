import { parseDate, parseNumber, parseText } from '#core/sheets/cell_parsing'

/*
| One sheet row → a typed row, or the Czech reason it is skipped. A domain's converter reads
| its cells with these helpers inside `convert`: a helper that finds a required cell empty or
| a present cell unparsable throws, and `convert` turns that into the row's reason.
*/

export type Get = (field: string) => unknown
export type Converted<T> = { row: T } | { reason: string }
export class Skip extends Error {}

export const present = (value: unknown) => parseText(value) !== null

export function text(get: Get, field: string, label: string, max: number, required = false) {
  const value = parseText(get(field))
  if (value === null && required) throw new Skip(`chybí ${label}`)
  if (value !== null && value.length > max) throw new Skip(`${label} je příliš dlouhé`)
  return value
}

export function number(get: Get, field: string, label: string, required = false) {
  const raw = get(field)
  if (!present(raw)) {
    if (required) throw new Skip(`chybí ${label}`)
    return null
  }
  const value = parseNumber(raw)
  if (value === undefined) throw new Skip(`neplatné číslo ve sloupci ${label}`)
  return value
}

export function date(
  get: Get,
  ctx: { date1904?: boolean },
  field: string,
  label: string,
  required = false
) {
  const raw = get(field)
  if (!present(raw)) {
    if (required) throw new Skip(`chybí ${label}`)
    return null
  }
  const value = parseDate(raw, ctx.date1904)
  if (value === undefined) throw new Skip(`neplatné datum ve sloupci ${label}`)
  return value
}

export function convert<T>(build: () => T): Converted<T> {
  try {
    return { row: build() }
  } catch (error) {
    if (error instanceof Skip) return { reason: error.message }
    throw error
  }
}
