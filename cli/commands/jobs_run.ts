import { Command } from 'commander'
import { CliError, runCommand } from '../run.js'

export const jobsRunCommand = new Command('jobs:run')
  .description(
    'Spustí plánovanou úlohu hned (jako tlačítko na /admin/jobs): zařadí ji do její fronty, ' +
      'kterou obslouží worker na kterémkoli stroji, a počká na výsledek'
  )
  .argument('<job>', 'název úlohy, např. pool.match_all, inbox.scan, exports.purge_uploads')
  .option('--no-wait', 'jen zařadit, nečekat na výsledek')
  .option('--timeout <s>', 'jak dlouho čekat na výsledek (s)', '600')
  .action(async (job: string, options: { wait: boolean; timeout: string }) =>
    runCommand(async () => {
      const { runScheduledJob } = await import('#operations/services/run_scheduled_job')
      const { scheduleCatalogue } = await import('#operations/schedules')
      const { getQueue, getQueueEvents } = await import('#core/queue')
      if (!scheduleCatalogue().some((s) => s.job === job)) {
        const names = scheduleCatalogue().map((s) => s.job)
        throw new CliError(`Neznámá plánovaná úloha ${job}. Známé: ${names.join(', ')}`)
      }
      const queued = await runScheduledJob(job)
      console.log(`úloha ${job} zařazena do fronty ${queued.queue} (id ${queued.jobId})`)
      if (!options.wait) return
      const events = await getQueueEvents(queued.queue)
      const handle = await getQueue(queued.queue).getJob(queued.jobId)
      if (!handle) throw new CliError('Úloha se ve frontě nenašla.')
      try {
        const result = await handle.waitUntilFinished(events, Number(options.timeout) * 1000)
        console.log(`hotovo: ${JSON.stringify(result)}`)
      } catch (error) {
        throw new CliError(`úloha ${job} selhala nebo nedoběhla: ${(error as Error).message}`)
      }
    })
  )
