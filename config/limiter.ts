import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

const limiterConfig = defineConfig({
  default: 'redis',
  stores: {
    redis: stores.redis({
      connectionName: 'main',
      keyPrefix: env.get('LIMITER_PREFIX', 'rlflx'),
    }),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}
