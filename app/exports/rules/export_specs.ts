import type { ColumnSpec } from '#core/sheets/header_matching'

/* The four exports of DOMAIN.md "Exports", with their aliases in the order they are tried. */

const col = (field: string, label: string, aliases: string[], required = false): ColumnSpec => ({
  field,
  label,
  aliases,
  required,
})

const PDK = col('pdk', 'PDK', ['pdk', 'kod pdk'], true)
const NAZEV = col('nazev', 'Název', ['nazev', 'nazev pripravku'], true)
const KOD_VZP = col('kodVZP', 'Kód VZP', ['kod vzp', 'kod sukl', 'sukl'])
const SARZE = col('sarze', 'Šarže', ['sarze', 'lot'])
const EXSPIRACE = col('exspirace', 'Exspirace', ['exspirace', 'expirace', 'datum expirace'])
const DODAVATEL = col('dodavatel', 'Dodavatel', ['dodavatel'])
/* The pack's barcode (issue #9: GS1 DataMatrix at receipt); optional, so older exports still fit. */
const GTIN = col('gtin', 'GTIN/EAN', [
  'gtin',
  'ean',
  'carovy kod',
  'ean kod',
  'kod ean',
  'ean 13',
  'gtin 14',
  'ean gtin',
  'gtin ean',
])
const DATUM = col('datum', 'Datum', ['datum', 'datum pohybu'], true)
const CENA = col('cena', 'Cena', ['cena'])

export const EXPORT_KINDS = ['sklad', 'pohyby', 'karty', 'odpisy'] as const
export type ExportKind = (typeof EXPORT_KINDS)[number]

export const EXPORT_SPECS: Record<ExportKind, ColumnSpec[]> = {
  sklad: [
    PDK,
    NAZEV,
    col('mnozstvi', 'Množství', ['mnozstvi', 'stav', 'zasoba'], true),
    KOD_VZP,
    SARZE,
    EXSPIRACE,
    col('ncsd', 'NCSD', ['ncsd', 'nakupni cena']),
    col('pc', 'PC', ['pc', 'prodejni cena']),
    DODAVATEL,
    GTIN,
  ],
  karty: [
    PDK,
    NAZEV,
    KOD_VZP,
    col('minStock', 'Min. zásoba', ['min', 'minimum', 'min zasoba']),
    col('maxStock', 'Max. zásoba', ['max', 'max zasoba']),
    DODAVATEL,
    col('vyrobce', 'Výrobce', ['vyrobce']),
    col('otc', 'Volně prodejný', ['volne prodejny', 'otc', 'rx']),
    GTIN,
  ],
  pohyby: [
    DATUM,
    PDK,
    col('mnozstvi', 'Množství', ['mnozstvi'], true),
    col('typ', 'Typ', ['typ', 'typ pohybu', 'druh']),
    CENA,
    SARZE,
  ],
  odpisy: [
    DATUM,
    PDK,
    col('mnozstvi', 'Množství', ['mnozstvi'], true),
    SARZE,
    EXSPIRACE,
    col('duvod', 'Důvod', ['duvod']),
    CENA,
  ],
}

export const EXPORT_LABELS: Record<ExportKind, string> = {
  sklad: 'sklad',
  pohyby: 'pohyby',
  karty: 'karty',
  odpisy: 'odpisy',
}
