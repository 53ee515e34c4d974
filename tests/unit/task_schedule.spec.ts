import { describe, expect, test } from 'vitest'
import {
  addDays,
  badgeLabel,
  completionCode,
  dayIn,
  nextDueTask,
  openCount,
  sortTasks,
  todaysTasks,
  type ScheduledTask,
} from '#tasks/rules/task_schedule'

const task = (
  id: string,
  dueDate: string | null,
  extra: Partial<ScheduledTask> = {}
): ScheduledTask => ({
  id,
  dueDate,
  status: 'open',
  priority: 'medium',
  createdAt: `2026-01-01T00:00:0${id.length}Z`,
  ...extra,
})

describe('dayIn: the Europe/Prague calendar day', () => {
  test.each([
    ['2026-11-21T22:30:00Z', '2026-11-21'], // 23:30 CET
    ['2026-11-21T23:30:00Z', '2026-11-22'], // 00:30 CET next day
    ['2026-07-14T21:30:00Z', '2026-07-14'], // 23:30 CEST
    ['2026-07-14T22:30:00Z', '2026-07-15'], // 00:30 CEST
    ['2026-03-29T00:30:00Z', '2026-03-29'], // the night clocks move forward
  ])('%s → %s', (instant, day) => {
    expect(dayIn(new Date(instant))).toBe(day)
  })

  test('addDays crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})

describe('todaysTasks', () => {
  const tasks = [
    task('a', '2026-11-21'),
    task('b', '2026-11-22'),
    task('c', '2026-11-21', { status: 'archived' }),
    task('d', '2026-11-21', { done: true }),
    task('e', '2026-11-21', { status: 'in_progress', priority: 'high' }),
    task('f', null),
  ]

  test.each([
    ['23:30 local, still the 21st', '2026-11-21T22:30:00Z', ['e', 'a']],
    ['00:30 local, already the 22nd', '2026-11-21T23:30:00Z', ['b']],
    ['the morning of the 21st', '2026-11-21T06:00:00Z', ['e', 'a']],
  ])('%s', (_label, now, ids) => {
    expect(todaysTasks(tasks, new Date(now)).map((t) => t.id)).toEqual(ids)
  })
})

describe('nextDueTask, openCount, badgeLabel', () => {
  test('the next due task is the earliest due date among open tasks', () => {
    const tasks = [
      task('a', '2026-12-01'),
      task('b', '2026-11-25'),
      task('c', '2026-11-20', { done: true }),
      task('d', null),
    ]
    expect(nextDueTask(tasks)?.id).toBe('b')
    expect(nextDueTask([task('x', null)])).toBeNull()
    expect(nextDueTask([])).toBeNull()
  })

  test.each([
    [[task('a', null), task('b', null, { status: 'in_progress' })], 2],
    [[task('a', null, { status: 'archived' }), task('b', null, { done: true })], 0],
    [[task('a', null, { status: 'other' })], 0],
  ])('openCount %#', (tasks, count) => {
    expect(openCount(tasks)).toBe(count)
  })

  test.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('badge %i → %s', (count, label) => {
    expect(badgeLabel(count)).toBe(label)
  })
})

describe('sortTasks', () => {
  test('by due date, undated last, then priority, then age', () => {
    const tasks = [
      task('undated', null, { priority: 'high' }),
      task('late', '2026-12-01'),
      task('low', '2026-11-21', { priority: 'low' }),
      task('high', '2026-11-21', { priority: 'high' }),
      task('mid', '2026-11-21'),
    ]
    expect(sortTasks(tasks).map((t) => t.id)).toEqual(['high', 'mid', 'low', 'late', 'undated'])
  })
})

describe('completionCode', () => {
  test.each([
    [['3', '5'], '5', '5'],
    [['3', '5'], null, '3'],
    [[], null, null],
  ])('%j with caller %j → %j', (codes, caller, expected) => {
    expect(completionCode(codes, caller)).toBe(expected)
  })
})
