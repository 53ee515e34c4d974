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
import {
  usersDeactivateCommand,
  usersExportCommand,
  usersReset2faCommand,
  usersSetRoleCommand,
} from './commands/users_admin.js'
import { branchesListCommand } from './commands/branches_list.js'
import { poolRematchCommand } from './commands/pool_rematch.js'
import { tasksCreateCommand } from './commands/tasks_create.js'
import { exportsImportCommand } from './commands/exports_import.js'
import { uhradyVersionsCommand } from './commands/uhrady_versions.js'
import { leafletImportCommand } from './commands/leaflet_import.js'
import { uhradyImportCommand } from './commands/uhrady_import.js'
import { inboxScanCommand } from './commands/inbox_scan.js'
import { auditExportCommand } from './commands/audit_export.js'
import { jobsRunCommand } from './commands/jobs_run.js'
import { releaseCommand } from './commands/release.js'

const program = new Command()
  .name('lemon')
  .description('Správa lékárenského řetězce z příkazové řádky')
  .showHelpAfterError()

program.addCommand(usersCreateCommand)
program.addCommand(usersImportCommand)
program.addCommand(branchesImportCommand)
program.addCommand(demoExportsCommand)
program.addCommand(ledgerVerifyCommand)
program.addCommand(usersSetRoleCommand)
program.addCommand(usersDeactivateCommand)
program.addCommand(usersExportCommand)
program.addCommand(usersReset2faCommand)
program.addCommand(branchesListCommand)
program.addCommand(poolRematchCommand)
program.addCommand(tasksCreateCommand)
program.addCommand(exportsImportCommand)
program.addCommand(uhradyVersionsCommand)
program.addCommand(leafletImportCommand)
program.addCommand(uhradyImportCommand)
program.addCommand(inboxScanCommand)
program.addCommand(auditExportCommand)
program.addCommand(jobsRunCommand)
program.addCommand(releaseCommand)

await program.parseAsync(process.argv)
