/*
| The admin CLI: `npm run cli -- <command>`. The entry only registers commands; each
| command lives in cli/commands and calls the same services as the HTTP endpoints.
*/
import { Command } from 'commander'
import { usersCreateCommand } from './commands/users_create.js'
import { usersImportCommand } from './commands/users_import.js'
import { branchesImportCommand } from './commands/branches_import.js'
import { demoExportsCommand } from './commands/demo_exports.js'
import { ledgerVerifyCommand } from './commands/ledger_verify.js'

const program = new Command()
  .name('lemon')
  .description('Správa lékárenského řetězce z příkazové řádky')
  .showHelpAfterError()

program.addCommand(usersCreateCommand)
program.addCommand(usersImportCommand)
program.addCommand(branchesImportCommand)
program.addCommand(demoExportsCommand)
program.addCommand(ledgerVerifyCommand)

await program.parseAsync(process.argv)
