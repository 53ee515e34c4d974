import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/* Uploaded exports are kept on a private disk (local files here, S3 in production) for retries. */
const driveConfig = defineConfig({
  default: 'fs',
  services: {
    fs: services.fs({
      location: env.get('IMPORT_DIR') ?? app.tmpPath('imports'),
      serveFiles: false,
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
