import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { auditChanges, auditSafe } from '#core/audit/audit_values'
import {
  COMMON_PASSWORD,
  PASSWORD_CONTAINS_IDENTITY,
  passwordProblem,
} from '#users/rules/password_policy'
import { describeUserAgent } from '#auth/rules/user_agent'

const COMMON = new Set(
  readFileSync(new URL('../../app/users/data/common_passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean)
)

describe('the common-passwords list', () => {
  test('holds the 10 000 most common passwords, most common first', () => {
    const lines = readFileSync(
      new URL('../../app/users/data/common_passwords.txt', import.meta.url),
      'utf8'
    ).split('\n')
    expect(lines.filter(Boolean)).toHaveLength(10_000)
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678'])
  })
})

describe('passwordProblem (issue #18: common list, e-mail, username)', () => {
  const jana = { email: 'jana.novakova@lemon.cz', username: 'jnovak' }
  test.each([
    ['password', COMMON_PASSWORD],
    ['Password', COMMON_PASSWORD],
    ['PASSWORD1', COMMON_PASSWORD],
    ['qwertyuiop', COMMON_PASSWORD],
    ['iloveyou', COMMON_PASSWORD],
    ['jana.novakova@lemon.cz!', PASSWORD_CONTAINS_IDENTITY],
    ['Jana.Novakova2026', PASSWORD_CONTAINS_IDENTITY],
    ['xxJNOVAKxx', PASSWORD_CONTAINS_IDENTITY],
    ['Modry-konik-na-louce', null],
    ['heslo1234', null],
    ['novakova', null],
  ])('%j → %j', (password, expected) => {
    expect(passwordProblem(password, jana, COMMON)).toBe(expected)
  })

  test('parts shorter than three characters are not looked for', () => {
    expect(passwordProblem('joeyjoey-2026', { email: 'jo@x.cz', username: 'jo' }, COMMON)).toBe(
      null
    )
  })
})

describe('auditSafe and auditChanges (never a secret; only the changed fields)', () => {
  test('drops passwords, tokens, secrets and hashes at any depth, keeps the rest', () => {
    expect(
      auditSafe({
        username: 'jana',
        password: 'x',
        mustChangePassword: true,
        nested: { token: 't', totpSecret: 's', codeHash: 'h', keep: 1 },
        list: [{ newPassword: 'n', id: 2 }],
        when: new Date('2026-01-02T03:04:05Z'),
      })
    ).toEqual({
      username: 'jana',
      mustChangePassword: true,
      nested: { keep: 1 },
      list: [{ id: 2 }],
      when: '2026-01-02T03:04:05.000Z',
    })
  })

  test.each([
    [{ a: 1, b: 2 }, { a: 1, b: 3 }, { b: 2 }, { b: 3 }],
    [{ a: 1 }, { a: 1, c: 'x' }, { c: null }, { c: 'x' }],
    [{ a: { x: 1 } }, { a: { x: 1 } }, {}, {}],
    [{ password: 'a' }, { password: 'b' }, {}, {}],
  ])('%j → %j: %j → %j', (before, after, was, now) => {
    expect(auditChanges(before, after)).toEqual({ before: was, after: now })
  })
})

describe('describeUserAgent', () => {
  test.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131, Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      'Edge 131, Windows',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox 128, Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17, iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'Safari 17, macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome 131, Android',
    ],
    ['curl/8.5.0', 'Neznámý prohlížeč'],
    [null, 'Neznámý prohlížeč'],
  ])('%j → %j', (agent, expected) => {
    expect(describeUserAgent(agent)).toBe(expected)
  })
})
