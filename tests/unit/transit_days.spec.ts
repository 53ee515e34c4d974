import { describe, expect, test } from 'vitest'
import { longTransitSentBefore, transitOf } from '#transfers/rules/transit_days'
import { addDays } from '#core/calendar'

const C = { TRANSIT_WARNING_DAYS: 5, TIME_ZONE: 'Europe/Prague' }
const at = (iso: string) => new Date(iso)

describe('days on the way are Prague calendar days from the sent day to today', () => {
  test.each([
    ['sent today', '2026-11-20T08:00:00Z', '2026-11-20T21:00:00Z', 0, false],
    ['sent yesterday late evening', '2026-11-19T22:30:00Z', '2026-11-20T08:00:00Z', 1, false],
    ['exactly 5 days: not yet warned', '2026-11-15T09:00:00Z', '2026-11-20T09:00:00Z', 5, false],
    ['6 days: warned', '2026-11-14T09:00:00Z', '2026-11-20T09:00:00Z', 6, true],
    /* 23:30 UTC is already the next Prague day: UTC would count 6 days, Prague counts 5. */
    [
      'sent 00:30 Prague, now 23:59 Prague',
      '2026-11-14T23:30:00Z',
      '2026-11-20T22:59:00Z',
      5,
      false,
    ],
    /* Prague midnight passes at 23:00 UTC in winter: UTC would count 6, Prague 7. */
    [
      'sent 23:59 Prague, now 00:01 Prague',
      '2026-11-14T22:59:00Z',
      '2026-11-20T23:01:00Z',
      7,
      true,
    ],
    /* DST starts 29 March 2026 (a 23-hour day); the day still counts as one. */
    ['over the spring DST change', '2026-03-28T23:30:00Z', '2026-03-29T22:30:00Z', 1, false],
    ['a week over the spring DST change', '2026-03-26T12:00:00Z', '2026-04-01T21:59:00Z', 6, true],
    /* DST ends 25 October 2026 (a 25-hour day). */
    ['over the autumn DST change', '2026-10-24T22:30:00Z', '2026-10-30T23:30:00Z', 6, true],
    ['5 days over the autumn DST change', '2026-10-24T22:30:00Z', '2026-10-30T22:30:00Z', 5, false],
    [
      'sent "after" now (clock skew) counts 0',
      '2026-11-20T10:00:00Z',
      '2026-11-20T09:00:00Z',
      0,
      false,
    ],
  ])('%s', (_, sentAt, now, days, long) => {
    const transit = transitOf(
      { stav: 'odesláno', sentAt: at(sentAt), receivedAt: null },
      at(now),
      C
    )
    expect(transit).toEqual({ daysInTransit: days, inTransit: true, longInTransit: long })
  })
})

describe('a received převodka keeps the days it took and is never warned', () => {
  test.each([
    ['přijato after 9 days', 'přijato', '2026-11-01T09:00:00Z', '2026-11-10T09:00:00Z', 9],
    ['uzavřeno the same day', 'uzavřeno', '2026-11-01T09:00:00Z', '2026-11-01T15:00:00Z', 0],
    [
      'received on the next Prague day',
      'přijato',
      '2026-11-01T22:30:00Z',
      '2026-11-02T23:30:00Z',
      2,
    ],
  ])('%s', (_, stav, sentAt, receivedAt, days) => {
    const transit = transitOf(
      { stav, sentAt: at(sentAt), receivedAt: at(receivedAt) },
      at('2026-12-31T12:00:00Z'),
      C
    )
    expect(transit).toEqual({ daysInTransit: days, inTransit: false, longInTransit: false })
  })
})

describe('the sent-time bound a query uses selects exactly the long ones', () => {
  const now = at('2026-11-20T22:59:00Z') /* 23:59 Prague */
  const bound = longTransitSentBefore(now, C)

  test('the bound is the Prague day TRANSIT_WARNING_DAYS before today', () => {
    expect(bound).toBe('2026-11-15')
  })

  test.each(
    [0, 4, 5, 6, 7, 12].flatMap((daysAgo) =>
      ['T00:30:00', 'T12:00:00', 'T23:59:00'].map((time) => [daysAgo, time] as const)
    )
  )('sent %i Prague days ago at %s', (daysAgo, time) => {
    const day = addDays('2026-11-20', -daysAgo)
    /* Prague is UTC+1 in November: the Prague wall time as an instant. */
    const sentAt = new Date(Date.parse(`${day}${time}Z`) - 3_600_000)
    const byBound = sentAt < new Date(Date.parse(`${bound}T00:00:00Z`) - 3_600_000)
    expect(byBound).toBe(
      transitOf({ stav: 'odesláno', sentAt, receivedAt: null }, now, C).longInTransit
    )
    expect(byBound).toBe(daysAgo > C.TRANSIT_WARNING_DAYS)
  })
})
