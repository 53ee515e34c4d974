/*
| Header matching of DOMAIN.md / API.md: trim, lower-case, drop diacritics, turn
| punctuation into spaces and collapse spaces; then each field takes the first header
| that equals one of its aliases, in alias order.
*/

export type ColumnSpec = { field: string; label: string; aliases: string[]; required: boolean }

export function normalizeHeader(value: unknown): string {
  return String(value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.,:;()/\-_]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

export type ColumnMatch = { columns: Record<string, number>; missing: ColumnSpec[] }

/** Maps each field to the index of its header cell; lists the required fields not found. */
export function matchColumns(headers: unknown[], specs: ColumnSpec[]): ColumnMatch {
  const normalized = headers.map(normalizeHeader)
  const columns: Record<string, number> = {}
  const missing: ColumnSpec[] = []
  for (const spec of specs) {
    let index = -1
    for (const alias of spec.aliases) {
      index = normalized.indexOf(alias)
      if (index !== -1) break
    }
    if (index !== -1) columns[spec.field] = index
    else if (spec.required) missing.push(spec)
  }
  return { columns, missing }
}
