import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { EventSource } from 'eventsource'
import { buildUrl } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import { notificationsKey } from '../notification'

/* A refused or broken stream (not a dropped one, which reconnects by itself) is tried again. */
const REOPEN_MS = 60_000

/**
 * Opens the server-sent-events stream of the signed-in user. The token goes in the
 * Authorization header (EventSource of the `eventsource` package over fetch), never in
 * the URL. A signal refreshes every notification query.
 */
export function openNotificationStream(
  token: string,
  handlers: { onLive(live: boolean): void; onSignal(): void }
) {
  const source = new EventSource(buildUrl('/notifications/stream'), {
    fetch: (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${token}` },
      }),
  })
  let connectedBefore = false
  source.addEventListener('ready', (event) => {
    const live = JSON.parse(event.data).live === true
    handlers.onLive(live)
    /* After a gap (reconnect, Redis back) signals may have been missed. */
    if (live && connectedBefore) handlers.onSignal()
    connectedBefore = true
  })
  source.addEventListener('notification', handlers.onSignal)
  source.addEventListener('read', handlers.onSignal)
  source.addEventListener('error', () => handlers.onLive(false))
  return source
}

/** Keeps the stream open while mounted; answers whether signals arrive live (else: poll). */
export function useNotificationStream() {
  const queryClient = useQueryClient()
  const [live, setLive] = useState(false)

  useEffect(() => {
    const token = authStorage.getToken()
    if (!token) return
    let source: EventSource | null = null
    let reopen: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      source = openNotificationStream(token, {
        onLive: (value) => {
          setLive(value)
          if (!value && source?.readyState === EventSource.CLOSED) {
            clearTimeout(reopen)
            reopen = setTimeout(open, REOPEN_MS)
          }
        },
        onSignal: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
      })
    }
    open()
    return () => {
      clearTimeout(reopen)
      source?.close()
    }
  }, [queryClient])

  return live
}
