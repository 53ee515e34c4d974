import { Command } from 'commander'
import { runCommand } from '../run.js'

export const branchesListCommand = new Command('branches:list')
  .description('Vypíše pobočky firmy s adresou a datem posledního exportu')
  .option('--firma <firma>', 'firma', 'LEMON')
  .action(async (options) =>
    runCommand(async () => {
      const { listBranches } = await import('#branches/queries/list_branches')
      const { default: db } = await import('@adonisjs/lucid/services/db')
      const firma = String(options.firma).trim().toUpperCase()
      const branches = await listBranches(firma)
      const exports = await db
        .from('branch_exports')
        .where('firma', firma)
        .select('pharmacy_code', 'last_batch_at')
      const last = new Map(exports.map((e) => [e.pharmacy_code, e.last_batch_at as Date]))
      if (branches.length === 0) {
        console.log(`Firma ${firma} nemá žádné pobočky.`)
        return
      }
      console.table(
        branches.map((b: any) => ({
          'kód': b.code,
          'název': b.name,
          'adresa': [b.street, `${b.zip ?? ''} ${b.city ?? ''}`.trim()].filter(Boolean).join(', '),
          'poslední export': last.get(b.code)?.toISOString().slice(0, 10) ?? '—',
        }))
      )
      console.log(`poboček: ${branches.length}`)
    })
  )
