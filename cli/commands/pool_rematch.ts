import { Command } from 'commander'
import { runCommand } from '../run.js'

export const poolRematchCommand = new Command('pool:rematch')
  .description('Znovu spáruje aktivní položky poolu s pobočkami (jako noční úloha)')
  .option('--firma <firma>', 'jen tato firma (jinak všechny)')
  .action(async (options) =>
    runCommand(async () => {
      const { matchItems } = await import('#pool/services/match_items')
      const { matchAllHandler } = await import('#pool/jobs/handlers')
      const started = Date.now()
      const matched = options.firma
        ? await matchItems(String(options.firma).trim().toUpperCase())
        : await matchAllHandler().then((result) => result.matched)
      console.log(`spárováno položek: ${matched} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    })
  )
