import { Command } from 'commander'
import { runCommand } from '../run.js'

export const ledgerVerifyCommand = new Command('ledger:verify')
  .description('Ověří, že saldo každé firmy dává součet 0 a každý vztah odpovídá doručeným řádkům')
  .action(async () =>
    runCommand(async () => {
      const { verifyLedger } = await import('#ledger/services/verify_ledger')
      const checks = await verifyLedger()
      if (checks.length === 0) console.log('Žádné doručené položky, saldo je prázdné.')
      for (const check of checks) {
        console.log(
          `${check.firma}: ${check.ok ? 'v pořádku' : 'CHYBA'} (součet ${check.total.toFixed(2)} Kč)`
        )
        for (const problem of check.problems) console.log(`  ${problem}`)
      }
      return checks.every((c) => c.ok)
    })
  )
