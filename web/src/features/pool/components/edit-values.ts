import type { PoolItem } from '../../../lib/pool-item'
import type { EditedPoolItem } from '../api/update-pool-item'

/*
| The edit dialog's values in their types (numbers, a day, branch codes), and the full item
| the server takes back (PUT: every field, with the version it was read at).
*/

/** A number field as Mantine's NumberInput reports it: a number, or text while empty or half-typed. */
export type NumberValue = number | string

export interface EditValues {
  PDK: string
  Název: string
  kodVZP: string
  gtin: string
  Dodavatel: string
  Šarže: string
  /** `YYYY-MM-DD` or null. */
  Exspirace: string | null
  Množství: NumberValue
  NCSD: NumberValue
  stav: string
  pharmacyCode: string | null
  targetPharmacyCode: string | null
  probability: NumberValue
  /** `Důvod` and `duvod` are one value, edited once. */
  duvod: string
  receivedQuantity: NumberValue
  receiptReason: string | null
}

const text = (value: string | null | undefined) => value ?? ''
const numberOf = (value: number | null | undefined): NumberValue =>
  typeof value === 'number' && Number.isFinite(value) ? value : ''

export function toEditValues(item: PoolItem): EditValues {
  return {
    PDK: text(item.PDK),
    Název: text(item['Název']),
    kodVZP: text(item.kodVZP),
    gtin: text(item.gtin),
    Dodavatel: text(item.Dodavatel),
    Šarže: text(item['Šarže']),
    Exspirace: item.Exspirace || null,
    Množství: numberOf(item['Množství']),
    NCSD: numberOf(item.NCSD),
    stav: text(item.stav),
    pharmacyCode: item.pharmacyCode || null,
    targetPharmacyCode: item.targetPharmacyCode || null,
    probability: numberOf(item.probability),
    duvod: text(item['Důvod'] ?? item.duvod),
    receivedQuantity: numberOf(item.receivedQuantity),
    receiptReason: item.receiptReason || null,
  }
}

/* An emptied optional field is null; an emptied required one too, so the server names it (422). */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim())
function numberOrNull(value: NumberValue): number | null {
  if (typeof value === 'number') return value
  const parsed = Number(value.replace(/\s/g, '').replace(',', '.'))
  return value.trim() === '' || !Number.isFinite(parsed) ? null : parsed
}

/** The full item to send: the edited fields in their types, ids, version and history as read. */
export function toEditedItem(item: PoolItem, values: EditValues): EditedPoolItem {
  const reason = orNull(values.duvod)
  return {
    ...item,
    PDK: values.PDK.trim(),
    Název: values['Název'].trim(),
    kodVZP: orNull(values.kodVZP),
    gtin: orNull(values.gtin),
    Dodavatel: orNull(values.Dodavatel),
    Šarže: orNull(values['Šarže']),
    Exspirace: values.Exspirace,
    Množství: numberOrNull(values['Množství']) as number,
    NCSD: numberOrNull(values.NCSD),
    stav: values.stav,
    pharmacyCode: values.pharmacyCode ?? '',
    targetPharmacyCode: values.targetPharmacyCode,
    probability: numberOrNull(values.probability),
    duvod: reason,
    Důvod: reason,
    receivedQuantity: numberOrNull(values.receivedQuantity),
    receiptReason: values.receiptReason,
    version: item.version,
  }
}
