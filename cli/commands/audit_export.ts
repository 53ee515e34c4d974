import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'

/** For auditors: the audit trail of a period (Prague days, both included) as an xlsx file. */
export const auditExportCommand = new Command('audit:export')
  .description('Uloží auditní záznam za období (pražské dny od–do včetně) do souboru xlsx')
  .requiredOption('--from <den>', 'první den, RRRR-MM-DD')
  .requiredOption('--to <den>', 'poslední den, RRRR-MM-DD')
  .option('--out <soubor>', 'cílový soubor (výchozí audit-OD-DO.xlsx)')
  .option('--action <akce>', 'jen tato akce, nebo všechny akce domény jako „users.“')
  .option('--user <e-mail>', 'jen akce uživatele, jehož e-mail obsahuje tento text')
  .action(async (options) =>
    runCommand(async () => {
      const { auditExportValidator } = await import('#audit/validators/audit_filter_validator')
      const { auditWorkbook } = await import('#audit/queries/audit_workbook')
      const { listAudit } = await import('#audit/queries/audit_entries')
      const filters = await auditExportValidator.validate({
        from: options.from,
        to: options.to,
        action: options.action,
        actor: options.user,
      })
      /* Counts first: a bad date or range fails here, before any file is created. */
      const { total } = await listAudit({ ...filters, limit: 1 })
      const out = options.out ?? `audit-${filters.from}-${filters.to}.xlsx`
      try {
        await pipeline(auditWorkbook(filters), createWriteStream(out))
      } catch (error) {
        if ((error as { code?: string }).code?.startsWith('E'))
          throw new CliError(`Soubor ${out} nelze zapsat.`)
        throw error
      }
      console.log(`Auditní záznam ${filters.from} – ${filters.to}: ${total} záznamů → ${out}`)
    })
  )
