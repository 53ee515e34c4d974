/**
 * The branch line of a PDF header: `7 – Lékárna U Lva`, or the code alone for a branch with
 * no name on record. The engine's header puts `Pobočka` before it (app/core/pdf/report.ts), so
 * every document reads `Pobočka 7 – Lékárna U Lva` or `Pobočka 7`.
 */
export function branchLabel(code: string, name: string | null | undefined) {
  return name ? `${code} – ${name}` : code
}
