import { Command } from 'commander'
import { readCsv } from '../csv.js'
import { runCommand } from '../run.js'
import { printReport } from '../report.js'

export const usersImportCommand = new Command('users:import')
  .description(
    'Importuje uživatele z CSV (username,email,password,role,firma,pharmacyCode,fullName); ' +
      'podle e-mailu: nového vytvoří, existujícímu upraví roli, firmu, pobočku a jméno (heslo ponechá)'
  )
  .argument('<file>', 'CSV soubor')
  .action(async (file: string) =>
    runCommand(async () => {
      const rows = await readCsv(file, ['username', 'email', 'role'])
      const { importUser } = await import('#users/services/import_user')
      const report = { created: 0, updated: 0, failed: [] as string[] }
      for (const { line, record } of rows) {
        try {
          report[await importUser(record)]++
        } catch (error) {
          report.failed.push(`řádek ${line} (${record.email ?? ''}): ${reason(error)}`)
        }
      }
      return printReport(report)
    })
  )

function reason(error: unknown) {
  const e = error as { messages?: { message: string }[]; message: string }
  return e.messages ? e.messages.map((m) => m.message).join(' ') : e.message
}
