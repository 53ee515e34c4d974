import { describe, expect, test } from 'vitest'
import fc from 'fast-check'
import { normalizeFirma, normalizePharmacyCode } from '#core/branch_code'
import { matchColumns, normalizeHeader, type ColumnSpec } from '#core/sheets/header_matching'
import { EXPORT_SPECS } from '#exports/rules/export_specs'
import { PRICE_LIST_COLUMNS } from '#pricelists/rules/price_list_columns'
import { VOUCHER_COLUMNS } from '#vouchers/rules/voucher_rows'

/* Anything a path, body, import row or CLI flag may carry as a branch code. */
const rawCode = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.stringMatching(/^\s*0*\d{0,5}[A-Z]?\s*$/),
  fc.stringMatching(/^[0 \t]{0,4}[0-9A-Z \u00a0]{0,4}$/),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean()
)

describe('normalizePharmacyCode', () => {
  test('never throws, and is idempotent', () => {
    fc.assert(
      fc.property(rawCode, (value) => {
        const once = normalizePharmacyCode(value)
        expect(normalizePharmacyCode(once)).toBe(once)
      }),
      { numRuns: 2000 }
    )
  })

  test('the result is trimmed, non-empty and has no leading zero unless it is "0"', () => {
    fc.assert(
      fc.property(rawCode, (value) => {
        const code = normalizePharmacyCode(value)
        if (code === null) return
        expect(code).toBe(code.trim())
        expect(code).not.toBe('')
        if (code.length > 1) expect(code.startsWith('0')).toBe(false)
      }),
      { numRuns: 2000 }
    )
  })

  test('zeros and spaces around a code do not change it', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9A-Z][0-9A-Z]{0,6}$/),
        fc.nat(5),
        fc.constantFrom('', ' ', '\t', '\u00a0', '  '),
        fc.constantFrom('', ' ', '\n'),
        (code, zeros, before, after) => {
          expect(normalizePharmacyCode(`${before}${'0'.repeat(zeros)}${code}${after}`)).toBe(code)
        }
      )
    )
  })

  test('a number and its digits name the same branch', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(4), (n, zeros) => {
        expect(normalizePharmacyCode(n)).toBe(String(n))
        expect(normalizePharmacyCode('0'.repeat(zeros) + String(n))).toBe(String(n))
      })
    )
  })

  test('only zeros are "0"; blank is null', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.stringMatching(/^\s*$/), (n, blank) => {
        expect(normalizePharmacyCode('0'.repeat(n))).toBe('0')
        expect(normalizePharmacyCode(blank)).toBeNull()
      })
    )
  })
})

describe('normalizeFirma', () => {
  test('never throws, idempotent, upper-case and trimmed', () => {
    fc.assert(
      fc.property(rawCode, (value) => {
        const firma = normalizeFirma(value)
        expect(normalizeFirma(firma)).toBe(firma)
        if (firma !== null) expect(firma).toBe(firma.trim())
      }),
      { numRuns: 1000 }
    )
  })
})

/* Header matching (API.md): trim, lower-case, drop diacritics, `.,:;()/-_` to spaces, collapse spaces. */
const PUNCTUATION = [...'.,:;()/-_']
const CZECH_MARKS: Record<string, string[]> = {
  a: ['á'],
  c: ['č'],
  d: ['ď'],
  e: ['é', 'ě'],
  i: ['í'],
  n: ['ň'],
  o: ['ó'],
  r: ['ř'],
  s: ['š'],
  t: ['ť'],
  u: ['ú', 'ů'],
  y: ['ý'],
  z: ['ž'],
}
const czechLetter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''),
  ...Object.values(CZECH_MARKS).flat()
)
const word = fc.array(czechLetter, { minLength: 1, maxLength: 8 }).map((l) => l.join(''))
/* A run that separates words: spaces, punctuation or both. */
const separator = fc
  .array(fc.constantFrom(' ', '\t', '\u00a0', ...PUNCTUATION), { minLength: 1, maxLength: 3 })
  .map((s) => s.join(''))
