import { Command } from 'commander'
import { runCommand } from '../run.js'
import { progressBar } from '../progress.js'

export const uhradyVersionsCommand = new Command('uhrady:versions')
  .description(
    'Vytvoří chybějící verze změn úhrad (nejnovější seznam proti předchozímu) pro každou ' +
      'pobočku s exportem; s --regenerate je přepočítá podle dnešních zásob'
  )
  .option('--regenerate', 'smaže a znovu vytvoří verze pro nejnovější dvojici seznamů')
  .option('--firma <firma>', 'jen pobočky této firmy')
  .action(async (options) =>
    runCommand(async () => {
      const { default: db } = await import('@adonisjs/lucid/services/db')
      const { generateUhradyChanges } = await import('#pricelists/services/generate_uhrady_changes')
      const { newestPriceList, previousPriceList } = await import('#pricelists/queries/price_lists')
      const newest = await newestPriceList('uhrady')
      const previous = newest ? await previousPriceList('uhrady', newest) : null
      if (!newest || !previous) {
        console.log('Verze nevzniknou: jsou potřeba alespoň dva seznamy úhrad.')
        return
      }
      const query = db.from('branch_exports').select('firma', 'pharmacy_code')
      if (options.firma) query.where('firma', String(options.firma).trim().toUpperCase())
      const branches = await query.orderBy(['firma', 'pharmacy_code'])
      const bar = progressBar('poboček')
      let created = 0
      let kept = 0
      for (const [index, branch] of branches.entries()) {
        if (options.regenerate) {
          await db
            .from('uhrady_change_versions')
            .where({
              firma: branch.firma,
              pharmacy_code: branch.pharmacy_code,
              list_id: Number(newest.id),
              previous_list_id: Number(previous.id),
            })
            .delete()
        }
        const result = await generateUhradyChanges({
          firma: branch.firma,
          pharmacyCode: branch.pharmacy_code,
        })
        if ('created' in result && result.created) created++
        else kept++
        bar.update(index + 1, branches.length)
      }
      bar.stop()
      console.log(
        `seznam ${newest.validFrom} proti ${previous.validFrom}: poboček ${branches.length}, ` +
          `nových verzí ${created}, ponechaných ${kept}`
      )
    })
  )
