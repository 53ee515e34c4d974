import { describe, expect, test } from 'vitest'
import { isPlainMailbox, mailboxDomain } from '#core/plain_mailbox'

/*
| Issue #27: the sign-in e-mail and a watchlist's address are one plain mailbox. Quoted local
| parts (which may carry line breaks, angle brackets and commas), display names, lists and
| control characters are refused; ordinary addresses, also with diacritics, are taken.
*/

describe('one plain mailbox', () => {
  test.each([
    'jana@lemon.cz',
    'Jana.Novakova+lekarna@ordinace.example.cz',
    'lékař@ordinace.cz',
    "o'brien_1-2@sub.domain.example",
  ])('%j is taken', (mailbox) => {
    expect(isPlainMailbox(mailbox)).toBe(true)
  })

  test.each([
    '"x\r\nBcc: v@evil.test"@evil.test',
    '"a,b"@evil.test',
    '"jana"@lemon.cz',
    'Jana <jana@lemon.cz>',
    '<jana@lemon.cz>',
    'a@lemon.cz, b@lemon.cz',
    'a@lemon.cz;b@lemon.cz',
    'jana\u000B@lemon.cz',
    'jana@lemon.cz\u0000',
    'jana@lemon.cz\n',
    'ja na@lemon.cz',
    'a@b@lemon.cz',
    'jana(komentar)@lemon.cz',
    'jana@[127.0.0.1]',
    'jana@localhost',
    'jana',
    '',
    `${'x'.repeat(250)}@b.cz`,
    12345,
    null,
  ])('%j is refused', (mailbox) => {
    expect(isPlainMailbox(mailbox)).toBe(false)
  })

  test('the domain is read lower-case', () => {
    expect(mailboxDomain('Jana@Ordinace.Example.CZ')).toBe('ordinace.example.cz')
  })
})