const edge = fc
  .array(fc.constantFrom(' ', '\t', ...PUNCTUATION), { maxLength: 3 })
  .map((s) => s.join(''))

/** The alias as a person may have typed it: any case, Czech marks, punctuation, spaces. */
function decorated(alias: string) {
  const words = alias.split(' ')
  return fc
    .record({
      letters: fc.array(fc.tuple(fc.boolean(), fc.nat(1)), {
        minLength: alias.length,
        maxLength: alias.length,
      }),
      separators: fc.array(separator, { minLength: words.length, maxLength: words.length }),
      before: edge,
      after: edge,
    })
    .map(({ letters, separators, before, after }) => {
      let i = 0
      const spelled = words.map((w) =>
        [...w]
          .map((ch) => {
            const [upper, mark] = letters[i++]
            const marked = CZECH_MARKS[ch]?.[mark] ?? ch
            return upper ? marked.toUpperCase() : marked
          })
          .join('')
      )
      i++
      return before + spelled.map((w, k) => (k === 0 ? w : separators[k] + w)).join('') + after
    })
}

const SPEC_SETS: [string, ColumnSpec[]][] = [
  ...Object.entries(EXPORT_SPECS),
  ...Object.entries(PRICE_LIST_COLUMNS),
  ['vouchers', VOUCHER_COLUMNS],
]

describe('normalizeHeader', () => {
  test('is idempotent and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme' }),
          fc.string(),
          fc.double(),
          fc.boolean(),
          fc.date(),
          fc.constant(null)
        ),
        (v) => {
          const once = normalizeHeader(v)
          expect(normalizeHeader(once)).toBe(once)
        }
      ),
      { numRuns: 3000 }
    )
  })

  test('gives lower-case words of no diacritics, no punctuation, single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (v) => {
        const header = normalizeHeader(v)
        expect(header).toBe(header.trim())
        expect(header).not.toMatch(/\s{2}|[\t\n\u00a0.,:;()/\-_]|[\u0300-\u036f]/)
      }),
      { numRuns: 2000 }
    )
  })

  test('ignores case, Czech diacritics, punctuation and extra spaces', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 4 }),
        fc.array(separator, { minLength: 4, maxLength: 4 }),
        edge,
        edge,
        (words, separators, before, after) => {
          const plain = words.join(' ')
          const stripped = plain.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
          const messy =
            before +
            words
              .map((w, k) => (k === 0 ? w : separators[k] + w))
              .join('')
              .toUpperCase() +
            after
          expect(normalizeHeader(messy)).toBe(stripped)
          expect(normalizeHeader(plain)).toBe(stripped)
        }
      )
    )
  })

  test('every alias of every file, however typed, finds its column', () => {
    const aliases = SPEC_SETS.flatMap(([file, specs]) =>
      specs.flatMap((spec) => spec.aliases.map((alias) => ({ file, spec, alias })))
    )
    for (const { spec, alias } of aliases) {
      fc.assert(
        fc.property(decorated(alias), (header) => {
          expect(normalizeHeader(header)).toBe(alias)
          expect(matchColumns(['X', header], [spec]).columns[spec.field]).toBe(1)
        }),
        { numRuns: 30 }
      )
    }
  })

  test('a header row of the labels, in any order with unknown columns, finds every field', () => {
    for (const [file, specs] of SPEC_SETS) {
      fc.assert(
        fc.property(
          fc.shuffledSubarray([...specs.map((s) => s.label), 'Poznámka', 'Sklad č. 2', 'ID'], {
            minLength: specs.length + 3,
          }),
          (headers) => {
            const { columns, missing } = matchColumns(headers, specs)
            expect(missing, file).toEqual([])
            for (const spec of specs) expect(headers[columns[spec.field]]).toBe(spec.label)
          }
        ),
        { numRuns: 30 }
      )
    }
  })
})
