import { describe, expect, test } from 'vitest'
import { expiryUrgency, URGENCY_TEXT } from '#stock/rules/expiry_urgency'

describe('the urgency a list shows beside an expiry', () => {
  test.each([
    ['expired 8 days ago (the −8 of Ohrožené)', -8, 'expired'],
    ['expired yesterday', -1, 'expired'],
    ['expires today: still sellable, but soon', 0, 'soon'],
    ['tomorrow', 1, 'soon'],
    ['exactly 30 days', 30, 'soon'],
    ['31 days: nothing to flag', 31, null],
    ['a year', 365, null],
    ['a lot without expiry', null, null],
    ['no count at all', undefined, null],
    ['not a number', Number.NaN, null],
  ])('%s', (_, days, urgency) => {
    expect(expiryUrgency(days)).toBe(urgency)
  })

  test('the words, not the colour alone', () => {
    expect(URGENCY_TEXT).toEqual({ expired: 'prošlé', soon: 'do 30 dnů' })
  })
})
