import type { Redis } from 'ioredis'
import { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { redisConnection } from '#core/queue'
import { parseSignals, SIGNAL_CHANNEL, type Signal } from '#notifications/services/signals'

/*
| The SSE streams this web process holds, and its one Redis subscriber that feeds them.
| Both are created with the first stream: workers and the CLI never subscribe.
*/

export type StreamClient = {
  userId: number
  firma: string | null
  pharmacyCode: string | null
  send(event: string, data: unknown): void
  end(): void
  /** Checks that the stream's sign-in still stands, ending the stream when it does not. */
  recheck(): void
}

const clients = new Set<StreamClient>()
let subscriber: Redis | null = null
let wasLive = false

function concerns(signal: Signal, client: StreamClient) {
  if ('userId' in signal) return signal.userId === client.userId
  return signal.firma === client.firma && signal.pharmacyCode === client.pharmacyCode
}

function dispatch(message: string) {
  for (const signal of parseSignals(message)) {
    for (const client of clients) {
      if (!concerns(signal, client)) continue
      if (signal.type === 'session') {
        client.recheck()
        continue
      }
      client.send(signal.type, { kind: 'kind' in signal ? signal.kind : null })
    }
  }
}

/** Tells every stream when live delivery starts or stops, so browsers poll meanwhile. */
function announce() {
  const live = isLive()
  if (live === wasLive) return
  wasLive = live
  for (const client of clients) client.send('ready', { live })
}

export function isLive() {
  return subscriber?.status === 'ready'
}

function start() {
  /* Outside the request that opened the first stream: later log lines are not that request's. */
  HttpContext.runOutsideContext(() => {
    subscriber = redisConnection('worker')
    subscriber.on('error', () => {})
    subscriber.on('message', (_channel: string, message: string) => dispatch(message))
    subscriber.on('ready', announce)
    subscriber.on('close', announce)
    subscriber.subscribe(SIGNAL_CHANNEL).catch(() => {})
  })
  /*
   * Registered now, after the HTTP server's own hook: hooks run in reverse order
   * (shutdownInReverseOrder), so the streams end before the server waits for open responses.
   */
  app.terminating(() => {
    for (const client of clients) client.end()
    clients.clear()
    subscriber?.disconnect()
    subscriber = null
  })
}

/*
| Browsers share one stream per user across tabs (web/…/stream-leader); more than this
| many are stale connections or a misbehaving client, and each holds a socket.
*/
export const MAX_STREAMS_PER_USER = 5

/** Adds a stream, ending the user's oldest beyond the cap; resolves the function that removes it. */
export function addClient(client: StreamClient) {
  if (!subscriber) start()
  const own = [...clients].filter((c) => c.userId === client.userId)
  for (const stale of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER + 1))) {
    clients.delete(stale)
    stale.end()
  }
  clients.add(client)
  return () => {
    clients.delete(client)
  }
}

export function clientCount() {
  return clients.size
}
