import { excelDay, type ExportColumn, type ListExport } from '#core/list_export'
import type { PoolItemView } from '#pool/queries/pool_item_view'
import { shownStav } from '#pool/rules/stav_machine'

/* The columns of the pool-item screens, as their tables head them, for the Excel export. */

type Column = ExportColumn<PoolItemView>

const col = {
  pdk: { header: 'PDK', value: (i) => i.PDK, width: 12 },
  nazev: { header: 'Název', value: (i) => i['Název'], width: 40 },
  mnozstvi: { header: 'Množství', value: (i) => i['Množství'], width: 10 },
  ncsd: { header: 'NCSD', value: (i) => i.NCSD, width: 10 },
  sarze: { header: 'Šarže', value: (i) => i['Šarže'], width: 16 },
  exspirace: { header: 'Exspirace', value: (i) => excelDay(i.Exspirace), width: 12 },
  source: { header: 'Zdrojová pobočka', value: (i) => i.pharmacyCode, width: 10 },
  target: { header: 'Cílová pobočka', value: (i) => i.targetPharmacyCode, width: 10 },
  probability: { header: 'Pravděpodobnost', value: (i) => i.probability, width: 10 },
  stav: { header: 'Stav', value: (i) => shownStav(i.stav), width: 12 },
  duvod: { header: 'Důvod', value: (i) => i['Důvod'], width: 30 },
} satisfies Record<string, Column>

/** The transfer lists: the source branch of incoming items, the target of outgoing ones. */
export function transferExport(fileName: string, sheet: string, side: 'source' | 'target') {
  return {
    fileName,
    sheet,
    columns: [
      col.pdk,
      col.nazev,
      col.mnozstvi,
      col.ncsd,
      col.sarze,
      col.exspirace,
      col[side],
      col.probability,
      col.stav,
    ],
  } satisfies ListExport<PoolItemView>
}

export const poolExport: ListExport<PoolItemView> = {
  fileName: 'pool',
  sheet: 'Pool',
  columns: [
    col.nazev,
    col.pdk,
    col.mnozstvi,
    { ...col.ncsd, header: 'Cena NCSD' },
    col.sarze,
    col.exspirace,
    { ...col.target, header: 'Cílová lékárna' },
    col.stav,
    col.duvod,
  ],
}

export const adminPoolItemsExport: ListExport<PoolItemView> = {
  fileName: 'polozky_poolu',
  sheet: 'Položky poolu',
  columns: [
    col.pdk,
    col.nazev,
    col.mnozstvi,
    col.exspirace,
    col.stav,
    { ...col.source, header: 'Pobočka' },
    { ...col.target, header: 'Cíl' },
    col.duvod,
  ],
}
