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
