/*
| Reads a server-sent-events response with fetch, as the browser client does (bearer
| token in the header, never in the URL), keeping every event and comment line it saw.
*/

export type SseEvent = { event: string; data: string }

export type EventStream = {
  /** Where it was opened, and when its response headers came (ms since the epoch). */
  baseUrl: string
  openedAt: number
  status: number
  headers: Headers
  events: SseEvent[]
  comments: string[]
  /** The reconnect delay the server asked for (`retry:`), in ms. */
  retry: number | null
  /** Resolves with the first event (already seen or arriving) that matches. */
  waitFor(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>
  /** Resolves once the server ended the stream. */
  ended: Promise<void>
  close(): void
}

function parseBlock(block: string, stream: EventStream) {
  let event = 'message'
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments.push(line.slice(1).trim())
    else if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).trim())
    else if (line.startsWith('retry:')) stream.retry = Number(line.slice(6))
  }
  if (data.length > 0) stream.events.push({ event, data: data.join('\n') })
}

export async function openEventStream(baseUrl: string, token?: string): Promise<EventStream> {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  })
  const stream: EventStream = {
    baseUrl,
    openedAt: Date.now(),
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retry: null,
    ended: Promise.resolve(),
    async waitFor(match, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const found = stream.events.find(match)
        if (found) return found
        await new Promise((r) => setTimeout(r, 25))
      }
      throw new Error(`no such event; seen: ${JSON.stringify(stream.events)}`)
    },
    close: () => abort.abort(),
  }
  stream.ended = (async () => {
    let buffer = ''
    try {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        buffer += value
        let end: number
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end), stream)
          buffer = buffer.slice(end + 2)
        }
      }
    } catch {}
  })()
  return stream
}

/** The event data, parsed. */
export function dataOf(event: SseEvent) {
  return JSON.parse(event.data)
}

const namesOf = (stream: EventStream, name: string) => stream.events.filter((e) => e.event === name)

/** Resolves with the `n`-th (from 1) event named `name` of the stream, seen or arriving. */
export function nthEvent(stream: EventStream, name: string, n: number) {
  return stream.waitFor((e) => e.event === name && namesOf(stream, name).indexOf(e) === n - 1)
}

/** The names of the events the stream has seen, in order. */
export function eventNames(stream: EventStream) {
  return stream.events.map((e) => e.event)
}
