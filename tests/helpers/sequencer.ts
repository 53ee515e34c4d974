import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/*
| With files side by side, the run lasts as long as its longest slot: the files that take
| minutes start first, each on its own slot, and the short ones fill the slots around them.
| Measured on this machine type (tests/run.js prints every tier's time); vitest's own
| ordering by earlier durations needs a cache a fresh clone has not got.
*/
const SLOWEST_FIRST = [
  'tests/cli/admin_cli.spec.ts',
  'tests/api/hostile_parallel_uploads.spec.ts',
  'tests/bench/bench_setup.spec.ts',
  'tests/api/exports_faults.spec.ts',
  'tests/cli/pricelists_cli.spec.ts',
  'tests/api/hostile_uploads.spec.ts',
  'tests/api/fleet_operations.spec.ts',
  'tests/api/api_hardening.spec.ts',
  'tests/api/inbox.spec.ts',
  'tests/api/health.spec.ts',
]

export default class SlowestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const index = SLOWEST_FIRST.indexOf(relative(process.cwd(), spec.moduleId))
      return index === -1 ? SLOWEST_FIRST.length : index
    }
    return sorted
      .map((spec, order) => ({ spec, order }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.order - b.order)
      .map(({ spec }) => spec)
  }
}
