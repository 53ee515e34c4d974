import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { branchLabel } from '#branches/rules/branch_label'
import { renderReport } from '#core/pdf/report'

/* Issue #26: one branch line for every PDF header, one fallback for a branch with no name. */
describe('branchLabel', () => {
  test.each([
    ['7', 'Lékárna U Lva', '7 – Lékárna U Lva'],
    ['12', 'Lékárna Na Růžku', '12 – Lékárna Na Růžku'],
    ['7', null, '7'],
    ['7', undefined, '7'],
    ['7', '', '7'],
  ])('%j, %j → %j', (code, name, expected) => {
    expect(branchLabel(code, name)).toBe(expected)
  })
})

describe('the header of a PDF', () => {
  const dir = mkdtempSync(join(tmpdir(), 'branch-label-'))
  const header = async (label: string) => {
    const bytes = await renderReport({
      title: 'Zkouška',
      branch: label,
      generatedAt: new Date('2026-11-27T10:00:00Z'),
      blocks: [{ type: 'text', text: 'Text.' }],
    })
    const file = join(dir, `${label}.pdf`)
    writeFileSync(file, bytes)
    return execFileSync('pdftotext', ['-layout', file, '-']).toString()
  }

  test('reads `Pobočka 7 – name`, or `Pobočka 7` for a branch with no name', async () => {
    expect(await header(branchLabel('7', 'Lékárna U Lva'))).toContain('Pobočka 7 – Lékárna U Lva')
    const unnamed = await header(branchLabel('7', null))
    expect(unnamed).toMatch(/Pobočka 7\s/)
    expect(unnamed).not.toContain('Pobočka Pobočka')
  })
})
