import { join, resolve } from 'node:path'
import { Command } from 'commander'
import { writeBranchExports } from '#database/factories/demo_exports'

const positive = (name: string) => (value: string) => {
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} musí být kladné celé číslo.`)
  return number
}

export const demoExportsCommand = new Command('demo:exports')
  .description('Vygeneruje realistické exporty (sklad, pohyby, karty .xlsx) pro pobočky 1..N')
  .option('--branches <n>', 'počet poboček', positive('--branches'), 8)
  .option('--products <n>', 'počet produktů na pobočku', positive('--products'), 300)
  .option('--months <n>', 'měsíců pohybů', positive('--months'), 6)
  .option(
    '--seed <n>',
    'semínko generátoru (stejné semínko = stejné soubory)',
    positive('--seed'),
    42
  )
  .requiredOption('--out <dir>', 'výstupní adresář')
  .action(async (options) => {
    try {
      for (let code = 1; code <= options.branches; code++) {
        const dir = join(resolve(options.out), String(code))
        const started = Date.now()
        await writeBranchExports(dir, String(code), {
          products: options.products,
          months: options.months,
          seed: options.seed,
        })
        console.log(`pobočka ${code}: ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
      }
    } catch (error) {
      process.exitCode = 1
      console.error(`Chyba: ${(error as Error).message}`)
    }
  })
