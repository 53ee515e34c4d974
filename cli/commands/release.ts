import { Command } from 'commander'
import { runCommand } from '../run.js'

export const releaseCommand = new Command('release')
  .description(
    'Krok nasazení (Procfile release): počká na zámek, provede migrace a zapíše plánované ' +
      'úlohy; souběžné spuštění na dalším stroji počká, až první skončí'
  )
  .action(async () =>
    runCommand(async () => {
      const { runRelease } = await import('#operations/services/release')
      const outcome = await runRelease((line) => console.log(line))
      console.log(
        `migrace: ${outcome.migrated.length ? outcome.migrated.join(', ') : 'nic nového'}; ` +
          `plánované úlohy: ${outcome.schedules}`
      )
    })
  )
