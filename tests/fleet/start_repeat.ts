/*
| `node --import=ts-node-maintained/register/esm tests/fleet/start_repeat.ts [runs]` (as root):
| starts the fleet the way tests/fleet/many_hosts.spec.ts does before its tests — the data
| tier, the release step, the worker and web hosts, HAProxy, the demo chain seeded from a
| worker host, six sign-ins through the balancer — and stops it, `runs` times (10 by
| default). It prints each start's time and why one failed, and exits 1 if any did: the
| evidence that the suite's start is deterministic, not a test of the suite itself.
*/
import { seedDemoChain, startFleet, stopFleet, type Fleet } from './fleet.js'

const runs = Number(process.argv[2] ?? 10)
const failures: string[] = []

for (let run = 1; run <= runs; run++) {
  const started = Date.now()
  let fleet: Fleet | undefined
  try {
    fleet = await startFleet()
    await seedDemoChain(fleet)
    console.log(`start ${run}/${runs}: ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    failures.push(`start ${run}: ${reason}`)
    console.log(`start ${run}/${runs}: FAILED after ${(Date.now() - started) / 1000} s\n${reason}`)
  } finally {
    await stopFleet(fleet)
  }
}

console.log(`\n${runs - failures.length} of ${runs} starts ready, ${failures.length} failed`)
process.exit(failures.length > 0 ? 1 : 0)
