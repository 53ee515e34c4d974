import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, targets } from '@adonisjs/core/logger'
import { logMixin } from '#core/log_context'

/*
| JSON, one object per line on stdout, in production (or with LOG_FORMAT=json): written
| by pino's worker-thread transport, so logging never blocks a request. Readable colour
| output (pino-pretty, a dev dependency) everywhere else. Every line logged during a
| request carries `request_id`; inside a worker job `queue` and `job_id`.
*/
const json = env.get('LOG_FORMAT', app.inProduction ? 'json' : 'pretty') === 'json'

const loggerConfig = defineConfig({
  default: 'app',
  loggers: {
    app: {
      enabled: true,
      name: 'lemon',
      level: env.get('LOG_LEVEL', app.inTest ? 'warn' : 'info'),
      timestamp: 'iso',
      mixin: logMixin,
      transport: {
        targets: targets()
          .pushIf(!json, targets.pretty())
          .pushIf(json, targets.file({ destination: 1 }))
          .toArray(),
      },
    },
  },
})

export default loggerConfig

declare module '@adonisjs/core/types' {
  export interface LoggersList extends InferLoggers<typeof loggerConfig> {}
}
