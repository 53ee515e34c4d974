/*
| Steady load through the balancer: `concurrency` loops, each sending the next request as
| soon as the previous one answered, recording every outcome until stopped.
*/

export type Outcome = { ok: boolean; status?: number; error?: string; at: number; ms: number }

export function steadyLoad(baseUrl: string, token: string, path: string, concurrency = 4) {
  const results: Outcome[] = []
  let running = true
  const loop = async () => {
    while (running) {
      const at = Date.now()
      try {
        const res = await fetch(`${baseUrl}${path}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(15_000),
        })
        await res.arrayBuffer()
        results.push({ ok: res.ok, status: res.status, at, ms: Date.now() - at })
      } catch (error) {
        results.push({ ok: false, error: String(error), at, ms: Date.now() - at })
      }
    }
  }
  const loops = Array.from({ length: concurrency }, loop)
  return {
    async stop() {
      running = false
      await Promise.all(loops)
      return results
    },
  }
}

/**
 * Asks `probe` every `everyMs` until it answers something truthy; fails after `timeoutMs`
 * saying what it waited for and the last error the probe threw.
 */
export async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | null | undefined | false>,
  everyMs = 500
) {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < deadline) {
    try {
      const value = await probe()
      if (value) return value
    } catch (error) {
      last = error
    }
    await new Promise((r) => setTimeout(r, everyMs))
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last})` : ''}`)
}
