import { access, constants } from 'node:fs/promises'
import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'
import { followSheetUpload } from '../sheet_upload.js'

type Kind = 'leaflet' | 'uhrady'
type Options = { validFrom?: string; validTo?: string; worker?: boolean }

type Answer = {
  message: string
  meta: { id: string; validFrom: string; validTo: string | null; rows: number }
  skipped: {
    count: number
    examples: { row: number; reason: string }[]
    reasons?: { reason: string; count: number; rows: number[] }[]
  }
  scheduled?: number
  warning?: string
}

/**
 * Imports a price list the way the web does (stored, read by the imports worker), with a
 * progress bar on a terminal and a summary (rows stored, skipped rows by reason). Unless
 * `--no-worker`, the command reads the file itself. Bad input ends with the service's
 * Czech message and exit code 1 (cli/run.ts).
 */
export async function importPriceListFile(kind: Kind, file: string, options: Options) {
  await runCommand(async () => {
    await access(file, constants.R_OK).catch(() => {
      throw new CliError(`Soubor ${file} nelze přečíst.`)
    })
    const { acceptPriceListUpload } = await import('#pricelists/services/accept_price_list_upload')
    const { describeSkips } = await import('#core/sheets/skip_tally')
    const { importPriceList } = await import('#pricelists/services/import_price_list')
    const answer = (await followSheetUpload(
      options.worker !== false,
      (queue) =>
        acceptPriceListUpload({
          kind,
          localPath: file,
          validFrom: options.validFrom,
          validTo: kind === 'leaflet' ? options.validTo : null,
          actorId: null,
          queue,
        }),
      importPriceList
    )) as Answer

    const { meta, skipped, scheduled, warning } = answer
    console.log(answer.message)
    const validity = meta.validTo ? `${meta.validFrom} – ${meta.validTo}` : `od ${meta.validFrom}`
    console.log(`id: ${meta.id}, platnost: ${validity}`)
    console.log(`uloženo řádků: ${meta.rows}, přeskočeno: ${skipped.count}`)
    for (const reason of skipped.reasons ?? []) console.log(`  ${describeSkips([reason])}`)
    if (scheduled !== undefined) console.log(`změny úhrad naplánovány pro pobočky: ${scheduled}`)
    if (warning) console.error(`Upozornění: ${warning}`)
  })
}

export const leafletImportCommand = new Command('leaflet:import')
  .description('Nahraje akční leták (.xls/.xlsx) do databáze stejnou cestou jako web')
  .argument('<file>', 'soubor s letákem (.xls nebo .xlsx)')
  .option('--valid-from <date>', 'platnost od (RRRR-MM-DD)')
  .option('--valid-to <date>', 'platnost do (RRRR-MM-DD)')
  .option('--no-worker', 'soubor nezpracovat sám, ale předat běžícímu workeru fronty imports')
  .action((file: string, options: Options) => importPriceListFile('leaflet', file, options))
