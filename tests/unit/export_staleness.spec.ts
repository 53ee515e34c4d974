import { describe, expect, test } from 'vitest'
import {
  branchesNeedingTask,
  isExportStale,
  staleTaskDescription,
} from '#tasks/rules/export_staleness'

const C = { EXPORT_STALE_DAYS: 7, TIME_ZONE: 'Europe/Prague' }
/* 01:00 in Prague on 21 November 2026 (the night run). */
const NOW = new Date('2026-11-21T00:00:00Z')

describe('an export is stale when older than 7 Prague calendar days, or missing', () => {
  test.each([
    ['uploaded today', '2026-11-20T23:30:00Z', false],
    ['7 days ago', '2026-11-14T10:00:00Z', false],
    ['7 days ago, late evening in Prague', '2026-11-14T22:59:00Z', false],
    ['8 days ago', '2026-11-13T10:00:00Z', true],
    ['8 days ago by the Prague day (23:30 UTC is the next day)', '2026-11-12T23:30:00Z', true],
    ['30 days ago', '2026-10-22T08:00:00Z', true],
    ['never uploaded', null, true],
  ])('%s → %s', (_, last, stale) => {
    expect(isExportStale(last ? new Date(last) : null, NOW, C)).toBe(stale)
  })
})

describe('one task per branch while open', () => {
  const branch = (code: string, last: string | null, hasOpenTask: boolean) => ({
    firma: 'LEMON',
    pharmacyCode: code,
    lastBatchAt: last ? new Date(last) : null,
    hasOpenTask,
  })
  test.each([
    ['stale without a task gets one', [branch('1', '2026-11-01T08:00:00Z', false)], ['1']],
    ['stale with an open task gets none', [branch('1', '2026-11-01T08:00:00Z', true)], []],
    ['fresh gets none', [branch('1', '2026-11-20T08:00:00Z', false)], []],
    ['never uploaded gets one', [branch('1', null, false)], ['1']],
    [
      'mixed',
      [
        branch('1', null, true),
        branch('2', null, false),
        branch('3', '2026-11-19T08:00:00Z', false),
      ],
      ['2'],
    ],
  ])('%s', (_, branches, codes) => {
    expect(branchesNeedingTask(branches, NOW, C).map((b) => b.pharmacyCode)).toEqual(codes)
  })
})

describe('the task description says why', () => {
  test.each([
    [null, 'Pobočka zatím nenahrála žádné exporty. Nahrajte je prosím.'],
    [
      '2026-11-11T09:00:00Z',
      'Poslední exporty jsou staré 10 dní. Nahrajte prosím aktuální exporty.',
    ],
  ])('%s', (last, text) => {
    expect(staleTaskDescription(last ? new Date(last) : null, NOW, C.TIME_ZONE)).toBe(text)
  })
})
