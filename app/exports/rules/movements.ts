/*
| A movement is a sale when its type starts with `prodej` or `výdej` (any case, any
| diacritics), or, without a type column, when its quantity is negative.
*/
/* A branch system uses a handful of type names; normalise each once. */
const saleTypes = new Map<string, boolean>()

function isSaleType(typ: string): boolean {
  let sale = saleTypes.get(typ)
  if (sale === undefined) {
    const normalized = typ
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim()
      .toLowerCase()
    sale = normalized.startsWith('prodej') || normalized.startsWith('vydej')
    if (saleTypes.size < 1000) saleTypes.set(typ, sale)
  }
  return sale
}

export function isSale(typ: string | null, quantity: number, hasTypeColumn: boolean): boolean {
  if (!hasTypeColumn) return quantity < 0
  return isSaleType(typ ?? '')
}
