import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

/*
| axe-core in a page: WCAG 2.1 A and AA rules only (the tags the accessibility issue
| names), reporting the critical and serious violations as short lines a failing test
| can print; `moderateViolations` also counts the moderate ones, with axe's best practices
| (heading order, landmarks that share a name: issue #36). The script is evaluated
| through the DevTools protocol, which the page's Content-Security-Policy
| (script-src 'self') does not govern.
*/

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8'
)
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

type AxeNode = { target: string[]; failureSummary?: string }
type AxeViolation = { id: string; impact: string | null; help: string; nodes: AxeNode[] }

type Impact = 'critical' | 'serious' | 'moderate' | 'minor'

/* Heading order and unique landmarks are axe's best practices, not WCAG rules (issue #36). */
const WITH_BEST_PRACTICE = [...WCAG_TAGS, 'best-practice']

async function violationsOf(page: Page, impacts: Impact[], tags: string[]): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const violations = (await page.evaluate(
    (values) =>
      (window as any).axe
        .run(document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] })
        .then((result: { violations: unknown[] }) => result.violations),
    tags
  )) as AxeViolation[]
  return violations
    .filter((v) => impacts.includes(v.impact as Impact))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}): ${node.target.join(' ')} – ${(node.failureSummary ?? v.help)
            .replace(/\s+/g, ' ')
            .slice(0, 200)}`
      )
    )
}

/** `rule (impact): selector – what to fix` for every critical or serious violation. */
export function seriousViolations(page: Page): Promise<string[]> {
  return violationsOf(page, ['critical', 'serious'], WCAG_TAGS)
}

/**
 * The same for every critical, serious or moderate violation, axe's best practices
 * included (the level a tester counts at: heading order, unique landmarks).
 */
export function moderateViolations(page: Page): Promise<string[]> {
  return violationsOf(page, ['critical', 'serious', 'moderate'], WITH_BEST_PRACTICE)
}
