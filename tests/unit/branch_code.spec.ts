import { describe, expect, test } from 'vitest'
import { normalizeFirma, normalizePharmacyCode, normalizeRole } from '#core/branch_code'

describe('normalizePharmacyCode (DOMAIN.md: trim, strip leading zeros)', () => {
  test.each([
    ['0012', '12'],
    [' 12 ', '12'],
    ['000', '0'],
    ['0', '0'],
    ['120', '120'],
    ['007A', '7A'],
    [12, '12'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizePharmacyCode(input)).toBe(expected)
  })
})

describe('normalizeFirma', () => {
  test.each([
    ['lemon', 'LEMON'],
    [' Lemon ', 'LEMON'],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeFirma(input)).toBe(expected)
  })
})

describe('normalizeRole (missing or blank counts as user)', () => {
  test.each([
    ['admin', 'admin'],
    [' ADMIN ', 'admin'],
    ['user', 'user'],
    ['', 'user'],
    [null, 'user'],
    [undefined, 'user'],
    ['superuser', 'user'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeRole(input)).toBe(expected)
  })
})
