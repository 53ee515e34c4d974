import { describe, expect, test } from 'vitest'
import {
  bellLabel,
  renderNotification,
  unreadLabel,
  type NotificationKind,
  type NotificationParams,
} from '#notifications/rules/notification_text'
import { dedupeKeys } from '#notifications/rules/dedupe_keys'
import { staleBranches } from '#tasks/rules/export_staleness'

type Case<K extends NotificationKind> = [K, NotificationParams[K], string, string, string]

const CASES: Case<NotificationKind>[] = [
  [
    'proposals',
    { count: 1 },
    '1 nový návrh k převzetí',
    'Jiné pobočky vám nabízejí přípravky z poolu. Potvrďte je, nebo odmítněte.',
    '/transfers/incoming',
  ],
  [
    'proposals',
    { count: 3 },
    '3 nové návrhy k převzetí',
    expect.any(String),
    '/transfers/incoming',
  ],
  [
    'proposals',
    { count: 1250 },
    '1250 nových návrhů k převzetí',
    expect.any(String),
    '/transfers/incoming',
  ],
  [
    'prevodka_sent',
    { prevodkaId: 'LEMON-1-2-20261123-1', from: '1', lines: 1 },
    'Nová převodka k přijetí',
    'Pobočka 1 vám odeslala převodku LEMON-1-2-20261123-1 (1 položka).',
    '/transfers/received',
  ],
  [
    'prevodka_sent',
    { prevodkaId: 'LEMON-1-2-20261123-2', from: '1', lines: 7 },
    'Nová převodka k přijetí',
    'Pobočka 1 vám odeslala převodku LEMON-1-2-20261123-2 (7 položek).',
    '/transfers/received',
  ],
  [
    'prevodka_missing',
    { prevodkaId: 'LEMON-1-3-20261123-1', to: '3', missing: 1, lines: 1 },
    'Převodka přijata s chybějícími položkami',
    'Pobočka 3 přijala převodku LEMON-1-3-20261123-1; nedodáno 1 z 1 položky.',
    '/transfers/archive',
  ],
  [
    'prevodka_missing',
    { prevodkaId: 'LEMON-1-3-20261123-2', to: '3', missing: 2, lines: 5 },
    'Převodka přijata s chybějícími položkami',
    'Pobočka 3 přijala převodku LEMON-1-3-20261123-2; nedodáno 2 z 5 položek.',
    '/transfers/archive',
  ],
  [
    'prevodka_missing',
    { prevodkaId: 'LEMON-1-3-20261123-3', to: '3', missing: 0, short: 2, lines: 5 },
    'Převodka přijata s chybějícími položkami',
    'Pobočka 3 přijala převodku LEMON-1-3-20261123-3; v menším množství 2 z 5 položek.',
    '/transfers/archive',
  ],
  [
    'prevodka_missing',
    { prevodkaId: 'LEMON-1-3-20261123-4', to: '3', missing: 1, short: 1, lines: 3 },
    'Převodka přijata s chybějícími položkami',
    'Pobočka 3 přijala převodku LEMON-1-3-20261123-4; nedodáno 1, v menším množství 1 z 3 položek.',
    '/transfers/archive',
  ],
  [
    'export_stale',
    { days: 8 },
    'Nahrajte aktuální exporty',
    'Poslední exporty jsou staré 8 dní.',
    '/upload',
  ],
  [
    'export_stale',
    { days: null },
    'Nahrajte aktuální exporty',
    'Pobočka zatím nenahrála žádné exporty.',
    '/upload',
  ],
  [
    'task_due',
    { taskId: 42, title: 'Inventura OTC' },
    'Úkol na dnes',
    'Dnes je termín úkolu „Inventura OTC“.',
    '/tasks/42',
  ],
  [
    'inbox_failed',
    { files: ['sklad.xlsx', 'pohyby.xlsx'], reason: 'Sada exportů je neúplná: chybí karty.' },
    'Exporty ze složky nebyly zpracovány',
    'sklad.xlsx, pohyby.xlsx: Sada exportů je neúplná: chybí karty.',
    '/upload',
  ],
]

describe('what the bell says, and where a click goes', () => {
  test.each(CASES)('%s %j', (kind, params, title, text, link) => {
    expect(renderNotification(kind, params)).toEqual({ title, text, link })
  })
})

describe('the bell count, capped as the task badge', () => {
  test.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12_000, '99+'],
  ])('%i → %s', (count, label) => {
    expect(unreadLabel(count)).toBe(label)
  })
})

describe("the bell's accessible name: the whole count, Czech plural", () => {
  test.each([
    [0, 'Upozornění'],
    [-1, 'Upozornění'],
    [1, 'Upozornění, 1 nepřečtené'],
    [2, 'Upozornění, 2 nepřečtená'],
    [4, 'Upozornění, 4 nepřečtená'],
    [5, 'Upozornění, 5 nepřečtených'],
    [21, 'Upozornění, 21 nepřečtených'],
    [150, 'Upozornění, 150 nepřečtených'],
  ])('%i → %s', (count, label) => {
    expect(bellLabel(count)).toBe(label)
  })
})

describe('dedupe keys: the same fact builds the same key, another fact another', () => {
  const branch = { firma: 'LEMON', pharmacyCode: '12' }
  const last = new Date('2026-11-13T10:00:00Z')
  test.each([
    [dedupeKeys.proposals(branch, 'run-a'), 'proposals:LEMON:12:run-a'],
    [dedupeKeys.prevodkaSent('LEMON-1-12-20261123-1'), 'prevodka_sent:LEMON-1-12-20261123-1'],
    [dedupeKeys.prevodkaMissing('LEMON-1-12-20261123-1'), 'prevodka_missing:LEMON-1-12-20261123-1'],
    [dedupeKeys.exportStale(branch, last), 'export_stale:LEMON:12:2026-11-13T10:00:00.000Z'],
    [dedupeKeys.exportStale(branch, null), 'export_stale:LEMON:12:never'],
    [dedupeKeys.taskDue(7, branch), 'task_due:7:LEMON:12'],
  ])('%s', (key, expected) => {
    expect(key).toBe(expected)
  })

  test('a new export starts a new stale period; another branch is another key', () => {
    const later = new Date('2026-11-14T10:00:00Z')
    expect(dedupeKeys.exportStale(branch, later)).not.toBe(dedupeKeys.exportStale(branch, last))
    expect(dedupeKeys.proposals({ firma: 'LEMON', pharmacyCode: '1' }, 'run-a')).not.toBe(
      dedupeKeys.proposals({ firma: 'LEMON', pharmacyCode: '12' }, 'run-a')
    )
  })
})

describe('every stale branch is told, with or without an open task', () => {
  const NOW = new Date('2026-11-21T00:00:00Z')
  const C = { EXPORT_STALE_DAYS: 7, TIME_ZONE: 'Europe/Prague' }
  const branch = (code: string, last: string | null, hasOpenTask: boolean) => ({
    firma: 'LEMON',
    pharmacyCode: code,
    lastBatchAt: last ? new Date(last) : null,
    hasOpenTask,
  })
  test.each([
    ['stale, no task', [branch('1', '2026-11-01T08:00:00Z', false)], ['1']],
    ['stale, open task', [branch('1', '2026-11-01T08:00:00Z', true)], ['1']],
    ['never uploaded', [branch('1', null, true)], ['1']],
    ['7 days is not stale', [branch('1', '2026-11-14T10:00:00Z', false)], []],
  ])('%s', (_, branches, codes) => {
    expect(staleBranches(branches, NOW, C).map((b) => b.pharmacyCode)).toEqual(codes)
  })
})
