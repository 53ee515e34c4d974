/*
| A movement is a sale when its type starts with `prodej` or `výdej` (any case, any
| diacritics), or, without a type column, when its quantity is negative.
*/
export function isSale(typ: string | null, quantity: number, hasTypeColumn: boolean): boolean {
  if (!hasTypeColumn) return quantity < 0
  const normalized = (typ ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
  return normalized.startsWith('prodej') || normalized.startsWith('vydej')
}
