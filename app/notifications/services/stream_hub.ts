import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import type { Redis } from 'ioredis'
import { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { onDrain } from '#core/lifecycle'
import { openStreams } from '#core/metrics'
import { redisConnection } from '#core/queue'
import { SIGNAL_CHANNEL } from '#core/signals'
import { parseSignals, type Signal } from '#notifications/services/signals'
import { forgetStream, keepStream, registerStream } from '#notifications/services/stream_registry'

/*
| The SSE streams this web process holds, and its one Redis subscriber that feeds them.
| Both are created with the first stream: workers and the CLI never subscribe. How many
| streams a user holds is counted over every web process in Redis (stream_registry).
*/

export type StreamClient = {
  userId: number
  firma: string | null
  pharmacyCode: string | null
  send(event: string, data: unknown): void
  /** Ends the stream; with `retryMs`, first tells the browser to reconnect that soon. */
  end(retryMs?: number): void
  /** Checks that the stream's sign-in still stands, ending the stream when it does not. */
  recheck(): void
}

type Held = StreamClient & { id: string }

const clients = new Set<Held>()
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
      if (signal.type === 'streams') {
        if (signal.ids.includes(client.id)) client.end()
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

/*
| A process leaving the fleet asks its browsers to come back within a second or two, spread
| out so the hosts that stay are not hit by every stream at the same instant.
*/
const DRAIN_RETRY_MS = 1000

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
  const endAll = () => {
    for (const client of clients) client.end(DRAIN_RETRY_MS + Math.floor(Math.random() * 1000))
    clients.clear()
  }
  onDrain(endAll)
  /*
   * Registered now, after the HTTP server's own hook: hooks run in reverse order
   * (shutdownInReverseOrder), so the streams end before the server waits for open responses.
   */
  app.terminating(() => {
    endAll()
    subscriber?.disconnect()
    subscriber = null
  })
}

/*
| The first stream of a process waits this long at most for the subscriber to connect, so its
| `ready` event says live when live delivery is a moment away, and not-live when Redis is down.
*/
const SUBSCRIBE_WAIT_MS = 1500

/** Whether live delivery works, waiting briefly for a subscriber that is still connecting. */
export async function liveSoon() {
  if (!subscriber) start()
  if (isLive() || !subscriber) return isLive()
  const timeout = new Promise((resolve) => setTimeout(resolve, SUBSCRIBE_WAIT_MS).unref())
  await Promise.race([once(subscriber, 'ready').catch(() => {}), timeout])
  return isLive()
}

/*
| Browsers share one stream per user across tabs (web/…/stream-leader); more than this
| many are stale connections or a misbehaving client, and each holds a socket.
*/
export const MAX_STREAMS_PER_USER = 5

/** Adds a stream, ending the user's oldest beyond the cap; answers how to keep and remove it. */
export function addClient(client: StreamClient) {
  if (!subscriber) start()
  const held: Held = { ...client, id: randomUUID() }
  clients.add(held)
  openStreams.inc()
  let removed = false
  void registerStream(client.userId, held.id, MAX_STREAMS_PER_USER).then((excess) => {
    if (excess === null) {
      /* Redis does not answer: the cap is kept for this process's own streams. */
      const own = [...clients].filter((c) => c.userId === client.userId)
      for (const stale of own.slice(0, Math.max(0, own.length - MAX_STREAMS_PER_USER))) {
        clients.delete(stale)
        stale.end()
      }
      return
    }
    for (const local of [...clients].filter((c) => excess.includes(c.id))) {
      clients.delete(local)
      local.end()
    }
  })
  return {
    keep: () => void keepStream(client.userId, held.id),
    remove: () => {
      if (removed) return
      removed = true
      openStreams.dec()
      clients.delete(held)
      void forgetStream(client.userId, held.id)
    },
  }
}

export function clientCount() {
  return clients.size
}
