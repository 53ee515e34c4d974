import { describe, expect, test } from 'vitest'
import { acceptedEncoding } from '#core/accept_encoding'

describe('acceptedEncoding: brotli when taken, else gzip, honouring q=0', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br', 'br'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0', null],
    ['', null],
    [undefined, null],
  ])('%j → %j', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected)
  })
})
