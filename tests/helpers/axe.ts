import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/*
| axe-core in a page: WCAG 2.1 A and AA rules only (the tags the accessibility issue
| names), reporting the critical and serious violations as short lines a failing test
| can print. The script is evaluated through the DevTools protocol, which the page's
| Content-Security-Policy (script-src 'self') does not govern.
*/

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type AxeNode = { target: string[]; failureSummary?: string }
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] }

/** `rule (impact): selector – what to fix` for every critical or serious violation. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = (await page.evaluate(
    (tags) =>
      (window as any).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((result: { violations: unknown[] }) => result.violations),
    WCAG_TAGS
  )) as AxeViolation[]
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${node.target.join(' ')} – ${(node.failureSummary ?? v.help)
            .replace(/\s+/g, ' ')
            .slice(0, 200)}`
      )
    )
}
