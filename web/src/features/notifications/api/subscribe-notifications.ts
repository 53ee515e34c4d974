import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { EventSource } from 'eventsource'
import { buildUrl } from '../../../lib/api-client'
import { authStorage } from '../../../lib/auth-storage'
import { useCurrentUser } from '../../../lib/current-user'
import { userIdOf } from '../../../lib/user'
import { notificationsKey } from '../notification'
import { shareAcrossTabs } from '../stream-leader'

/* A refused or broken stream (not a dropped one, which reconnects by itself) is tried again. */
const REOPEN_MS = 60_000

interface StreamHandlers {
  onLive(live: boolean): void
  onSignal(): void
}

/**
 * Opens the server-sent-events stream of the signed-in user. The token goes in the
 * Authorization header (EventSource of the `eventsource` package over fetch), never in
 * the URL; it is read at every (re)connection, so a new sign-in in another tab is used.
 * With `takeover` (another tab's stream just closed) the first connection also counts as
 * a reconnection. Resolves the function that closes it.
 */
export function openNotificationStream(
  token: () => string | null,
  handlers: StreamHandlers,
  { takeover = false } = {}
) {
  let source: EventSource | null = null
  let reopen: ReturnType<typeof setTimeout> | undefined
  /* After a gap (a reconnect, a reopen, Redis back, a handover) signals may have been missed. */
  let connectedBefore = takeover
  const open = () => {
    const current = new EventSource(buildUrl('/notifications/stream'), {
      fetch: (input, init) =>
        fetch(input, {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            Authorization: `Bearer ${token() ?? ''}`,
          },
        }),
    })
    current.addEventListener('ready', (event) => {
      const live = JSON.parse(event.data).live === true
      handlers.onLive(live)
      if (live && connectedBefore) handlers.onSignal()
      connectedBefore = true
    })
    current.addEventListener('notification', handlers.onSignal)
    current.addEventListener('read', handlers.onSignal)
    current.addEventListener('error', () => {
      handlers.onLive(false)
      if (current.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS)
    })
    source = current
  }
  open()
  return () => {
    clearTimeout(reopen)
    source?.close()
  }
}

/**
 * Keeps the signed-in user's stream open (in one of the user's tabs, see stream-leader)
 * and refreshes every notification query on a signal. Another user signing in here
 * re-runs it for their own stream. Answers whether signals arrive live; while they do
 * not, the bell polls.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient()
  const userId = userIdOf(useCurrentUser())
  const [live, setLive] = useState(false)
  const streamedFor = useRef(userId)

  useEffect(() => {
    if (!authStorage.getToken()) return
    const refresh = () => queryClient.invalidateQueries({ queryKey: notificationsKey })
    /* The cached count and list are the previous user's (the keys name no user). */
    if (streamedFor.current !== userId) refresh()
    streamedFor.current = userId
    let current = false
    const leave = shareAcrossTabs({
      userId,
      lead: (post, takeover) =>
        openNotificationStream(
          () => authStorage.getToken(),
          {
            onLive: (value) => {
              current = value
              setLive(value)
              post({ type: 'live', live: value })
            },
            onSignal: () => {
              refresh()
              post({ type: 'signal' })
            },
          },
          { takeover }
        ),
      onMessage: (message, leading, post) => {
        if (message.type === 'signal') refresh()
        else if (message.type === 'live' && !leading) setLive(message.live)
        else if (message.type === 'hello' && leading) post({ type: 'live', live: current })
      },
    })
    return () => {
      leave()
      /* Until the next user's stream (or its leading tab) says otherwise, the bell polls. */
      setLive(false)
    }
  }, [queryClient, userId])

  return live
}
