import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

function redisOptions(value: string) {
  const url = new URL(value)
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.slice(1) || 0),
    tls: url.protocol === 'rediss:' ? {} : undefined,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisOptions(env.get('REDIS_URL')),
      keyPrefix: '',
      /* Never give up: after a Redis restart the limiter (logins) must work again without
         restarting the web process. Retries back off to one every 2 s; meanwhile a command
         fails after one attempt instead of holding its request for many seconds. */
      retryStrategy(times) {
        return Math.min(times * 50, 2000)
      },
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
