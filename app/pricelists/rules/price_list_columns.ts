import type { ColumnMatch, ColumnSpec } from '#core/sheets/header_matching'

/* The two price lists of DOMAIN.md "Price lists", with their aliases in the order they are tried. */

export type PriceListKind = 'leaflet' | 'uhrady'

const col = (field: string, label: string, aliases: string[], required = false): ColumnSpec => ({
  field,
  label,
  aliases,
  required,
})

/*
| Column types follow the publishers' own descriptions. SÚKL's list of prices and
| reimbursements (SCAU) and the PDK catalogue of the pharmacy systems: Kód SÚKL is a
| 7-digit code kept as text; Název and Doplněk (the *doplněk názvu*: strength, form and
| pack, `100MG TBL NOB 30`, up to ~150 characters) are texts; Úhrada, Max. cena and the
| four Doplatek columns are amounts in CZK per pack. A distributor's leaflet: Kód SÚKL and
| PDK are codes, Název and Dodavatel texts, the two action prices amounts in CZK, Min.
| odběr a number of packs. SÚKL's own column names (its xls headers and the field names
| of its data interface: KOD_SUKL, NAZ, DOP, UHR1…) are accepted beside our Czech labels.
*/
const NAZEV = col('nazev', 'Název', ['nazev', 'nazev pripravku', 'nazev lp', 'naz'], true)

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
    col('sukl', 'Kód SÚKL', ['kod sukl', 'kod', 'sukl'], true),
    NAZEV,
    col('uhrada', 'Úhrada', ['uhrada', 'uhrada zp', 'uhr1', 'uhrada za baleni'], true),
    col('doplnek', 'Doplněk', ['doplnek', 'doplnek nazvu', 'dop']),
    col('maxCena', 'Max. cena', [
      'max cena',
      'mfc',
      'max cena lp',
      'maximalni cena',
      'max cena pro konecneho spotrebitele',
      'maximalni cena pro konecneho spotrebitele',
    ]),
    col('doplatek', 'Doplatek pacienta', ['doplatek', 'doplatek pacienta', 'doplatek na baleni']),
    col('doplatekLimit', 'Doplatek pacienta do limitu', [
      'doplatek limit',
      'doplatek pacienta do limitu',
      'doplatek do limitu',
      'zapocitatelny doplatek',
    ]),
    col('doplatekZvysena', 'Doplatek při zvýšené úhradě', [
      'doplatek zvysena',
      'doplatek pri zvysene uhrade',
    ]),
    col('doplatekZvysenaLimit', 'Doplatek zvýšené do limitu', [
      'doplatek zvysena limit',
      'doplatek zvysene do limitu',
      'zapocitatelny doplatek pri zvysene uhrade',
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
