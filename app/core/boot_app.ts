import 'reflect-metadata'
import { Ignitor } from '@adonisjs/core'
import type { ApplicationService } from '@adonisjs/core/types'

/**
 * Boots the application without the HTTP server, for the CLI and the workers, so they
 * run the same services, config and database connection as the web process.
 */
export async function bootApp(appRoot: URL): Promise<ApplicationService> {
  const importer = (filePath: string) =>
    filePath.startsWith('./') || filePath.startsWith('../')
      ? import(new URL(filePath, appRoot).href)
      : import(filePath)
  const app = new Ignitor(appRoot, { importer }).createApp('console')
  app.booting(async () => {
    await import('#start/env')
  })
  await app.init()
  await app.boot()
  await app.start(() => {})
  return app
}
