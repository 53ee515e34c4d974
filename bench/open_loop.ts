import http from 'node:http'

/*
| An open-loop load generator: requests leave on a fixed schedule whatever the server
| does, as a thousand independent staff would send them, and each latency is measured
| from the moment its request was due (no coordinated omission). autocannon's
| `overallRate` instead spends each second's budget in a burst over its connections at
| the start of the second, which measures the server saturated by 10 concurrent requests.
*/

export type Arrivals = 'uniform' | 'poisson'

export async function openLoop(options: {
  url: string
  headers: Record<string, string>
  rate: number
  seconds: number
  arrivals: Arrivals
  seed?: number
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  let state = (options.seed ?? 7) >>> 0
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
  const gap = () =>
    options.arrivals === 'uniform'
      ? 1000 / options.rate
      : -Math.log(1 - random()) * (1000 / options.rate)

  const latencies: number[] = []
  let errors = 0
  const pending: Promise<void>[] = []
  const start = performance.now()
  let due = start
  const end = start + options.seconds * 1000
  const send = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const req = http.get(options.url, { agent, headers: options.headers }, (res) => {
        res.resume()
        res.on('end', () => {
          if (res.statusCode !== 200) errors++
          latencies.push(performance.now() - scheduled)
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
    })
  while (due < end) {
    const wait = due - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait - 1))
    while (performance.now() < due) {
      /* the last millisecond is waited out exactly */
    }
    pending.push(send(due))
    due += gap()
  }
  await Promise.all(pending)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]
  return {
    requests: latencies.length,
    rate: latencies.length / options.seconds,
    errors,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
  }
}
