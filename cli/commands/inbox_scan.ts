import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'

export const inboxScanCommand = new Command('inbox:scan')
  .description(
    'Projde složku exportů (EXPORT_INBOX) hned, jako to každou minutu dělá worker maintenance: ' +
      'úplné sady odešle ke zpracování (fronta imports), chybné soubory přesune do failed/'
  )
  .action(async () =>
    runCommand(async () => {
      const { scanInbox } = await import('#inbox/services/scan_inbox')
      const { default: inboxConfig } = await import('#config/inbox')
      const result = await scanInbox(new Date())
      if ('skipped' in result) throw new CliError(result.skipped)
      console.log(
        `složka ${inboxConfig.root}: složek poboček ${result.folders}, ` +
          `odeslaných sad ${result.submitted}, odmítnutých souborů ${result.refused}, ` +
          `čekajících souborů ${result.waiting}, dokončených sad ${result.settled}`
      )
    })
  )
