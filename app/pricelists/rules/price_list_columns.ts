import type { ColumnMatch, ColumnSpec } from '#exports/rules/header_matching'

/* The two price lists of DOMAIN.md "Price lists", with their aliases in the order they are tried. */

export type PriceListKind = 'leaflet' | 'uhrady'

const col = (field: string, label: string, aliases: string[], required = false): ColumnSpec => ({
  field,
  label,
  aliases,
  required,
})

const NAZEV = col('nazev', 'Název', ['nazev', 'nazev pripravku'], true)

export const PRICE_LIST_COLUMNS: Record<PriceListKind, ColumnSpec[]> = {
  leaflet: [
    /* Kód SÚKL or PDK: at least one of the two (checked by missingColumns). */
    col('sukl', 'Kód SÚKL', ['kod sukl', 'sukl', 'kod vzp', 'kod']),
    col('pdk', 'PDK', ['pdk', 'kod pdk']),
    NAZEV,
    col('akcniNakupni', 'Akční nákupní cena', ['akcni nakupni cena', 'nakupni cena'], true),
    col('akcniProdejni', 'Akční prodejní cena', ['akcni prodejni cena', 'akcni cena']),
    col('dodavatel', 'Dodavatel', ['dodavatel']),
    col('minOdber', 'Min. odběr', ['min odber', 'minimalni odber']),
  ],
  uhrady: [
    col('sukl', 'Kód SÚKL', ['kod sukl', 'kod'], true),
    NAZEV,
    col('uhrada', 'Úhrada', ['uhrada', 'uhrada zp'], true),
    col('doplnek', 'Doplněk', ['doplnek']),
    col('maxCena', 'Max. cena', ['max cena', 'mfc']),
    col('doplatek', 'Doplatek pacienta', ['doplatek', 'doplatek pacienta']),
    col('doplatekLimit', 'Doplatek pacienta do limitu', [
      'doplatek limit',
      'doplatek pacienta do limitu',
    ]),
    col('doplatekZvysena', 'Doplatek při zvýšené úhradě', [
      'doplatek zvysena',
      'doplatek pri zvysene uhrade',
    ]),
    col('doplatekZvysenaLimit', 'Doplatek zvýšené do limitu', [
      'doplatek zvysena limit',
      'doplatek zvysene do limitu',
    ]),
  ],
}

/** Labels of the required columns a header lacks, including the leaflet's "SÚKL or PDK". */
export function missingColumns(kind: PriceListKind, match: ColumnMatch): string[] {
  const missing = match.missing.map((m) => m.label)
  if (kind === 'leaflet' && match.columns.sukl === undefined && match.columns.pdk === undefined) {
    missing.unshift('Kód SÚKL nebo PDK')
  }
  return missing
}
