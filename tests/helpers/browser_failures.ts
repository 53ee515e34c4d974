import { mkdirSync } from 'node:fs'
import { afterEach } from 'vitest'

/*
| When a test with a browser page fails, what each open page was doing is printed: its
| address, the requests still in flight and how long they had been waiting, and a screenshot
| under tmp/screens/failed/. A step past PAGE_TIMEOUT in a full run then says whether the
| server never answered or the screen never drew. Files without pages pay nothing: the
| registry lives in tests/helpers/browser.ts and is read only once it exists.
*/
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return
  const pages = (globalThis as { __lemonOpenPages?: Set<unknown> }).__lemonOpenPages
  if (!pages?.size) return
  const { describeOpenPages } = await import('./browser.js')
  mkdirSync('tmp/screens/failed', { recursive: true })
  const name = task.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 80)
  for (const line of await describeOpenPages(`tmp/screens/failed/${name}`)) {
    console.log(`[failed: ${task.name}] ${line}`)
  }
})
