import { Command } from 'commander'
import { importPriceListFile } from './leaflet_import.js'

export const uhradyImportCommand = new Command('uhrady:import')
  .description(
    'Nahraje seznam úhrad (.xls/.xlsx) do databáze a naplánuje změny úhrad pro všechny pobočky'
  )
  .argument('<file>', 'soubor s úhradami (.xls nebo .xlsx)')
  .option('--valid-from <date>', 'platnost od (RRRR-MM-DD)')
  .option('--no-worker', 'soubor nezpracovat sám, ale předat běžícímu workeru fronty imports')
  .action((file: string, options: { validFrom?: string; worker?: boolean }) =>
    importPriceListFile('uhrady', file, options)
  )
