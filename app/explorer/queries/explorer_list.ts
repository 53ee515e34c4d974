import type { MemoryList } from '#core/list_memory'
import type { COLLECTIONS } from '#explorer/validators/search_validator'
import { explorerFieldLabel } from '#explorer/rules/field_labels'

type Collection = (typeof COLLECTIONS)[number]
type Row = Record<string, unknown>

/* The fields of each collection's results, as the search returns them. */
const FIELDS: Record<Collection, string[]> = {
  sklady: [
    'firma',
    'pharmacyCode',
    'pdk',
    'nazev',
    'kodVZP',
    'sarze',
    'exspirace',
    'mnozstvi',
    'ncsd',
    'pc',
    'dodavatel',
  ],
  karty: [
    'firma',
    'pharmacyCode',
    'pdk',
    'nazev',
    'kodVZP',
    'minStock',
    'maxStock',
    'dodavatel',
    'vyrobce',
    'otc',
  ],
  pohyby: ['firma', 'pharmacyCode', 'datum', 'pdk', 'typ', 'mnozstvi', 'sarze', 'cena', 'prodej'],
  poolitems: [
    'firma',
    'pharmacyCode',
    'pdk',
    'nazev',
    'sarze',
    'exspirace',
    'mnozstvi',
    'ncsd',
    'stav',
    'targetPharmacyCode',
    'probability',
    'version',
  ],
}

const cell = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value)

/**
 * The explorer's results (the first SEARCH_LIMIT matches) under the list contract: sorted
 * by any field of the collection, narrowed by `q` within them, paged; all of them as xlsx.
 */
export function explorerList(collection: Collection): MemoryList<Row> {
  const fields = FIELDS[collection]
  return {
    contract: { sorts: fields },
    sorts: Object.fromEntries(fields.map((f) => [f, (r: Row) => cell(r[f]) as any])),
    texts: (r) => fields.map((f) => cell(r[f])),
    export: {
      fileName: `explorer_${collection}`,
      sheet: collection,
      columns: fields.map((f) => ({
        header: explorerFieldLabel(f),
        value: (r: Row) => cell(r[f]),
      })),
    },
  }
}
