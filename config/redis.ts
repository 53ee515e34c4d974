import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'
import type { RedisOptions } from 'ioredis'

/*
| Where Redis is, for every connection of the process (the limiter's, the queues', the
| notification signals'). One Redis from REDIS_URL; or, with REDIS_SENTINELS (issue #34),
| the master the sentinels name REDIS_SENTINEL_NAME, found again after a failover without a
| restart: `failoverDetector` listens for the sentinels' +switch-master and reconnects at
| once, instead of waiting for a dead master's socket to time out. REDIS_URL then only
| carries the password and the database number.
*/
export function redisTarget(): RedisOptions {
  const url = new URL(env.get('REDIS_URL'))
  const auth = {
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number(url.pathname.slice(1) || 0),
  }
  const sentinels = env.get('REDIS_SENTINELS')
  if (sentinels) {
    return {
      ...auth,
      name: env.get('REDIS_SENTINEL_NAME', 'lemon'),
      sentinels: sentinels.split(',').map((entry) => {
        const at = entry.trim().lastIndexOf(':')
        return {
          host: entry
            .trim()
            .slice(0, at)
            .replace(/^\[|\]$/g, ''),
          port: Number(entry.trim().slice(at + 1)),
        }
      }),
      role: 'master',
      failoverDetector: true,
      /* Never give up on the sentinels either: back off to one try every 2 s. */
      sentinelRetryStrategy: (times: number) => Math.min(times * 100, 2000),
      sentinelMaxConnections: 3,
      tls: url.protocol === 'rediss:' ? {} : undefined,
    }
  }
  return {
    ...auth,
    host: url.hostname,
    port: Number(url.port || 6379),
    tls: url.protocol === 'rediss:' ? {} : undefined,
  }
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      ...redisTarget(),
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
