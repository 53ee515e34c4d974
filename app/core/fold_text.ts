/*
| Text folded for search: lower case without diacritics, the same folding as the database's
| fold_text(). Its own file so the SPA can share it without the list contract's VineJS.
*/
export function foldText(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}
