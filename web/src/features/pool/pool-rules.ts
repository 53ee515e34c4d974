import type { PoolItem } from '../../lib/pool-item'

/* Pure rules of the pool screens: search, order and the admin's text filter. */

export type PoolSort = 'name' | 'expiry'

const collator = new Intl.Collator('cs')
const fold = (value: unknown) =>
  String(value ?? '')
    .normalize('NFC')
    .toLowerCase()

/** The branch pool: search on name or PDK. */
export function searchPool(items: PoolItem[], query: string): PoolItem[] {
  const needle = fold(query).trim()
  if (!needle) return items
  return items.filter(
    (item) => fold(item['Název']).includes(needle) || fold(item.PDK).includes(needle)
  )
}

/** By name (Czech order), or by expiry with lots without expiry last; ties by name. */
export function sortPool(items: PoolItem[], by: PoolSort): PoolItem[] {
  const byName = (a: PoolItem, b: PoolItem) => collator.compare(a['Název'] ?? '', b['Název'] ?? '')
  if (by === 'name') return [...items].sort(byName)
  return [...items].sort((a, b) => {
    const [x, y] = [a.Exspirace ?? '', b.Exspirace ?? '']
    if (x === y) return byName(a, b)
    if (!x || !y) return x ? -1 : 1
    return x < y ? -1 : 1
  })
}

export function pageOf<T>(rows: T[], page: number, size: number): T[] {
  return rows.slice((page - 1) * size, page * size)
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/** The admin filter: the text anywhere in the item's own fields (history left out). */
export function filterAllFields(items: PoolItem[], query: string): PoolItem[] {
  const needle = fold(query).trim()
  if (!needle) return items
  return items.filter((item) =>
    Object.entries(item).some(([key, value]) => key !== 'history' && fold(value).includes(needle))
  )
}
