import { addDays } from '#core/calendar'

/*
| Which upload is authoritative for which days of a branch's movements. A new upload
| takes over its own date range: older segments are cut back or split around it, so a
| re-uploaded period counts once and days outside the new range keep their movements.
*/

export type Segment = { batchId: number; from: string; to: string }

export function takeOverRange(segments: Segment[], incoming: Segment): Segment[] {
  const result: Segment[] = []
  for (const s of segments) {
    if (s.to < incoming.from || s.from > incoming.to) {
      result.push(s)
      continue
    }
    if (s.from < incoming.from) result.push({ ...s, to: addDays(incoming.from, -1) })
    if (s.to > incoming.to) result.push({ ...s, from: addDays(incoming.to, 1) })
  }
  result.push(incoming)
  return result.sort((a, b) => a.from.localeCompare(b.from))
}
