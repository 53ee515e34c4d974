import { describe, expect, test } from 'vitest'
import {
  escapeLike,
  foldText,
  isSearchable,
  nameSubstringPattern,
  searchText,
  suklPrefixPattern,
  trigramSearchable,
} from '#watchlists/rules/medicine_search'
import {
  medicineOf,
  resolveItems,
  type Medicine,
  type WatchlistItem,
} from '#watchlists/rules/watchlist_items'
import { exportRows, mailDraft, mailLine, mailtoLink } from '#watchlists/rules/watchlist_export'
import { domain } from '#config/domain'

const MIN = domain.WATCHLIST_SEARCH_MIN_CHARS

describe('a medicine search needs at least 2 characters after trimming', () => {
  test.each([
    ['', false],
    ['a', false],
    ['  a  ', false],
    ['ib', true],
    [' ib ', true],
    ['čš', true],
    ['00', true],
    ['a b', true],
  ])('%j → %s', (q, searchable) => {
    expect(isSearchable(q, MIN)).toBe(searchable)
  })

  test('inner runs of spaces collapse, the ends are trimmed', () => {
    expect(searchText('  ibalgin   400 ')).toBe('ibalgin 400')
  })
})

describe('the query is matched literally', () => {
  test.each([
    ['ibal', 'ibal'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['c:\\x', 'c:\\\\x'],
  ])('%j escapes to %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped)
  })

  test.each([
    ['0012', '0012%', '%0012%'],
    [' ibal ', 'ibal%', '%ibal%'],
    ['10%', '10\\%%', '%10\\%%'],
  ])('%j: SÚKL prefix %j, name substring %j', (q, prefix, substring) => {
    expect(suklPrefixPattern(q)).toBe(prefix)
    expect(nameSubstringPattern(searchText(q))).toBe(substring)
  })
})

describe('case and diacritics do not matter', () => {
  test.each([
    ['IBALGIN', 'ibalgin'],
    ['Čípky ŽALUDEČNÍ', 'cipky zaludecni'],
    ['ŘEPÍK ů ť ň ď', 'repik u t n d'],
    ['Paralen 500mg', 'paralen 500mg'],
  ])('%j folds to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded)
  })
})

describe('the trigram index serves only queries with a run of 3 letters or digits', () => {
  test.each([
    ['ib', false],
    ['a b', false],
    ['ab c', false],
    ['12 3', false],
    ['ibal', true],
    ['123', true],
    ['mg tbl', true],
    ['x 400', true],
  ])('%j → %s', (q, trigram) => {
    expect(trigramSearchable(q)).toBe(trigram)
  })
})

const uhradyRow = {
  sukl: '0054321',
  nazev: 'IBALGIN 400 TBL 30',
  doplatek: '12.5000',
  doplatek_limit: '10.0000',
  doplatek_zvysena: '5.2500',
  doplatek_zvysena_limit: null,
}

describe('an item keeps the surcharges of its úhrady row', () => {
  test('doplatek, doplatek_limit, doplatek_zvysena, doplatek_zvysena_limit map to the item fields', () => {
    expect(medicineOf(uhradyRow)).toEqual({
      sukl: '0054321',
      nazev: 'IBALGIN 400 TBL 30',
      doplnek: null,
      doplatekPacientaZK: 12.5,
      doplatekPacientaLimitZK: 10,
      doplatekZvysenaZK: 5.25,
      doplatekZvysenaLimitZK: null,
    })
  })

  test.each([
    [null, null],
    ['', null],
    ['0.0000', 0],
    [7, 7],
    ['1234.5', 1234.5],
  ])('amount %j → %j', (raw, value) => {
    expect(medicineOf({ ...uhradyRow, doplatek: raw }).doplatekPacientaZK).toBe(value)
  })
})

const item = (sukl: string, nazev: string, doplatek: number, bez = false): WatchlistItem => ({
  sukl,
  nazev,
  doplatekPacientaZK: doplatek,
  doplatekPacientaLimitZK: doplatek / 2,
  doplatekZvysenaZK: null,
  doplatekZvysenaLimitZK: 0,
  bezDoplatku: bez,
})

