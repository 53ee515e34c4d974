import { access, constants } from 'node:fs/promises'
import { resolve } from 'node:path'
import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'
import { progressBar } from '../progress.js'

type Kind = 'leaflet' | 'uhrady'
type Options = { validFrom?: string; validTo?: string }

/**
 * Imports a price list through the same service as the web upload, with a progress bar
 * on a terminal and a summary (rows stored, skipped rows with reasons). Bad input ends
 * with the service's Czech message and exit code 1 (cli/run.ts).
 */
export async function importPriceListFile(kind: Kind, file: string, options: Options) {
  await runCommand(async () => {
    const path = resolve(file)
    await access(path, constants.R_OK).catch(() => {
      throw new CliError(`Soubor ${file} nelze přečíst.`)
    })
    const { importPriceList, SAVED_MESSAGE } =
      await import('#pricelists/services/import_price_list')
    const bar = progressBar('řádků')
    let result: Awaited<ReturnType<typeof importPriceList>>
    try {
      result = await importPriceList({
        kind,
        path,
        source: path,
        validFrom: options.validFrom,
        validTo: kind === 'leaflet' ? options.validTo : null,
        actorId: null,
        onProgress: (processed, total) => bar.update(processed, total),
      })
    } finally {
      bar.stop()
    }

    const { meta, skipped, scheduled, warning } = result
    console.log(SAVED_MESSAGE[kind])
    const validity = meta.validTo ? `${meta.validFrom} – ${meta.validTo}` : `od ${meta.validFrom}`
    console.log(`id: ${meta.id}, platnost: ${validity}`)
    console.log(`uloženo řádků: ${meta.rows}, přeskočeno: ${skipped.count}`)
    for (const example of skipped.examples) {
      console.log(`  přeskočen řádek ${example.row}: ${example.reason}`)
    }
    if (skipped.count > skipped.examples.length) {
      console.log(`  … a dalších ${skipped.count - skipped.examples.length}`)
    }
    if (scheduled !== null) console.log(`změny úhrad naplánovány pro pobočky: ${scheduled}`)
    if (warning) console.error(`Upozornění: ${warning}`)
  })
}

export const leafletImportCommand = new Command('leaflet:import')
  .description('Nahraje akční leták (.xls/.xlsx) do databáze')
  .argument('<file>', 'soubor s letákem (.xls nebo .xlsx)')
  .option('--valid-from <date>', 'platnost od (RRRR-MM-DD)')
  .option('--valid-to <date>', 'platnost do (RRRR-MM-DD)')
  .action((file: string, options: Options) => importPriceListFile('leaflet', file, options))
