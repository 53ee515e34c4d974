import { Command } from 'commander'
import { readCsv } from '../csv.js'
import { runCommand } from '../run.js'
import { printReport } from '../report.js'

export const branchesImportCommand = new Command('branches:import')
  .description(
    'Importuje pobočky z CSV (firma,code,name,street,city,zip); podle firmy a kódu vytvoří nebo upraví'
  )
  .argument('<file>', 'CSV soubor')
  .action(async (file: string) =>
    runCommand(async () => {
      const rows = await readCsv(file, ['firma', 'code', 'name', 'street', 'city', 'zip'])
      const { upsertBranch } = await import('#branches/services/upsert_branch')
      const report = { created: 0, updated: 0, failed: [] as string[] }
      for (const { line, record } of rows) {
        try {
          report[await upsertBranch(record)]++
        } catch (error) {
          const e = error as { messages?: { message: string }[]; message: string }
          report.failed.push(
            `řádek ${line} (${record.code ?? ''}): ${e.messages ? e.messages.map((m) => m.message).join(' ') : e.message}`
          )
        }
      }
      return printReport(report)
    })
  )
