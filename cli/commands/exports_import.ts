import { resolve } from 'node:path'
import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'
import { progressBar } from '../progress.js'

export const exportsImportCommand = new Command('exports:import')
  .description(
    'Nahraje exporty pobočky ze souborů na serveru stejnou cestou jako web (úloha ve frontě imports), ' +
      'počká na zpracování a ukáže průběh'
  )
  .requiredOption('--firma <firma>', 'firma', 'LEMON')
  .requiredOption('--pharmacy-code <code>', 'kód pobočky')
  .requiredOption('--sklad <file>', 'sklad .xlsx')
  .requiredOption('--pohyby <file>', 'pohyby .xlsx')
  .requiredOption('--karty <file>', 'karty .xlsx')
  .option('--odpisy <file>', 'odpisy .xlsx')
  .option('--no-worker', 'nespouštět vlastní zpracování (úlohu vezme běžící worker imports)')
  .action(async (options) =>
    runCommand(async () => {
      const { normalizeFirma, normalizePharmacyCode } = await import('#core/branch_code')
      const { acceptUpload } = await import('#exports/services/accept_upload')
      const { incomingLocalFile } = await import('#core/incoming_file')
      const { findBranch } = await import('#branches/queries/find_branch')
      const { default: User } = await import('#users/models/user')
      const { default: env } = await import('#start/env')
      const { default: db } = await import('@adonisjs/lucid/services/db')

      const branch = {
        firma: normalizeFirma(options.firma) ?? 'LEMON',
        pharmacyCode: normalizePharmacyCode(options.pharmacyCode) ?? '',
      }
      if (!branch.pharmacyCode) throw new CliError('Zadej kód pobočky (--pharmacy-code).')
      await findBranch(branch.firma, branch.pharmacyCode)
      const admin = await User.query().where('role', 'admin').orderBy('id').first()
      if (!admin) throw new CliError('V databázi není žádný administrátor, za kterého nahrát.')
      const maxMb = env.get('UPLOAD_MAX_FILE_MB', 50)
      const local = async (file: string | undefined) => {
        if (!file) return null
        try {
          return await incomingLocalFile(resolve(file), maxMb)
        } catch {
          throw new CliError(`Soubor ${file} nelze přečíst.`)
        }
      }

      const { startWorker } = await import('#workers/start_worker')
      const stopWorker = options.worker ? await startWorker('imports') : null
      try {
        const batch = await acceptUpload(
          admin.id,
          branch,
          {
            sklad: await local(options.sklad),
            pohyby: await local(options.pohyby),
            karty: await local(options.karty),
            odpisy: await local(options.odpisy),
          },
          maxMb
        )
        const bar = progressBar('řádků')
        for (;;) {
          const row = await db.from('export_batches').where('id', batch.id).first()
          bar.update(row.processed, row.total)
          if (row.status === 'done') {
            bar.stop()
            const counts = row.counts as Record<string, number>
            console.log(
              `Hotovo: sklad ${counts.sklad ?? 0}, pohyby ${counts.pohyby ?? 0}, karty ${counts.karty ?? 0}` +
                `${counts.odpisy ? `, odpisy ${counts.odpisy}` : ''} řádků; ` +
                `přeskočeno ${row.skipped?.count ?? 0}`
            )
            for (const example of row.skipped?.examples ?? []) {
              console.log(
                `  přeskočeno – ${example.file ?? ''} řádek ${example.row}: ${example.reason}`
              )
            }
            return
          }
          if (row.status === 'failed') {
            bar.stop()
            throw new CliError(row.error ?? 'Zpracování exportu selhalo.')
          }
          await new Promise((r) => setTimeout(r, 250))
        }
      } finally {
        await stopWorker?.()
      }
    })
  )
