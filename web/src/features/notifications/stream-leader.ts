/*
| One stream per browser, not per tab: a browser opens at most six HTTP/1.1 connections
| to a host, and a stream held by every tab would soon leave none for the API. The tab
| holding a Web Lock opens the stream and relays what it hears over a BroadcastChannel;
| when it closes, the lock passes to another tab. Without Web Locks (a plain-HTTP origin
| is not a secure context) every tab leads.
*/

const LOCK = 'lemon-notifications-stream'
const CHANNEL = 'lemon-notifications'

export type TabMessage = { type: 'signal' } | { type: 'live'; live: boolean } | { type: 'hello' }

interface LeaderOptions {
  /** Starts the stream in the leading tab; resolves the function that stops it. */
  lead: (post: (message: TabMessage) => void) => () => void
  /** A message from the leading tab (in a following tab) or a newcomer's hello (in the leader). */
  onMessage: (message: TabMessage, leading: boolean, post: (message: TabMessage) => void) => void
}

/** Runs `lead` in one tab at a time; returns the function that leaves (on unmount). */
export function shareAcrossTabs({ lead, onMessage }: LeaderOptions) {
  const channel = new BroadcastChannel(CHANNEL)
  const post = (message: TabMessage) => channel.postMessage(message)
  const abort = new AbortController()
  let leading = false
  channel.onmessage = (event: MessageEvent<TabMessage>) => onMessage(event.data, leading, post)

  const run = () =>
    new Promise<void>((release) => {
      leading = true
      const stop = lead(post)
      abort.signal.addEventListener('abort', () => {
        stop()
        release()
      })
    })
  if (navigator.locks) {
    navigator.locks.request(LOCK, { signal: abort.signal }, run).catch(() => {})
    post({ type: 'hello' })
  } else {
    void run()
  }
  return () => {
    abort.abort()
    channel.close()
  }
}
