import redis from '@adonisjs/redis/services/main'
import logger from '@adonisjs/core/services/logger'
import queueConfig from '#config/queue'
import type { NotificationKind } from '#notifications/rules/notification_text'

/*
| "Something changed in your bell" travels over Redis pub/sub, so every web process (and
| the SSE streams it holds) hears what any web process or worker wrote. The signal names
| only the target: the browser then asks the API, which checks who may see what.
| The channel carries the queue prefix, so two installations (or test runs) sharing one
| Redis do not hear each other.
*/
export const SIGNAL_CHANNEL = `${queueConfig.prefix}:notifications`

export type Signal =
  | { type: 'notification'; kind: NotificationKind; firma: string; pharmacyCode: string }
  | { type: 'notification'; kind: NotificationKind; userId: number }
  | { type: 'read'; userId: number }
  /* Some sign-in of the user ended: their open streams check their own session again. */
  | { type: 'session'; userId: number }
  /* The user holds too many streams over the fleet: these end, on whichever host holds them. */
  | { type: 'streams'; userId: number; ids: string[] }

const PUBLISH_TIMEOUT_MS = 2000

/**
 * Publishes signals without making the caller wait: a Redis outage costs the live update
 * only (browsers fall back to polling), never the action that was already committed.
 */
export function publishSignals(signals: Signal[]) {
  if (signals.length === 0) return
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('timeout')), PUBLISH_TIMEOUT_MS).unref()
  )
  Promise.race([redis.publish(SIGNAL_CHANNEL, JSON.stringify(signals)), timeout]).catch((error) => {
    logger.warn({ err: error }, 'notification signal not published')
  })
}

/** Reads a message of the channel; anything malformed is dropped. */
export function parseSignals(message: string): Signal[] {
  try {
    const parsed = JSON.parse(message)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}
