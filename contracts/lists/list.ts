/*
| What a list is, declared once for both halves (issue #37): the row a list answers, the
| fields it sorts by, its filters, the headers of its columns and of its Excel workbook.
| A list's module in contracts/lists/ is pure (types and constants, no server and no
| browser import): the server's query and export (app/<domain>/queries) and the SPA's hook
| and columns (web/src/features/<feature>) import it, so a renamed field fails to compile
| on both sides. app/core/list_contract.ts parses a request by it.
*/

export type Dir = 'asc' | 'desc'

export type FilterDef =
  | { kind: 'enum'; values: readonly string[] }
  /** A branch code, normalised as everywhere (leading zeros stripped). */
  | { kind: 'code' }
  /** A branch by its code or a part of its name (the list matches either; issue #36). */
  | { kind: 'branch' }
  /** A calendar day `YYYY-MM-DD`. */
  | { kind: 'date' }
  | { kind: 'boolean' }
  | { kind: 'text'; maxLength?: number }

/** The parameters a list answers to besides page and limit (API.md "Paged lists"). */
export interface ListContract<S extends string = string, F extends string = string> {
  sorts: readonly S[]
  filters?: { readonly [K in F]: FilterDef }
  /** Lists that do not search have no `q`. */
  search?: boolean
  /** A page's size without `limit` where the spec names one (admin users: 10). */
  defaultLimit?: number
}

/** A column of the list's workbook: the screen's header of `key`, unless `header` says otherwise. */
export interface ExcelColumnDef {
  key: string
  header?: string
  width?: number
}

/** "Exportovat do Excelu": the download's name, its sheet and its columns in order. */
export interface ExcelDef {
  /** The download's name without the day and extension, ASCII (`statistiky_poolu`). */
  fileName: string
  /** The sheet's name, at most 31 characters. */
  sheet: string
  columns: readonly ExcelColumnDef[]
}

/** One list, both halves: the contract the server parses, plus the texts screen and workbook show. */
export interface ListDef<S extends string = string, F extends string = string> extends ListContract<
  S,
  F
> {
  /** The screen's column headers by column id (Czech, exactly as the spec writes them). */
  headers: { readonly [id: string]: string }
  excel?: ExcelDef
}

/**
 * Declares a list keeping its literal types: `SortOf<typeof poolStatsList>` is
 * `'pobocka' | 'nazev' | …`, not `string`, so a column sorting by a key the list does not
 * have fails to compile.
 */
export function defineList<const L extends ListDef>(list: L): L {
  return list
}

/** The sort keys of a list: what `sort` may be and what a column's `sortField` may name. */
export type SortOf<L extends ListContract> = L['sorts'][number]

/** The names of a list's filters. */
export type FilterOf<L extends ListContract> = keyof NonNullable<L['filters']> & string

/** The keys of the list's workbook columns: the values the server's export supplies. */
export type ExcelKeyOf<L extends ListDef> = NonNullable<L['excel']>['columns'][number]['key']

/** The workbook's headers in order. */
export function excelHeaders(list: ListDef) {
  return (list.excel?.columns ?? []).map((c) => c.header ?? list.headers[c.key] ?? c.key)
}

/** The file name the SPA saves the workbook as, `statistiky_poolu.xlsx`. */
export const excelFileName = (list: ListDef) => `${list.excel?.fileName ?? 'export'}.xlsx`
