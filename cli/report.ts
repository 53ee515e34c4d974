/** Prints an import summary; returns false when any row failed, so the exit code is 1. */
export function printReport(report: { created: number; updated: number; failed: string[] }) {
  console.log(
    `vytvořeno: ${report.created}, aktualizováno: ${report.updated}, chyby: ${report.failed.length}`
  )
  for (const line of report.failed) console.log(`  chyba – ${line}`)
  return report.failed.length === 0
}
