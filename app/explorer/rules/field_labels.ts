/*
| The data explorer's fields in the user's words (issue #25): its table's headers and its
| Excel export's. The API keeps the field names; `version` is the optimistic-lock counter
| of a pool item, nothing an admin reads, so the screen leaves it out.
*/
export const EXPLORER_FIELD_LABELS: Record<string, string> = {
  firma: 'Firma',
  pharmacyCode: 'Pobočka',
  pdk: 'PDK',
  nazev: 'Název',
  kodVZP: 'Kód SÚKL',
  sarze: 'Šarže',
  exspirace: 'Exspirace',
  mnozstvi: 'Množství',
  ncsd: 'NCSD',
  pc: 'PC',
  dodavatel: 'Dodavatel',
  minStock: 'Min. zásoba',
  maxStock: 'Max. zásoba',
  vyrobce: 'Výrobce',
  otc: 'Volně prodejný',
  datum: 'Datum',
  typ: 'Typ pohybu',
  cena: 'Cena',
  prodej: 'Prodej',
  stav: 'Stav',
  targetPharmacyCode: 'Cíl',
  probability: 'Pravděpodobnost',
  version: 'Verze',
}

/** Fields the explorer's table does not show (the export keeps every field). */
export const EXPLORER_HIDDEN_FIELDS = new Set(['version'])

export function explorerFieldLabel(field: string): string {
  return EXPLORER_FIELD_LABELS[field] ?? field
}
