import type { Server } from 'node:http'
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'

/*
| How a web process leaves a fleet (issue #29). On SIGTERM it says "not ready" at once, so
| the balancer stops sending it new requests, keeps serving for the grace period while the
| balancer notices, ends its event streams with a short reconnect hint, stops listening,
| lets the requests in flight finish within a hard limit, closes every connection it opened
| and exits, whatever it served before. A last timer exits even if something still hangs.
*/

export type ShutdownTimes = { graceMs: number; timeoutMs: number }

let draining = false
const drainHooks: (() => void)[] = []

export function isDraining() {
  return draining
}

/** Runs when the process starts to leave (its event streams end then). */
export function onDrain(hook: () => void) {
  drainHooks.push(hook)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the server has no open connection, or the limit has passed (then cuts them). */
async function closeServer(server: Server | undefined, timeoutMs: number) {
  if (!server) return
  const closed = new Promise<void>((resolve) => server.close(() => resolve()))
  server.closeIdleConnections()
  const timer = setTimeout(() => {
    logger.warn('shutdown: requests still open after the limit; their connections are closed')
    server.closeAllConnections()
  }, timeoutMs)
  await closed
  clearTimeout(timer)
}

let leaving: Promise<void> | null = null

export function shutdown(server: Server | undefined, times: ShutdownTimes) {
  leaving ??= (async () => {
    draining = true
    const started = Date.now()
    setTimeout(
      () => {
        logger.error('shutdown: not finished within its limit; exiting')
        process.exit(1)
      },
      times.graceMs + times.timeoutMs + 5000
    ).unref()
    logger.info(
      { grace_ms: times.graceMs },
      'shutdown: not ready; serving through the grace period'
    )
    await sleep(times.graceMs)
    for (const hook of drainHooks) hook()
    await closeServer(server, times.timeoutMs)
    /* Database, Redis, queue connections: every provider's and module's terminating hook. */
    await app.terminate()
    logger.info({ ms: Date.now() - started }, 'shutdown: done')
    /* Everything it opened is closed; a request cut at the limit may still hold a timer (a PDF
       wait), which must not keep a finished process alive. */
    process.exit(0)
  })()
  return leaving
}
