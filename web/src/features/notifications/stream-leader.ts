/*
| One stream per user and browser, not per tab: a browser opens at most six HTTP/1.1
| connections to a host, and a stream held by every tab would soon leave none for the API.
| The tab holding a Web Lock opens the stream and relays what it hears over a
| BroadcastChannel; when it closes, the lock passes to another tab of the same user. Lock
| and channel are named by the user's id, so a user signed in in another tab gets a stream
| of their own, never another user's signals or its "live". Without Web Locks (a
| plain-HTTP origin is not a secure context) every tab leads.
*/

const LOCK = 'lemon-notifications-stream'
const CHANNEL = 'lemon-notifications'

export type TabMessage = { type: 'signal' } | { type: 'live'; live: boolean } | { type: 'hello' }

interface LeaderOptions {
  /** The signed-in user's id: tabs share a stream only within one user. */
  userId: string
  /**
   * Starts the stream in the leading tab; resolves the function that stops it. `takeover`
   * is true when another tab led before, so signals of the handover may have been missed.
   */
  lead: (post: (message: TabMessage) => void, takeover: boolean) => () => void
  /** A message from the leading tab (in a following tab) or a newcomer's hello (in the leader). */
  onMessage: (message: TabMessage, leading: boolean, post: (message: TabMessage) => void) => void
}

/** Runs `lead` in one tab of the user at a time; returns the function that leaves (on unmount). */
export function shareAcrossTabs({ userId, lead, onMessage }: LeaderOptions) {
  const lockName = `${LOCK}:${userId}`
  const channel = new BroadcastChannel(`${CHANNEL}:${userId}`)
  const post = (message: TabMessage) => channel.postMessage(message)
  const abort = new AbortController()
  let leading = false
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data, leading, post)

  const run = (takeover: boolean) =>
    new Promise<void>((release) => {
      if (abort.signal.aborted) return release()
      leading = true
      const stop = lead(post, takeover)
      abort.signal.addEventListener('abort', () => {
        stop()
        release()
      })
    })
  if (navigator.locks) {
    /* A free lock: this tab is the first to lead. Else it waits, and takes over later. */
    const wait = () =>
      navigator.locks.request(lockName, { signal: abort.signal }, () => run(true)).catch(() => {})
    navigator.locks
      .request(lockName, { ifAvailable: true }, (lock) => (lock ? run(false) : void wait()))
      .catch(() => {})
    post({ type: 'hello' })
  } else {
    void run(false)
  }
  return () => {
    abort.abort()
    channel.close()
  }
}
