import { describe, expect, test } from 'vitest'
import { errors as vineErrors } from '@vinejs/vine'
import { codeOf, foldedPattern, parseListParams, type ListContract } from '#core/list_contract'
import { orderBy, pageInMemory } from '#core/list_query'
import { bulkMessage, pluralForm } from '#transfers/rules/bulk_message'

const contract: ListContract<'Název' | 'NCSD', 'stav' | 'source' | 'expiryFrom' | 'late'> = {
  sorts: ['Název', 'NCSD'],
  filters: {
    stav: { kind: 'enum', values: ['rezervováno', 'odesláno'] },
    source: { kind: 'code' },
    expiryFrom: { kind: 'date' },
    late: { kind: 'boolean' },
  },
}

function refusal(qs: Record<string, unknown>) {
  try {
    parseListParams(qs, contract)
  } catch (error) {
    expect(error).toBeInstanceOf(vineErrors.E_VALIDATION_ERROR)
    return (error as any).messages[0]
  }
  throw new Error(`accepted ${JSON.stringify(qs)}`)
}

describe('the list contract', () => {
  test('no parameters: the whole list in its own order', () => {
    expect(parseListParams({}, contract)).toEqual({
      page: null,
      sort: null,
      dir: 'asc',
      q: null,
      filters: {},
    })
  })

  test.each([
    [{ page: '1' }, { number: 1, limit: 50, offset: 0 }],
    [{ limit: '200' }, { number: 1, limit: 200, offset: 0 }],
    [
      { page: '3', limit: '100' },
      { number: 3, limit: 100, offset: 200 },
    ],
    [
      { page: ' 2 ', limit: '500' },
      { number: 2, limit: 500, offset: 500 },
    ],
  ])('paging %j', (qs, page) => {
    expect(parseListParams(qs, contract).page).toEqual(page)
  })

  test('values are trimmed, codes normalised, booleans and dates read', () => {
    const params = parseListParams(
      {
        sort: 'Název',
        dir: 'desc',
        q: '  ibalgin ',
        stav: 'odesláno',
        source: '0012',
        expiryFrom: '2026-02-28',
        late: '1',
        unknown: 'ignored',
      },
      contract
    )
    expect(params).toMatchObject({
      sort: 'Název',
      dir: 'desc',
      q: 'ibalgin',
      filters: { stav: 'odesláno', source: '12', expiryFrom: '2026-02-28', late: true },
    })
    expect(parseListParams({ q: '   ', stav: '' }, contract)).toMatchObject({
      q: null,
      filters: {},
    })
  })

  test.each([
    [{ page: '0' }, 'page', 'Pole page musí být alespoň 1.'],
    [{ page: 'x' }, 'page', 'Pole page musí být celé číslo.'],
    [{ page: '1.5' }, 'page', 'Pole page musí být celé číslo.'],
    [{ page: ['1', '2'] }, 'page', 'Parametr page smí být v adrese jen jednou.'],
    [{ limit: '501' }, 'limit', 'Pole limit smí být nejvýše 500.'],
    [{ limit: '-1' }, 'limit', 'Pole limit musí být alespoň 1.'],
    [{ sort: 'bogus' }, 'sort', 'Podle pole „bogus“ nelze řadit. Řadit lze podle: Název, NCSD.'],
    [{ sort: 'Název', dir: 'sideways' }, 'dir', 'Pole dir musí být jedna z hodnot: asc, desc.'],
    [{ q: 'x'.repeat(101) }, 'q', 'Pole q smí mít nejvýše 100 znaků.'],
    [{ stav: 'aktivní' }, 'stav', 'Pole stav musí být jedna z hodnot: rezervováno, odesláno.'],
    [{ source: 'a-b' }, 'source', 'Pole source musí být kód pobočky.'],
    [
      { expiryFrom: '2026-02-30' },
      'expiryFrom',
      'Pole expiryFrom musí být datum ve tvaru RRRR-MM-DD.',
    ],
    [{ late: 'snad' }, 'late', 'Pole late musí být true nebo false.'],
  ])('%j is refused', (qs, field, message) => {
    expect(refusal(qs)).toMatchObject({ field, message })
  })

  test('q as a LIKE pattern over folded text; a code-like q as a branch code', () => {
    expect(foldedPattern('Žaludeční KAPKY')).toBe('%zaludecni kapky%')
    expect(foldedPattern('50%_\\')).toBe('%50\\%\\_\\\\%')
    expect(codeOf('007')).toBe('7')
    expect(codeOf('paralen 500')).toBeNull()
  })

  test('ORDER BY: the field in the asked direction, then the tie-break; else the own order', () => {
    const sorts = { NCSD: { sql: 'i.ncsd', nullsLast: true as const }, Název: 'i.nazev' }
    expect(orderBy({ sort: 'NCSD', dir: 'desc' }, sorts, 'x', ['i.id'])).toBe(
      'i.ncsd DESC NULLS LAST, i.id DESC'
    )
    expect(orderBy({ sort: 'Název', dir: 'asc' }, sorts, 'x', ['i.id'])).toBe(
      'i.nazev ASC, i.id ASC'
    )
    expect(orderBy({ sort: null, dir: 'desc' }, sorts, 'own order', ['i.id'])).toBe('own order')
  })

  test('a list in memory: q, Czech order with missing values last both ways, pages', () => {
    const rows = [
      { name: 'Čaj', n: 2 },
      { name: 'Echinacea 10', n: null },
      { name: 'Echinacea 9', n: 1 },
      { name: 'Žalud', n: 3 },
    ]
    const opts = {
      sorts: { name: (r: any) => r.name, n: (r: any) => r.n },
      matches: (r: any, q: string) => r.name.toLowerCase().includes(q),
    }
    const run = (qs: Record<string, unknown>) =>
      pageInMemory(rows, parseListParams(qs, { sorts: ['name', 'n'] }), opts)
    expect(run({ sort: 'name' }).rows.map((r) => r.name)).toEqual([
      'Čaj',
      'Echinacea 9',
      'Echinacea 10',
      'Žalud',
    ])
    expect(run({ sort: 'n', dir: 'desc' }).rows.map((r) => r.n)).toEqual([3, 2, 1, null])
    expect(run({ sort: 'n' }).rows.map((r) => r.n)).toEqual([1, 2, 3, null])
    expect(run({ q: 'echinacea', page: '2', limit: '1', sort: 'name' })).toEqual({
      rows: [{ name: 'Echinacea 10', n: null }],
      total: 2,
    })
  })
})

describe('the message of a bulk action by filter', () => {
  test.each([
    [0, 'many'],
    [1, 'one'],
    [2, 'few'],
    [4, 'few'],
    [5, 'many'],
    [12, 'many'],
    [22, 'many'],
  ])('%i items take the %s form', (count, form) => {
    expect(pluralForm(count)).toBe(form)
  })

  test.each([
    ['confirm', 4930, 3, 'Potvrzeno 4 930 položek, 3 se mezitím změnily.'],
    ['confirm', 1, 0, 'Potvrzena 1 položka.'],
    ['confirm', 3, 1, 'Potvrzeny 3 položky, 1 se mezitím změnila.'],
    ['confirm', 0, 7, 'Potvrzeno 0 položek, 7 se mezitím změnilo.'],
    ['markPicked', 12, 0, 'Vychystáno 12 položek.'],
    ['markPicked', 2, 5, 'Vychystány 2 položky, 5 se mezitím změnilo.'],
  ] as const)('%s %i with %i changed', (action, done, changed, text) => {
    expect(bulkMessage(action, done, changed)).toBe(text)
  })
})
