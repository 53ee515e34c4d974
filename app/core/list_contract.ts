import { errors as vineErrors } from '@vinejs/vine'
import { domain } from '#config/domain'
import { isCalendarDay } from '#core/calendar'
import { normalizePharmacyCode } from '#core/branch_code'
import { foldText } from '#core/fold_text'
import type { Dir, FilterDef, ListContract } from '#contracts/lists/list'

/*
| The list contract of every list a screen shows (API.md "Paged lists", issue #16):
| `page` (from 1), `limit` (default 50, at most 500), `sort` (a field of the items exactly
| as the API returns them), `dir` (asc | desc), `q` (case- and diacritics-insensitive
| substring) and the list's own filters. A bad value of any of them is 422 with a Czech
| message naming the parameter. Without `page` and `limit` a list answers whole, as the
| spec's call tables say; `q`, `sort` and filters still narrow and order it.
*/

export type { Dir, FilterDef, ListContract } from '#contracts/lists/list'

export type FilterValue = string | boolean

export interface ListParams<S extends string = string, F extends string = string> {
  /** Null when neither `page` nor `limit` was asked for: the whole list. */
  page: { number: number; limit: number; offset: number } | null
  sort: S | null
  dir: Dir
  /** Trimmed; null when absent or blank. */
  q: string | null
  filters: Partial<Record<F, FilterValue>>
}

const SEARCH_MAX = 100
const FILTER_TEXT_MAX = 100
/* A page past any real list is just empty; the offset stays inside PostgreSQL's bigint. */
const PAGE_MAX = 1_000_000

class ListQueryError extends Error {
  constructor(
    readonly field: string,
    readonly rule: string,
    message: string
  ) {
    super(message)
  }
}

