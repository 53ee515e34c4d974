/*
| The quantity a delivered line counts with (issue #9): what the target received, or the
| whole sent quantity where no receipt recorded one (markReceived before the column, an
| admin's move to přijato). Every query that values delivered lines uses this one SQL.
*/
export function deliveredQuantitySql(alias?: string) {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  return `coalesce(${column('received_quantity')}, ${column('mnozstvi')})`
}

/** The same for a row already read: `received_quantity` wins when present. */
export function deliveredQuantityOf(row: { mnozstvi: unknown; received_quantity?: unknown }) {
  const received = row.received_quantity
  return Number(received === null || received === undefined ? row.mnozstvi : received)
}
