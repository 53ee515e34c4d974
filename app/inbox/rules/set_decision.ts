import { EXPORT_KINDS, EXPORT_LABELS, type ExportKind } from '#exports/rules/export_specs'

/*
| What the scanner does with one branch folder's files at one scan. A file is `complete`
| when a `.done` marker says so or a later scan found its size and time unchanged; only a
| complete file is read (a half-written xlsx is no workbook yet). A set is submitted when
| its required files are all there and nothing in the folder is still being written.
*/

export const REQUIRED_KINDS: ExportKind[] = ['sklad', 'pohyby', 'karty']

export type FileState = {
  name: string
  complete: boolean
  firstSeenAt: Date
  /** For a complete file: the kind its header says, or why it is no export. */
  kind: ExportKind | null
  problem: string | null
}

export type Refusal = { names: string[]; reason: string }

export type Decision = {
  refuse: Refusal[]
  submit: Partial<Record<ExportKind, string>> | null
  /** Files left in the folder for a later scan, each with why. */
  waiting: { name: string; why: string }[]
}

const kindsText = (kinds: ExportKind[]) => kinds.map((k) => EXPORT_LABELS[k]).join(', ')

export function decideSet(files: FileState[], now: Date, incompleteMinutes: number): Decision {
  const decision: Decision = { refuse: [], submit: null, waiting: [] }
  const byKind = new Map<ExportKind, FileState[]>()
  for (const file of files) {
    if (!file.complete) continue
    if (file.problem !== null || file.kind === null) {
      decision.refuse.push({ names: [file.name], reason: file.problem ?? 'Soubor není export.' })
      continue
    }
    byKind.set(file.kind, [...(byKind.get(file.kind) ?? []), file])
  }
  for (const [kind, same] of byKind) {
    if (same.length < 2) continue
    byKind.delete(kind)
    const names = same.map((f) => f.name)
    decision.refuse.push({
      names,
      reason: `Ve složce je více souborů druhu ${EXPORT_LABELS[kind]} (${names.join(', ')}); není jasné, který zpracovat. Nechte ve složce jen jeden.`,
    })
  }

  const writing = files.filter((f) => !f.complete)
  const ready = EXPORT_KINDS.flatMap((kind) => byKind.get(kind) ?? [])
  for (const file of writing) decision.waiting.push({ name: file.name, why: 'zapisuje se' })
  const missing = REQUIRED_KINDS.filter((kind) => !byKind.has(kind))

  if (ready.length === 0) return decision
  if (missing.length === 0 && writing.length === 0) {
    decision.submit = Object.fromEntries(ready.map((f) => [f.kind, f.name]))
    return decision
  }
  const since = Math.min(...ready.map((f) => f.firstSeenAt.getTime()))
  if (
    missing.length > 0 &&
    writing.length === 0 &&
    now.getTime() - since > incompleteMinutes * 60_000
  ) {
    decision.refuse.push({
      names: ready.map((f) => f.name),
      reason: `Sada exportů je neúplná: chybí ${kindsText(missing)}. Ostatní soubory čekaly déle než ${incompleteMinutes} minut.`,
    })
    return decision
  }
  const why = missing.length > 0 ? `čeká na ${kindsText(missing)}` : 'čeká na dopsání ostatních'
  for (const file of ready) decision.waiting.push({ name: file.name, why })
  return decision
}
