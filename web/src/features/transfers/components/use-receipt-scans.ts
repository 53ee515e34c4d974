import { useState } from 'react'
import { dayIn } from '../../../../../app/core/calendar'
import { parseGs1 } from '../../../../../app/transfers/rules/gs1'
import { matchScan, type ScanLine } from '../../../../../app/transfers/rules/scan_match'
import { itemIdOf, type PoolItem } from '../../../lib/pool-item'

/* Scans at receipt: which lines a scanner checked, how often, and what differed. */

export interface LineScan {
  count: number
  /** Serials (AI 21) seen on this line: the same pack scanned twice counts once. */
  serials: string[]
  warnings: string[]
}
export interface ScanMessage {
  kind: 'ok' | 'warning' | 'error'
  text: string
}

const scanLine = (item: PoolItem): ScanLine => ({
  id: itemIdOf(item),
  gtin: item.gtin ?? null,
  sarze: item['Šarže'],
  exspirace: item.Exspirace,
})

/** `onMatch` ticks the matched line's delivered checkbox. */
export function useReceiptScans(items: PoolItem[], onMatch: (id: string) => void) {
  const [scans, setScans] = useState<Record<string, LineScan>>({})
  const [message, setMessage] = useState<ScanMessage | null>(null)

  const scan = (code: string) => {
    const parsed = parseGs1(code, dayIn(new Date()))
    if (!parsed.ok) return setMessage({ kind: 'error', text: parsed.message })
    const counts = Object.fromEntries(Object.entries(scans).map(([id, s]) => [id, s.count]))
    const match = matchScan(items.map(scanLine), parsed.scan, counts)
    if (!match.ok) return setMessage({ kind: 'error', text: match.message })
    const item = items.find((i) => itemIdOf(i) === match.lineId)!
    const before = scans[match.lineId] ?? { count: 0, serials: [], warnings: [] }
    const serial = parsed.scan.serial
    if (serial && before.serials.includes(serial)) {
      return setMessage({
        kind: 'warning',
        text: `${item['Název']}: toto balení (sériové číslo ${serial}) už bylo naskenováno.`,
      })
    }
    setScans({
      ...scans,
      [match.lineId]: {
        count: before.count + 1,
        serials: serial ? [...before.serials, serial] : before.serials,
        warnings: [...new Set([...before.warnings, ...match.warnings])],
      },
    })
    onMatch(match.lineId)
    const lot = parsed.scan.lot ? ` (šarže ${parsed.scan.lot})` : ''
    setMessage(
      match.warnings.length > 0
        ? { kind: 'warning', text: `${item['Název']}${lot}: ${match.warnings.join(' ')}` }
        : { kind: 'ok', text: `Naskenováno: ${item['Název']}${lot}.` }
    )
  }

  return { scans, message, scan }
}
