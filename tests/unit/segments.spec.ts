import { describe, expect, test } from 'vitest'
import { takeOverRange, type Segment } from '#exports/rules/segments'

const seg = (batchId: number, from: string, to: string): Segment => ({ batchId, from, to })

describe('takeOverRange: a new upload owns its date range', () => {
  test.each([
    ['first upload', [], seg(1, '2026-05-01', '2026-10-31'), [seg(1, '2026-05-01', '2026-10-31')]],
    [
      'a later overlapping period cuts the older one back',
      [seg(1, '2026-05-01', '2026-10-31')],
      seg(2, '2026-06-01', '2026-11-30'),
      [seg(1, '2026-05-01', '2026-05-31'), seg(2, '2026-06-01', '2026-11-30')],
    ],
    [
      'the same period again replaces it entirely',
      [seg(1, '2026-05-01', '2026-10-31')],
      seg(2, '2026-05-01', '2026-10-31'),
      [seg(2, '2026-05-01', '2026-10-31')],
    ],
    [
      'a period inside an older one splits it',
      [seg(1, '2026-01-01', '2026-12-31')],
      seg(2, '2026-03-01', '2026-03-31'),
      [
        seg(1, '2026-01-01', '2026-02-28'),
        seg(2, '2026-03-01', '2026-03-31'),
        seg(1, '2026-04-01', '2026-12-31'),
      ],
    ],
    [
      'a disjoint earlier period leaves the newer one alone',
      [seg(1, '2026-06-01', '2026-11-30')],
      seg(2, '2026-01-01', '2026-03-31'),
      [seg(2, '2026-01-01', '2026-03-31'), seg(1, '2026-06-01', '2026-11-30')],
    ],
    [
      'one day of overlap at each end',
      [seg(1, '2026-01-01', '2026-01-31'), seg(2, '2026-02-01', '2026-02-28')],
      seg(3, '2026-01-31', '2026-02-01'),
      [
        seg(1, '2026-01-01', '2026-01-30'),
        seg(3, '2026-01-31', '2026-02-01'),
        seg(2, '2026-02-02', '2026-02-28'),
      ],
    ],
  ])('%s', (_name, existing, incoming, expected) => {
    expect(takeOverRange(existing, incoming)).toEqual(expected)
  })
})