function single(qs: Record<string, unknown>, name: string): string | undefined {
  const value = qs[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string')
    throw new ListQueryError(name, 'single', `Parametr ${name} smí být v adrese jen jednou.`)
  return value
}

function positiveInteger(value: string, name: string, max: number) {
  if (!/^-?\d{1,12}$/.test(value.trim()))
    throw new ListQueryError(name, 'withoutDecimals', `Pole ${name} musí být celé číslo.`)
  const n = Number(value)
  if (n < 1) throw new ListQueryError(name, 'min', `Pole ${name} musí být alespoň 1.`)
  if (n > max) throw new ListQueryError(name, 'max', `Pole ${name} smí být nejvýše ${max}.`)
  return n
}

function parseFilter(name: string, raw: string, def: FilterDef): FilterValue | undefined {
  const value = raw.trim()
  if (value === '') return undefined
  switch (def.kind) {
    case 'enum':
      if (!def.values.includes(value))
        throw new ListQueryError(
          name,
          'enum',
          `Pole ${name} musí být jedna z hodnot: ${def.values.join(', ')}.`
        )
      return value
    case 'code': {
      if (!/^[A-Za-z0-9 ]{1,20}$/.test(value))
        throw new ListQueryError(name, 'code', `Pole ${name} musí být kód pobočky.`)
      return normalizePharmacyCode(value)!
    }
    case 'date':
      if (!isCalendarDay(value))
        throw new ListQueryError(name, 'date', `Pole ${name} musí být datum ve tvaru RRRR-MM-DD.`)
      return value
    case 'boolean':
      if (['true', '1'].includes(value)) return true
      if (['false', '0'].includes(value)) return false
      throw new ListQueryError(name, 'boolean', `Pole ${name} musí být true nebo false.`)
    case 'branch':
      if (value.length > FILTER_TEXT_MAX)
        throw new ListQueryError(
          name,
          'maxLength',
          `Pole ${name} smí mít nejvýše ${FILTER_TEXT_MAX} znaků.`
        )
      return value
    case 'text':
      if (value.length > (def.maxLength ?? FILTER_TEXT_MAX))
        throw new ListQueryError(
          name,
          'maxLength',
          `Pole ${name} smí mít nejvýše ${def.maxLength ?? FILTER_TEXT_MAX} znaků.`
        )
      return value
  }
}

function parse<S extends string, F extends string>(
  qs: Record<string, unknown>,
  contract: ListContract<S, F>
): ListParams<S, F> {
  const rawPage = single(qs, 'page')
  const rawLimit = single(qs, 'limit')
  const max = domain.LIST_MAX_LIMIT
  const pageNumber = rawPage === undefined ? 1 : positiveInteger(rawPage, 'page', PAGE_MAX)
  const limit =
    rawLimit === undefined
      ? (contract.defaultLimit ?? domain.LIST_DEFAULT_LIMIT)
      : positiveInteger(rawLimit, 'limit', max)
  const page =
    rawPage === undefined && rawLimit === undefined
      ? null
      : { number: pageNumber, limit, offset: (pageNumber - 1) * limit }

  const rawSort = single(qs, 'sort')?.trim() || undefined
  if (rawSort !== undefined && !contract.sorts.includes(rawSort as S)) {
    const allowed = contract.sorts.length ? contract.sorts.join(', ') : 'nelze řadit'
    throw new ListQueryError(
      'sort',
      'sort',
      `Podle pole „${rawSort.slice(0, 50)}“ nelze řadit. Řadit lze podle: ${allowed}.`
    )
  }
  const rawDir = single(qs, 'dir')?.trim() || undefined
  if (rawDir !== undefined && rawDir !== 'asc' && rawDir !== 'desc')
    throw new ListQueryError('dir', 'enum', 'Pole dir musí být jedna z hodnot: asc, desc.')

  const rawQ = contract.search === false ? undefined : single(qs, 'q')
  if (rawQ !== undefined && rawQ.length > SEARCH_MAX)
    throw new ListQueryError('q', 'maxLength', `Pole q smí mít nejvýše ${SEARCH_MAX} znaků.`)

  const filters: Partial<Record<F, FilterValue>> = {}
  for (const [name, def] of Object.entries(contract.filters ?? {}) as [F, FilterDef][]) {
    const raw = single(qs, name)
    if (raw === undefined) continue
    const value = parseFilter(name, raw, def)
    if (value !== undefined) filters[name] = value
  }

  return {
    page,
    sort: (rawSort as S | undefined) ?? null,
    dir: (rawDir as Dir | undefined) ?? 'asc',
    q: rawQ?.trim() || null,
    filters,
  }
}

/**
 * The list parameters of a request's query string, or a 422 (`VALIDATION_ERROR` with the
 * parameter in `errors[].field` and a Czech message).
 */
export function parseListParams<S extends string, F extends string = never>(
  qs: Record<string, unknown>,
  contract: ListContract<S, F>
): ListParams<S, F> {
  try {
    return parse(qs, contract)
  } catch (error) {
    if (!(error instanceof ListQueryError)) throw error
    throw new vineErrors.E_VALIDATION_ERROR([
      { field: error.field, rule: error.rule, message: error.message },
    ])
  }
}

/** The parameters of a request that asked for none of them: the whole list in its own order. */
export function wholeList<S extends string = string, F extends string = string>(): ListParams<
  S,
  F
> {
  return { page: null, sort: null, dir: 'asc', q: null, filters: {} }
}

/** Whether the request asks for the list as an Excel workbook (`?format=xlsx`). */
export function wantsXlsx(qs: Record<string, unknown>) {
  return qs.format === 'xlsx'
}

/** `q` as a LIKE pattern over folded text: `%…%`, with LIKE's own characters escaped. */
export function foldedPattern(q: string) {
  return `%${foldText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** A `q` that could be a branch code, normalised; null for anything else. */
export function codeOf(q: string) {
  return /^[A-Za-z0-9]{1,20}$/.test(q) ? normalizePharmacyCode(q) : null
}
