/*
| DOMAIN.md "Watchlists": a medicine matches when its SÚKL code starts with the query or its
| name contains it, ignoring case and diacritics. Names are folded in the database
| (fold_text() = lower(unaccent())); the query is folded by the same function, and these
| rules trim it, escape the LIKE wildcards a user may type and pick the index to use.
*/

/** The query as searched: trimmed, inner runs of spaces collapsed. */
export function searchText(q: string) {
  return q.trim().replace(/\s+/g, ' ')
}

/** Whether the query is long enough to search (`min` characters after trimming). */
export function isSearchable(q: string, min: number) {
  return [...searchText(q)].length >= min
}

/** `50%_x` → `50\%\_x`: the user's text matched literally inside a LIKE pattern. */
export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The LIKE pattern of codes starting with the query. */
export function suklPrefixPattern(q: string) {
  return `${escapeLike(searchText(q))}%`
}

/** The LIKE pattern of folded names containing the folded query. */
export function nameSubstringPattern(folded: string) {
  return `%${escapeLike(folded)}%`
}

/*
| pg_trgm takes trigrams only from runs of 3+ letters or digits; for a shorter query its
| index would be read whole and every row rechecked (~0.5 s), so such a query scans the
| list in name order instead and stops at the result limit.
*/
export function trigramSearchable(folded: string) {
  return /[\p{L}\p{N}]{3,}/u.test(folded)
}

/** The same folding as the database's fold_text(), for comparing names in code. */
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}
