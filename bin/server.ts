import 'reflect-metadata'
import { Ignitor, prettyPrintError } from '@adonisjs/core'

const APP_ROOT = new URL('../', import.meta.url)

const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}

new Ignitor(APP_ROOT, { importer: IMPORTER })
  .tap((app) => {
    app.booting(async () => {
      await import('#start/env')
    })
    /* Never serve against a schema older than this code (the release step migrates first). */
    app.starting(async () => {
      const { refuseOlderSchema } = await import('#core/schema_check')
      await refuseOlderSchema('web')
      const { startMetrics } = await import('#core/metrics')
      startMetrics('web')
      /* What a process killed mid-request left in the temp folder (issue #35). */
      const { sweepTempFiles } = await import('#core/temp_files')
      await sweepTempFiles()
      const { publishAssetsAtStart } = await import('#core/web_assets')
      await publishAssetsAtStart()
    })
    /* Leaves the fleet in order (#core/lifecycle): not ready, grace, streams, requests, connections. */
    const leave = async () => {
      const { shutdown } = await import('#core/lifecycle')
      const { shutdown: times } = await import('#config/app')
      const { default: server } = await import('@adonisjs/core/services/server')
      await shutdown(server.getNodeServer(), times)
    }
    app.listen('SIGTERM', leave)
    app.listenIf(app.managedByPm2, 'SIGINT', leave)
  })
  .httpServer()
  .start()
  .catch((error) => {
    process.exitCode = 1
    prettyPrintError(error)
  })