describe('resolving against the newest list', () => {
  const stored = [item('1', 'IBALGIN', 12.5, true), item('2', 'PARALEN', 3)]
  const newest = new Map<string, Medicine>([
    [
      '1',
      {
        sukl: '1',
        nazev: 'IBALGIN 400',
        doplatekPacientaZK: 20,
        doplatekPacientaLimitZK: 15,
        doplatekZvysenaZK: 1,
        doplatekZvysenaLimitZK: 2,
      },
    ],
  ])

  test('a listed item shows the new name and amounts and keeps its no-surcharge flag', () => {
    expect(resolveItems(stored, newest)[0]).toEqual({
      sukl: '1',
      nazev: 'IBALGIN 400',
      doplatekPacientaZK: 20,
      doplatekPacientaLimitZK: 15,
      doplatekZvysenaZK: 1,
      doplatekZvysenaLimitZK: 2,
      bezDoplatku: true,
      inList: true,
    })
  })

  test('an item the list no longer holds keeps its stored amounts and is flagged', () => {
    expect(resolveItems(stored, newest)[1]).toEqual({ ...stored[1], inList: false })
  })

  test('without any list every item is flagged', () => {
    expect(resolveItems(stored, new Map()).map((i) => i.inList)).toEqual([false, false])
  })
})

describe('the PDF rows carry amounts with a Czech decimal comma', () => {
  test.each([
    [12.5, '12,50', '6,25'],
    [1234.5, '1 234,50', '617,25'],
    [0, '0,00', '0,00'],
  ])('doplatek %s → %s', (doplatek, text, half) => {
    const [row] = exportRows([{ ...item('0054321', 'IBALGIN', doplatek), inList: true }])
    expect(row).toEqual(['0054321', 'IBALGIN', text, half, '—', '0,00', 'ne'])
  })

  test('no-surcharge items say ano; items missing from the list are marked', () => {
    const [row] = exportRows([{ ...item('1', 'PARALEN', 3, true), inList: false }])
    expect(row[1]).toBe('PARALEN *')
    expect(row[6]).toBe('ano')
  })
})

describe('the e-mail lists the items', () => {
  const watchlist = { name: 'Kardio', email: 'lekar+kardio@example.cz', pharmacyCode: '7' }
  const items = [item('0054321', 'IBALGIN 400', 12.5), item('0012345', 'PARALEN', 3, true)]

  test('one line per item: surcharges in Kč with a comma, or "bez doplatku"', () => {
    expect(mailLine(items[0])).toBe(
      'IBALGIN 400 (SÚKL 0054321): doplatek 12,50 Kč, do limitu 6,25 Kč; ' +
        'při zvýšené úhradě —, do limitu 0,00 Kč'
    )
    expect(mailLine(items[1])).toBe('PARALEN (SÚKL 0012345): u nás bez doplatku')
  })

  test('subject names the watchlist; the body numbers the items', () => {
    const draft = mailDraft(watchlist, items)
    expect(draft.to).toBe('lekar+kardio@example.cz')
    expect(draft.subject).toBe('Sledované léky – Kardio')
    expect(draft.body).toContain('„Kardio“ (lékárna 7)')
    expect(draft.body).toContain('\r\n1. IBALGIN 400 (SÚKL 0054321): doplatek 12,50 Kč')
    expect(draft.body).toContain('\r\n2. PARALEN (SÚKL 0012345): u nás bez doplatku')
  })

  test('an empty watchlist says so', () => {
    expect(mailDraft(watchlist, []).body).toContain('Seznam zatím neobsahuje žádné přípravky.')
  })

  test('the mailto link percent-encodes subject and body and decodes back', () => {
    const draft = mailDraft({ ...watchlist, email: null }, items)
    const link = mailtoLink(draft)
    expect(link.startsWith('mailto:?subject=')).toBe(true)
    expect(link).toContain('%0D%0A')
    expect(link).not.toContain(' ')
    const url = new URL(link)
    expect(url.searchParams.get('subject')).toBe(draft.subject)
    expect(decodeURIComponent(link.split('&body=')[1])).toBe(draft.body)
  })

  test('the address keeps its characters', () => {
    expect(mailtoLink(mailDraft(watchlist, [])).startsWith('mailto:lekar+kardio@example.cz?')).toBe(
      true
    )
  })
})
