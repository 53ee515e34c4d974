import redis from '@adonisjs/redis/services/main'
import logger from '@adonisjs/core/services/logger'
import queueConfig from '#config/queue'

/*
| "Something changed in your bell" travels over Redis pub/sub, so every web process (and
| the SSE streams it holds) hears what any web process or worker wrote. The signal names
| only the target: the browser then asks the API, which checks who may see what.
| The channel carries the queue prefix, so two installations (or test runs) sharing one
| Redis do not hear each other.
*/
export const SIGNAL_CHANNEL = `${queueConfig.prefix}:notifications`

const PUBLISH_TIMEOUT_MS = 2000

/**
 * Publishes signals without making the caller wait: a Redis outage costs the live update
 * only (browsers fall back to polling), never the action that was already committed.
 */
export function publishSignals(signals: { type: string; [field: string]: unknown }[]) {
  if (signals.length === 0) return
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), PUBLISH_TIMEOUT_MS).unref()
  )
  Promise.race([redis.publish(SIGNAL_CHANNEL, JSON.stringify(signals)), timeout]).catch((error) => {
    logger.warn({ err: error }, 'notification signal not published')
  })
}
