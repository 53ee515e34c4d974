import { describe, expect, test } from 'vitest'
import { auditDetailLines } from '#audit/rules/detail_text'

/* Issue #36: the audit log's details as Czech phrases, not `method: password; session: …`. */
describe('auditDetailLines', () => {
  test.each([
    [
      'a sign-in',
      'auth.login',
      null,
      { method: 'password', session: '3f2a9c1b-7d7e-4c55-9a43-0d1b2c3d4e5f' },
      ['Způsob přihlášení: heslem', 'Přihlášení (relace): 3f2a9c1b…'],
    ],
    [
      'a role change',
      'users.update',
      { role: 'user', pharmacyCode: '3' },
      { role: 'admin', pharmacyCode: '3' },
      ['Role: uživatel → administrátor', 'Pobočka: 3'],
    ],
    [
      'a refused branch, where method is the HTTP one',
      'access.foreign_branch',
      null,
      { method: 'GET', route: '/api/pool/:firma/:pharmacyCode' },
      ['Metoda požadavku: GET', 'Adresa: /api/pool/:firma/:pharmacyCode'],
    ],
    [
      'unknown keys as words, yes and no, lists and counts',
      'transfers.receive',
      null,
      { endedSessions: 2, two_factor_enabled: false, ids: [4, 5], lines: [{ id: 1 }, { id: 2 }] },
      ['Ukončená přihlášení: 2', 'Dvoufázové ověření: ne', 'Položky: 4, 5', 'Řádky: 2 řádky'],
    ],
    [
      'a removed record in one line, its times in Prague',
      'pool.admin_delete',
      { pdk: 'A1', created_at: '2026-03-01T10:00:00.000Z', some_flag: null },
      null,
      ['Smazáno – PDK: A1; Vytvořeno: 1. 3. 2026 11:00; Some flag: —'],
    ],
  ])('%s', (_, action, before, after, lines) => {
    expect(auditDetailLines(action, before, after)).toEqual(lines)
  })

  test('nothing recorded, no lines', () => {
    expect(auditDetailLines('auth.logout', null, null)).toEqual([])
  })
})
