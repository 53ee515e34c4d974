import { PassThrough } from 'node:stream'
import { addClient, liveSoon } from '#notifications/services/stream_hub'
import type { Viewer } from '#notifications/queries/visible_to'
import { userProvider } from '#users/services/user_provider'

/* Proxies and load balancers drop a response silent for ~60 s; a comment line keeps it open. */
const HEARTBEAT_MS = 20_000
/*
 * The caller's branch was read when the stream opened; ending it now and then makes the
 * browser reconnect (after RETRY_MS) and be authenticated again.
 */
const MAX_AGE_MS = 10 * 60_000
const RETRY_MS = 3000

/**
 * A server-sent-events body for one signed-in user: `ready` ({ live }) first, then
 * `notification` ({ kind }) when something arrives for the user or their branch, and
 * `read` when they marked something read elsewhere. Ends on client disconnect, and when
 * its sign-in ends (log-out, "odhlásit všude", deactivation, a password change): at once
 * when told over Redis, otherwise at the next heartbeat, which checks the session too.
 */
export function openNotificationStream(viewer: Viewer, sessionId: string) {
  const body = new PassThrough()
  const write = (text: string) => {
    if (!body.writableEnded && !body.destroyed) body.write(text)
  }
  const held = addClient({
    userId: viewer.id,
    firma: viewer.firma,
    pharmacyCode: viewer.pharmacyCode,
    send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: (retryMs) => {
      if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`)
      body.end()
    },
    recheck: () => void recheck(),
  })
  const recheck = async () => {
    if (body.writableEnded || body.destroyed) return
    /* The guard's own test of a request (session live, user active); a failed check ends the
       stream too: the browser reconnects and is authenticated afresh. */
    const user = await userProvider.findBySession(String(viewer.id), sessionId).catch(() => null)
    if (!user) body.end()
  }
  write(`retry: ${RETRY_MS}\n\n`)
  void liveSoon().then((live) => write(`event: ready\ndata: ${JSON.stringify({ live })}\n\n`))
  const heartbeat = setInterval(() => {
    write(': ping\n\n')
    held.keep()
    void recheck()
  }, HEARTBEAT_MS)
  const maxAge = setTimeout(() => body.end(), MAX_AGE_MS)
  body.on('close', () => {
    clearInterval(heartbeat)
    clearTimeout(maxAge)
    held.remove()
  })
  return body
}
