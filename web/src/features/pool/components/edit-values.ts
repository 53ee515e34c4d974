import type { PoolItem } from '../../../lib/pool-item'

/* The edit dialog shows every field as text; these turn an item into texts and back. */

export type EditValues = Record<string, string>

/** Not editable: the internal ids, the optimistic-lock version and the recorded history. */
const HIDDEN = new Set(['_id', 'id', 'version', 'history'])
const NUMBER_FIELDS = new Set(['Množství', 'NCSD', 'probability', 'receivedQuantity'])
const BOOLEAN_FIELDS = new Set(['lezak', 'ohrozeny'])
const REASON_FIELDS = ['Důvod', 'duvod'] as const

export function editableFields(item: PoolItem): string[] {
  return Object.keys(item).filter((key) => !HIDDEN.has(key))
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export function toEditValues(item: PoolItem): EditValues {
  const record = item as unknown as Record<string, unknown>
  return Object.fromEntries(editableFields(item).map((key) => [key, toText(record[key])]))
}

/** A text back in the field's type; a text that does not parse goes as typed (the server says 422). */
function fromText(key: string, text: string, original: unknown): unknown {
  const value = text.trim()
  if (value === '') return original === '' ? '' : null
  if (NUMBER_FIELDS.has(key) || typeof original === 'number') {
    const number = Number(value.replace(/\s/g, '').replace(',', '.'))
    return Number.isFinite(number) ? number : text
  }
  if (BOOLEAN_FIELDS.has(key) || typeof original === 'boolean') {
    return value === 'true' ? true : value === 'false' ? false : text
  }
  if (original !== null && typeof original === 'object') {
    try {
      return JSON.parse(value)
    } catch {
      return text
    }
  }
  return text
}

/** The full item to send: edited fields in their types, ids, version and history as read. */
export function toEditedItem(item: PoolItem, values: EditValues): PoolItem {
  const initial = toEditValues(item)
  const texts = { ...values }
  // Důvod and duvod are one value: an edit of either one goes to both.
  const [a, b] = REASON_FIELDS
  if (a in texts && b in texts) {
    if (texts[a] !== initial[a] && texts[b] === initial[b]) texts[b] = texts[a]
    else if (texts[b] !== initial[b] && texts[a] === initial[a]) texts[a] = texts[b]
  }
  const record = item as unknown as Record<string, unknown>
  const edited = Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, fromText(key, text, record[key])])
  )
  return { ...item, ...edited, version: item.version } as PoolItem
}
