import type { ExportKind } from '#exports/rules/export_specs'

/* Where each export's typed rows are copied: table column → field of the converted row. */
export const SNAPSHOT_TABLES: Record<
  ExportKind,
  { table: string; fields: Record<string, string> }
> = {
  karty: {
    table: 'karty_rows',
    fields: {
      pdk: 'pdk',
      nazev: 'nazev',
      kod_vzp: 'kodVZP',
      min_stock: 'minStock',
      max_stock: 'maxStock',
      dodavatel: 'dodavatel',
      vyrobce: 'vyrobce',
      otc: 'otc',
      gtin: 'gtin',
    },
  },
  sklad: {
    table: 'sklad_rows',
    fields: {
      pdk: 'pdk',
      nazev: 'nazev',
      mnozstvi: 'mnozstvi',
      kod_vzp: 'kodVZP',
      sarze: 'sarze',
      exspirace: 'exspirace',
      ncsd: 'ncsd',
      pc: 'pc',
      dodavatel: 'dodavatel',
      gtin: 'gtin',
    },
  },
  odpisy: {
    table: 'odpisy_rows',
    fields: {
      datum: 'datum',
      pdk: 'pdk',
      mnozstvi: 'mnozstvi',
      sarze: 'sarze',
      exspirace: 'exspirace',
      duvod: 'duvod',
      cena: 'cena',
    },
  },
  pohyby: {
    table: 'pohyby',
    fields: {
      datum: 'datum',
      pdk: 'pdk',
      typ: 'typ',
      mnozstvi: 'mnozstvi',
      sarze: 'sarze',
      cena: 'cena',
      is_sale: 'isSale',
    },
  },
}
