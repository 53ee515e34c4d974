import type { Gs1Scan } from './gs1.js'

/*
| Which line of a převodka a scanned pack belongs to (issue #9). A line with a GTIN matches
| by GTIN only; a line without one (an export without the EAN column) falls back to its
| lot. Among lines of one GTIN the one with the scanned lot wins. A lot or expiry that
| differs from the line is a warning on that line, never a silent pass. Pure; relative
| imports only, the receipt modal uses it.
*/

export type ScanLine = {
  id: string
  gtin: string | null
  sarze: string | null
  /** `YYYY-MM-DD`. */
  exspirace: string | null
}
export type ScanMatch =
  | { ok: true; lineId: string; by: 'gtin' | 'lot'; warnings: string[] }
  | { ok: false; message: string }

const lotKey = (lot: string | null) => (lot ?? '').trim().toUpperCase()
const sameLot = (a: string | null, b: string | null) => lotKey(a) !== '' && lotKey(a) === lotKey(b)

/** `2026-12-31` → `31. 12. 2026`. */
function czDate(day: string) {
  const [y, m, d] = day.split('-').map(Number)
  return `${d}. ${m}. ${y}`
}

function sameExpiry(line: string, scan: Gs1Scan) {
  if (scan.expiry === line) return true
  return scan.expiryMonthOnly && scan.expiry!.slice(0, 7) === line.slice(0, 7)
}

/** What differs between the pack and the line, in Czech. */
export function scanWarnings(line: ScanLine, scan: Gs1Scan): string[] {
  const warnings: string[] = []
  if (scan.lot && lotKey(line.sarze) !== '' && !sameLot(line.sarze, scan.lot)) {
    warnings.push(`Jiná šarže: na balení ${scan.lot}, na převodce ${line.sarze}.`)
  }
  if (scan.expiry && line.exspirace && !sameExpiry(line.exspirace, scan)) {
    warnings.push(
      `Jiná exspirace: na balení ${czDate(scan.expiry)}, na převodce ${czDate(line.exspirace)}.`
    )
  }
  if (!scan.lot && !scan.expiry) {
    warnings.push('Kód nenese šarži ani exspiraci: zkontrolujte je na obalu.')
  }
  return warnings
}

/** The line a scan checks; `scans` (line id → scans so far) prefers a line not yet scanned. */
export function matchScan(
  lines: ScanLine[],
  scan: Gs1Scan,
  scans: Record<string, number> = {}
): ScanMatch {
  const fewestScans = (candidates: ScanLine[]) =>
    [...candidates].sort((a, b) => (scans[a.id] ?? 0) - (scans[b.id] ?? 0))[0]
  const byGtin = scan.gtin ? lines.filter((l) => l.gtin === scan.gtin) : []
  if (byGtin.length > 0) {
    const line = byGtin.find((l) => sameLot(l.sarze, scan.lot)) ?? fewestScans(byGtin)
    return { ok: true, lineId: line.id, by: 'gtin', warnings: scanWarnings(line, scan) }
  }
  const byLot = lines.filter((l) => !l.gtin && sameLot(l.sarze, scan.lot))
  if (byLot.length > 0) {
    const line =
      byLot.find((l) => l.exspirace !== null && sameExpiry(l.exspirace, scan)) ?? fewestScans(byLot)
    return { ok: true, lineId: line.id, by: 'lot', warnings: scanWarnings(line, scan) }
  }
  const what = [scan.gtin && `GTIN ${scan.gtin}`, scan.lot && `šarže ${scan.lot}`]
    .filter(Boolean)
    .join(', ')
  return {
    ok: false,
    message: `Naskenované balení (${what}) nepatří k žádné položce této převodky.`,
  }
}

/** More packs scanned than were sent is worth a look, too. */
export function overScanWarning(scans: number, sent: number) {
  return scans > sent
    ? `Naskenováno ${scans} balení, odesláno jen ${String(sent).replace('.', ',')}.`
    : null
}
